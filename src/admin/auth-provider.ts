/**
 * Staff sign-in for react-admin: the login page asks for a code to be mailed (requestCode), then signs in with it;
 * the session lives in the HttpOnly staff cookie, so checkAuth asks the API who is signed in.
 */
import type { AuthProvider } from 'react-admin'
import { AdminHttpError, adminFetch } from './http'

export async function requestCode(email: string): Promise<string> {
  const { json } = await adminFetch('/api/admin/code', { method: 'POST', body: { email } })
  return (json as { message: string }).message
}

export const authProvider: AuthProvider = {
  async login(params: { email: string; code: string }) {
    await adminFetch('/api/admin/sign-in', {
      method: 'POST',
      body: { email: params.email, code: params.code },
    })
  },
  async logout() {
    await adminFetch('/api/admin/sign-out', { method: 'POST', body: {} }).catch(() => undefined)
  },
  async checkAuth() {
    await adminFetch('/api/admin/me')
  },
  async checkError(error: unknown) {
    const status =
      error instanceof AdminHttpError ? error.status : (error as { status?: number } | null)?.status
    if (status === 401 || status === 403) throw error
  },
  async getIdentity() {
    const { json } = await adminFetch('/api/admin/me')
    const email = (json as { email: string }).email
    return { id: email, fullName: email }
  },
}

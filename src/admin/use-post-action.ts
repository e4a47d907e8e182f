import { useNotify, useRefresh } from 'react-admin'
import { adminFetch, AdminHttpError } from './http'

/** A POST action on a record (certify, revoke, take down...): says what happened, or the server's message, and refreshes. */
export function usePostAction() {
  const notify = useNotify()
  const refresh = useRefresh()
  return async (url: string, body: unknown, done: string) => {
    try {
      await adminFetch(url, { method: 'POST', body })
      notify(done, { type: 'success' })
      refresh()
    } catch (error) {
      notify(error instanceof AdminHttpError ? error.message : 'The action failed.', { type: 'error' })
    }
  }
}

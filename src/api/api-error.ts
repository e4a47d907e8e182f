/** The one error type every service call rejects with. */
export class ApiError extends Error {
  readonly status: number | undefined
  readonly data: unknown

  constructor(message: string, status: number | undefined, data: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.data = data
  }
}

/** The server's `message` from an error body, if it sent one. */
export function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  return undefined
}

/** The message to show for a failed call: the server's own words when it gave some, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return serverMessage(error.data) ?? fallback
  return fallback
}

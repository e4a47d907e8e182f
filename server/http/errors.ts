import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RefusalReason } from '../lib/errors'

/** An error whose status and message are safe to show to the caller. */
export class HttpError extends Error {
  readonly statusCode: number

  constructor(statusCode: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.statusCode = statusCode
  }
}

/** The one place a refusal's reason (lib/errors.ts, thrown below the HTTP layer) becomes a status. */
export const refusalStatus: Record<RefusalReason, number> = {
  invalid: 400,
  unauthorised: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-many': 429,
}

/**
 * Fastify's schemaErrorFormatter: what a request that fails validation is rejected with. Fastify attaches the
 * issues (`error.validation`), and the error handler answers from those, so the message is only a summary.
 */
export function validationError(_errors: unknown, dataVar: string): Error {
  return new HttpError(400, `The request ${dataVar} is invalid.`)
}

export const GENERIC_5XX_MESSAGE = 'Something went wrong on our side. Please try again later.'

/** The answer while the database is unreachable (a restart, a failover): nothing was saved, trying again is safe. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a minute.'
/** A request that could not be stored because the disk is full (issue 48): 503, never a bare 500. */
export const STORAGE_FULL_MESSAGE =
  'We cannot save anything right now because our storage is full. Nothing was changed; please try again in a few minutes.'

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed, headers over the limit, too slow):
 * answered with a {message} body like every other refusal, then the socket is closed (as Node's own handler does).
 */
export function clientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'Bad request.']
  const body = JSON.stringify({ message })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy(error)
}

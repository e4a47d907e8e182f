/**
 * An error whose status and message are safe to show to the caller. A 4xx is built without a stack trace: nothing
 * reads it (only 5xx are logged), and capturing one through a request's async frames is the costliest part of a
 * refusal (under load, building the validation error took a fifth of the event loop's time on the 400 path).
 */
export class HttpError extends Error {
  readonly statusCode: number

  constructor(statusCode: number, message: string) {
    const stackTraceLimit = Error.stackTraceLimit
    if (statusCode < 500) Error.stackTraceLimit = 0
    super(message)
    Error.stackTraceLimit = stackTraceLimit
    this.name = 'HttpError'
    this.statusCode = statusCode
  }
}

/**
 * Fastify's schemaErrorFormatter: what a request that fails validation is rejected with. Fastify attaches the
 * issues (`error.validation`), and the error handler answers from those, so the message is only a summary.
 */
export function validationError(_errors: unknown, dataVar: string): Error {
  return new HttpError(400, `The request ${dataVar} is invalid.`)
}

export const GENERIC_5XX_MESSAGE = 'Something went wrong on our side. Please try again later.'

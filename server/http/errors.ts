/** An error whose status and message are safe to show to the caller. */
export class HttpError extends Error {
  readonly statusCode: number

  constructor(statusCode: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.statusCode = statusCode
  }
}

export const GENERIC_5XX_MESSAGE = 'Something went wrong on our side. Please try again later.'

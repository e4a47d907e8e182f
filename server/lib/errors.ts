/**
 * Why the logic refused a request, in its own words: services and the areas' folders throw this, and the HTTP
 * layer alone turns the reason into a status (`http/errors.ts` `refusalStatus`). The message is safe to show to
 * the caller and is answered as it is.
 */
export type RefusalReason =
  | 'invalid'
  | 'unauthorised'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  /** It was there and is no more for good (an expired scan link, an erased scan). */
  | 'gone'
  | 'too-many'

export class RefusedError extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message)
    this.name = 'RefusedError'
  }
}

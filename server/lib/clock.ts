/** The current time. Injected so tests can move it (OTP expiry, mail backoff) without waiting. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

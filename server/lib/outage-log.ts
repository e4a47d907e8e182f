import type { FastifyBaseLogger } from 'fastify'

/**
 * Logs an outage of something we depend on (the database, the mail server) once when it starts and once when it
 * ends, with how long it lasted and how many failures it absorbed, instead of one line per failed attempt (the mail
 * sender polls twice a second: a line each time buried everything else).
 */
export class OutageLog {
  private since: number | undefined
  private failures = 0

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
  ) {}

  get down(): boolean {
    return this.since !== undefined
  }

  failed(error: unknown): void {
    this.failures += 1
    if (this.since !== undefined) return
    this.since = Date.now()
    this.log.error({ err: error, outage: this.what }, `${this.what} unavailable: outage started`)
  }

  ok(): void {
    if (this.since === undefined) return
    const seconds = Math.round((Date.now() - this.since) / 1000)
    this.log.warn(
      { outage: this.what, seconds, failures: this.failures },
      `${this.what} available again: outage ended after ${seconds} s`,
    )
    this.since = undefined
    this.failures = 0
  }
}

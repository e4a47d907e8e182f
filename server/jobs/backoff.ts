/** The retry policy of durable background work: the mail queue's and the job runner's. */

/**
 * When to try again after the given number of failed attempts (doubling from `retryBaseMs`, capped at
 * `maxBackoffMs`), or null once the waits add up to `retryForMs`: then the work is given up.
 */
export function retryDelay(
  attempts: number,
  policy: { retryBaseMs: number; maxBackoffMs: number; retryForMs: number },
): number | null {
  let waited = 0
  for (let attempt = 1; attempt < attempts; attempt += 1) {
    waited += Math.min(policy.retryBaseMs * 2 ** (attempt - 1), policy.maxBackoffMs)
    if (waited >= policy.retryForMs) return null
  }
  return Math.min(policy.retryBaseMs * 2 ** (attempts - 1), policy.maxBackoffMs)
}

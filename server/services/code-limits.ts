/**
 * The limits every one-time code shares (registration's, services/otp.ts, and the sign-in codes of My orders and
 * the back office, services/email-codes.ts), shaped so that someone who knows an address cannot lock its owner out:
 *
 * - **Tries are counted per code and per client.** A client (an IP address, an IPv6 /64, as the flood guards count
 *   them) has `CODE_TRIES_PER_CLIENT` wrong tries at a code; after that its tries at that code are refused without
 *   being compared. All clients together have `CODE_TRIES_TOTAL`; the last one closes the code. A stranger's
 *   wrong guesses from their client therefore leave the owner's own tries, and the code, intact.
 * - **Limits shared by every client are waits, never a stop.** Between two codes of one address (one email for a
 *   sign-in code; one email and phone for registration) there is `CODE_COOLDOWN_MS`; once the address was sent
 *   `free` codes in the last hour, the wait doubles with every further code (2, 4, 8 minutes) up to a code's
 *   lifetime (`CODE_TTL_MS`). So whenever a request is refused, the latest code mailed to the address is still
 *   valid (a wait never outlasts a code), and the owner can use it; a stranger's requests only mail the owner
 *   codes. A hard stop ("try again in an hour") is only ever a client's own budget.
 *
 * Guessing, the arithmetic. A code is one of 10^6 and takes at most `CODE_TRIES_TOTAL` = 20 wrong tries in all,
 * so it falls to guessing with a chance of at most 20 in a million (0.002%), and only to someone guessing from at
 * least 4 client addresses (5 each); from one address, 5 in a million. How many codes there are to guess at:
 * - a sign-in code's address gets at most 12 in any hour (5 a minute apart, then waits of 2, 4, 8 and 10 minutes)
 *   and about 185 in a day of non-stop asking: at most 240 tries an hour (0.024%) and ~3,700 a day (0.37%) for an
 *   attacker with many addresses guessing around the clock; from one address 5 a code, ~900 a day (0.09%);
 * - registration's email gets at most 22 an hour across phones (15, then the waits; otp.ts), ~400 a day, plus up
 *   to 12 an hour for the verified phone: ~8,000 tries a day (0.8%) with many addresses; one address is sent at
 *   most 5 an hour for the email, ~600 tries a day (0.06%).
 * Each of those codes is mailed to the owner, so such an attack is loud. The price of "never bites the owner":
 * before, any 5 wrong tries burned a code (5 in a million, 25-75 tries an hour), which is how a stranger locked the
 * owner out. The owner is never bitten now: their own client has its 5 tries whatever others did, and up to three
 * other clients' worth of wrong tries (15) leave the code open.
 */

import {
  CODE_LIFE_MINUTES,
  CODE_TRIES_PER_CODE,
  RESEND_COOLDOWN_SECONDS,
} from '../../src/content/registration'

/** A code's lifetime (10 minutes, as the registration form says). */
export const CODE_TTL_MS = CODE_LIFE_MINUTES * 60_000
/** Between two codes of one address (60 s, the form's resend countdown). */
export const CODE_COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000
/** Wrong tries one client may make at one code. */
export const CODE_TRIES_PER_CLIENT = CODE_TRIES_PER_CODE
/** Wrong tries at one code from all clients together; the last closes it (arithmetic above). */
export const CODE_TRIES_TOTAL = 20

/**
 * The wait after an address's latest code, given how many codes it was sent in the last hour (that one included)
 * and how many an hour go out at the base pace (`free`): `base` below `free`, then `CODE_COOLDOWN_MS` doubled once
 * per code from `free` on (2, 4, 8 minutes...), never more than a code's lifetime.
 */
export function codeWaitMs(sentThisHour: number, free: number, base = CODE_COOLDOWN_MS): number {
  if (sentThisHour < free) return base
  return Math.min(CODE_COOLDOWN_MS * 2 ** (sentThisHour - free + 1), CODE_TTL_MS)
}

/** "40 seconds", "8 minutes": a wait as a refusal says it. */
export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`
  return `${Math.ceil(seconds / 60)} minutes`
}

/** The rate_limit_counters key holding a client's wrong tries at one code (registration's or a sign-in code). */
export function triesKey(codeId: string, client: string): string {
  return `code-tries ${codeId} ${client}`
}

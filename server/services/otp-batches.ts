/**
 * Issues and checks the onboarding's one-time codes in batches (group commit, db/coalescer.ts): the routes hand
 * over one request each and get its own answer once the batch holding it has committed.
 */
import type { BaseLogger } from 'pino'
import { retryOnDeadlock, type Database } from '../db/client'
import { Coalescer } from '../db/coalescer'
import {
  checkOtps,
  indiaDay,
  issueOtps,
  lockAndIssueOtps,
  prepareOtp,
  type OtpAttempt,
  type OtpCheck,
  type OtpIssue,
  type OtpPolicy,
  type OtpRequest,
  type OtpVerdict,
} from './otp'

/** Codes a batch: one JSON parameter of ~120 KB, a statement short enough not to hold requests back. */
const OTP_BATCH = 200

export class OtpBatches {
  private readonly issues: Coalescer<OtpIssue, OtpVerdict>
  private readonly checks: Coalescer<OtpAttempt, OtpCheck>
  /** The India-time day whose spend cap was last reported: the cap is logged once a day (per instance). */
  private capReported: string | undefined

  constructor(
    database: Database,
    private readonly policy: OtpPolicy,
    private readonly log?: Pick<BaseLogger, 'error'>,
  ) {
    const { db } = database
    // A batch never holds two requests for one email or one phone, so cooldowns and caps hold as if run one by
    // one. On PostgreSQL the batch first locks its applicants and phones, so a concurrent batch from another
    // instance waits for it.
    this.issues = new Coalescer(
      (issues: OtpIssue[]) =>
        database.singleConnection
          ? issueOtps(db, issues, policy)
          : retryOnDeadlock(() => db.transaction((tx) => lockAndIssueOtps(tx, issues, policy))),
      {
        maxBatch: OTP_BATCH,
        keys: (issue) => [`email:${issue.request.email}`, `phone:${issue.request.phone}`],
      },
    )
    // Checks: one read and one conditional write a batch, on both databases (a code works once even when another
    // instance checks it at the same moment: the write only closes a still-open challenge). The write closes a
    // code and then updates its applicant, where a batch of issues locks the applicant and then closes its code:
    // on PostgreSQL a resend racing a verify for one person can deadlock, and the victim (a whole batch, rolled
    // back) runs again. Locking the applicants first instead was measured slower (docs/performance.md).
    this.checks = new Coalescer(
      (attempts: OtpAttempt[]) => retryOnDeadlock(() => checkOtps(db, attempts, policy.secret)),
      { maxBatch: OTP_BATCH, keys: (attempt) => [attempt.email] },
    )
  }

  /**
   * Issues a code and queues its mail (and its SMS, when SMS is on and its limits allow); throws the 429 of a
   * cooldown or a cap. Answers whether the code goes by SMS too.
   */
  async send(request: OtpRequest, now: Date): Promise<{ texted: boolean }> {
    const verdict = await this.issues.submit(prepareOtp(request, this.policy.secret, now, this.policy.sms))
    if (!verdict.sent) throw verdict.error
    if (verdict.smsRefused === 'spend-cap') {
      const { day } = indiaDay(now)
      if (this.capReported !== day) {
        this.capReported = day
        this.log?.error(
          { day, dailyCount: this.policy.sms?.dailyCount },
          'SMS daily spend cap reached: codes go by email only until midnight India time',
        )
      }
    }
    return { texted: verdict.texted }
  }

  check(attempt: OtpAttempt): Promise<OtpCheck> {
    return this.checks.submit(attempt)
  }
}

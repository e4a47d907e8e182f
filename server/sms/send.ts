/**
 * Short messages wait as jobs of kind `sms` (jobs/runner.ts): queued in the same statement that issues the code
 * (services/otp.ts), retried with backoff for a few minutes only and given up once the code has expired (the
 * runner's `sms` policy, server/app.ts). A job's payload holds the code sealed (the caller's `open` unseals it),
 * never in plain. When a message cannot go (the provider is down past the retry window, or refuses it), the email
 * still carries the same code; the runner logs the job given up, once.
 */
import { PermanentJobError } from '../jobs/runner'
import { SmsRejected, type SmsChannel, type SmsLanguage, type SmsSender } from './message'
import { CODE_VARIABLE, smsText, type SmsTemplateName } from './templates'

/** What a queued message's job carries. */
export interface SmsJobPayload extends Record<string, string> {
  to: string
  channel: SmsChannel
  template: SmsTemplateName
  language: SmsLanguage
  /** The code, sealed by the caller. */
  code: string
  idempotencyKey: string
}

export interface SmsDeps {
  sender: SmsSender
  /** The provider's template id of each template and language (configuration). */
  templateIds: Record<SmsTemplateName, Record<SmsLanguage, string>>
  /** Opens the sealed code. */
  open: (sealed: string) => string
}

export async function sendQueuedSms(deps: SmsDeps, payload: Record<string, string>): Promise<string> {
  const job = payload as SmsJobPayload
  const code = deps.open(job.code)
  try {
    const { providerMessageId } = await deps.sender.send({
      to: job.to,
      text: smsText(job.template, job.language, code, job.channel),
      templateId: deps.templateIds[job.template][job.language],
      variables: { [CODE_VARIABLE]: code },
      language: job.language,
      channel: job.channel,
      idempotencyKey: job.idempotencyKey,
    })
    return providerMessageId
  } catch (error) {
    if (error instanceof SmsRejected) throw new PermanentJobError(error.message)
    throw error
  }
}

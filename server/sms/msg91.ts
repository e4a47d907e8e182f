/**
 * MSG91 (msg91.com), the first real provider: its documented "Send SMS via Flow" API. One POST per message to
 * `https://control.msg91.com/api/v5/flow` with the `authkey` header and a JSON body naming the template (created
 * in MSG91's panel with its DLT template id and the DLT-approved text), the sender id (the DLT header) and the
 * recipient with the template's variables. MSG91 answers `{"type":"success","message":"<request id>"}`.
 * MSG91's own OTP API (which generates and verifies codes) is deliberately not used: codes stay ours.
 *
 * Failures: a 5xx, a timeout or a lost connection may pass on a retry (a plain Error: the job runner retries it);
 * a 4xx or an answer of type "error" is MSG91 refusing the request itself (SmsRejected: not retried).
 * WhatsApp messages are not MSG91's to send here (see sms/send.ts).
 */
import { SmsRejected, type SmsSender } from './message'

/** A provider's answer as it may be logged: numbers (the recipient's) masked, cut short. */
const quoted = (text: string) => text.replace(/\d{10,}/g, '[number]').slice(0, 200)

export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow'

export interface Msg91Options {
  authKey: string
  /** The DLT-registered sender id (header), e.g. DEMEDU. */
  senderId: string
  url: string
  timeoutMs: number
}

export function msg91Sender(options: Msg91Options): SmsSender {
  return {
    kind: 'msg91',
    async send(message) {
      if (message.channel !== 'sms') throw new SmsRejected(`msg91 sends SMS only, not ${message.channel}`)
      let response: Response
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            authkey: options.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            template_id: message.templateId,
            sender: options.senderId,
            short_url: '0',
            ...(message.language === 'en' ? {} : { unicode: 1 }),
            recipients: [{ mobiles: `91${message.to}`, ...message.variables }],
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        })
      } catch (error) {
        throw new Error(`msg91 unreachable: ${error instanceof Error ? error.message : String(error)}`)
      }
      const text = await response.text().catch(() => '')
      if (response.status >= 500) throw new Error(`msg91 answered ${response.status}: ${quoted(text)}`)
      if (response.status >= 400) throw new SmsRejected(`msg91 refused (${response.status}): ${quoted(text)}`)
      let answer: { type?: unknown; message?: unknown }
      try {
        answer = JSON.parse(text) as { type?: unknown; message?: unknown }
      } catch {
        throw new Error(`msg91 answered ${response.status} with no JSON: ${quoted(text)}`)
      }
      if (answer.type !== 'success' || typeof answer.message !== 'string')
        throw new SmsRejected(`msg91 refused: ${quoted(text)}`)
      return { providerMessageId: answer.message }
    },
  }
}

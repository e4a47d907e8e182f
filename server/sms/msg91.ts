/**
 * MSG91 (msg91.com), the first real provider: its documented "Send SMS via Flow" API. One POST per message to
 * `https://control.msg91.com/api/v5/flow` with the `authkey` header and a JSON body naming the template (created
 * in MSG91's panel with its DLT template id and the DLT-approved text), the sender id (the DLT header) and the
 * recipient with the template's variables. MSG91 answers `{"type":"success","message":"<request id>"}`.
 * MSG91's own OTP API (which generates and verifies codes) is deliberately not used: codes stay ours.
 *
 * Failures (sms/post.ts): a 5xx, a timeout or a lost connection may pass on a retry; a 4xx or an answer of type
 * "error" is MSG91 refusing the request itself (not retried).
 * WhatsApp messages are not MSG91's to send here (see sms/send.ts).
 */
import { SmsRejected, type SmsSender } from './message'
import { postToProvider } from './post'

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
      return postToProvider<{ type?: unknown; message?: unknown }>({
        provider: 'msg91',
        url: options.url,
        timeoutMs: options.timeoutMs,
        headers: { authkey: options.authKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          template_id: message.templateId,
          sender: options.senderId,
          short_url: '0',
          ...(message.language === 'en' ? {} : { unicode: 1 }),
          recipients: [{ mobiles: `91${message.to}`, ...message.variables }],
        }),
        messageId: (answer) =>
          answer.type === 'success' && typeof answer.message === 'string' ? answer.message : undefined,
      })
    },
  }
}

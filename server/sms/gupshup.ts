/**
 * Gupshup (gupshup.io), a WhatsApp Business provider: its documented template-message API. One POST per message
 * to `https://api.gupshup.io/wa/api/v1/template/msg` with the `apikey` header and a form-urlencoded body: our
 * WhatsApp number (`source`), the recipient (`destination`, 91 and the 10 digits), the app's name (`src.name`) and
 * the approved authentication template with its one parameter, the code (`template={"id":…,"params":[code]}`).
 * Gupshup answers `{"status":"submitted","messageId":"<id>"}`. It sends WhatsApp only; SMS is MSG91's.
 *
 * Failures (sms/post.ts): a 5xx, a timeout or a lost connection may pass on a retry; a 4xx or an answer without a
 * message id is Gupshup refusing the request itself (not retried).
 * Gupshup takes no idempotency key: a retry after a lost answer may deliver the code twice (the same code).
 */
import { SmsRejected, type SmsSender } from './message'
import { postToProvider } from './post'

export const GUPSHUP_TEMPLATE_URL = 'https://api.gupshup.io/wa/api/v1/template/msg'

export interface GupshupOptions {
  apiKey: string
  /** Our WhatsApp Business number, E.164 without the +, e.g. 919876543210. */
  source: string
  /** The app's name at Gupshup. */
  appName: string
  url: string
  timeoutMs: number
}

export function gupshupSender(options: GupshupOptions): SmsSender {
  return {
    kind: 'gupshup',
    async send(message) {
      if (message.channel !== 'whatsapp')
        throw new SmsRejected(`gupshup sends WhatsApp only, not ${message.channel}`)
      const body = new URLSearchParams({
        channel: 'whatsapp',
        source: options.source,
        destination: `91${message.to}`,
        'src.name': options.appName,
        // The authentication template's one parameter is the code (in the order the template names them).
        template: JSON.stringify({ id: message.templateId, params: Object.values(message.variables) }),
      })
      return postToProvider<{ status?: unknown; messageId?: unknown }>({
        provider: 'gupshup',
        url: options.url,
        timeoutMs: options.timeoutMs,
        headers: { apikey: options.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
        body,
        messageId: (answer) =>
          typeof answer.messageId === 'string' && answer.messageId !== '' && answer.status !== 'error'
            ? answer.messageId
            : undefined,
      })
    },
  }
}

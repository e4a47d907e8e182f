/**
 * One message's POST to a provider's HTTP API (MSG91, Gupshup), and what its failures mean: a timeout, a lost
 * connection or a 5xx may pass on a retry (a plain Error: the job runner retries it); a 4xx, or an answer that
 * carries no message id, is the provider refusing the request itself (SmsRejected: not retried). What goes into
 * an error is the provider's answer with numbers (the recipient's) masked, cut short.
 */
import { SmsRejected } from './message'

/** A provider's answer as it may be logged: numbers (the recipient's) masked, cut short. */
const quoted = (text: string) => text.replace(/\d{10,}/g, '[number]').slice(0, 200)

export interface ProviderPost<Answer> {
  /** The provider's name in errors: `msg91`. */
  provider: string
  url: string
  timeoutMs: number
  /** The provider's key header and the body's content type; `accept: application/json` is added. */
  headers: Record<string, string>
  body: string | URLSearchParams
  /** The message's id in a JSON answer, or undefined when the answer is a refusal. */
  messageId: (answer: Answer) => string | undefined
}

export async function postToProvider<Answer>(
  post: ProviderPost<Answer>,
): Promise<{ providerMessageId: string }> {
  const { provider } = post
  let response: Response
  try {
    response = await fetch(post.url, {
      method: 'POST',
      headers: { ...post.headers, accept: 'application/json' },
      body: post.body,
      signal: AbortSignal.timeout(post.timeoutMs),
    })
  } catch (error) {
    throw new Error(`${provider} unreachable: ${error instanceof Error ? error.message : String(error)}`)
  }
  const text = await response.text().catch(() => '')
  if (response.status >= 500) throw new Error(`${provider} answered ${response.status}: ${quoted(text)}`)
  if (response.status >= 400)
    throw new SmsRejected(`${provider} refused (${response.status}): ${quoted(text)}`)
  let answer: Answer
  try {
    answer = JSON.parse(text) as Answer
  } catch {
    throw new Error(`${provider} answered ${response.status} with no JSON: ${quoted(text)}`)
  }
  const providerMessageId = post.messageId(answer)
  if (providerMessageId === undefined) throw new SmsRejected(`${provider} refused: ${quoted(text)}`)
  return { providerMessageId }
}

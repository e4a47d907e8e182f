/** The admin API over fetch: JSON both ways, the staff cookie sent, `{message}` of a refusal kept. */
export class AdminHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The refusal's whole answer (a form reads its field from it: the strategy hours' `weekday`). */
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'AdminHttpError'
  }
}

export async function adminFetch(
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ json: unknown; headers: Headers }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const message =
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
        ? json.message
        : `The server answered ${response.status}.`
    throw new AdminHttpError(response.status, message, json)
  }
  return { json, headers: response.headers }
}

/**
 * react-admin's data provider over the back office's REST API, in ra-data-simple-rest's conventions (filter, sort
 * and range as JSON query parameters; the total in X-Total-Count). Updates send only the writable fields that
 * changed, since the API's bodies are strict.
 */
import { HttpError, type DataProvider } from 'react-admin'
import { AdminHttpError, adminFetch } from './http'

const API = '/api/admin'

async function call(url: string, init?: { method?: string; body?: unknown }) {
  try {
    return await adminFetch(url, init)
  } catch (error) {
    // react-admin reads `status` to decide whether to sign out (401/403) or show the message.
    if (error instanceof AdminHttpError)
      throw new HttpError(error.message, error.status, { message: error.message })
    throw error
  }
}

/**
 * The fields the API lets staff change, per resource. A form holds the whole record (an order's payments, mails and
 * so on), and the record it started from may be the list's shorter row, so a diff alone would send read-only keys.
 */
const writable: Record<string, readonly string[]> = {
  orders: ['fulfilmentStatus', 'counsellor'],
  messages: ['handled'],
  tickets: ['state'],
  counsellors: ['status', 'name', 'phone', 'languages'],
  'course-videos': ['url'],
}

/** The resources whose update replaces the whole record: every one of these fields is sent, changed or not. */
const replaced: Record<string, readonly string[]> = {
  'course-batches': ['title', 'startsOn', 'endsOn', 'language', 'seats', 'joiningLink'],
}

/** The resources staff may create, and the fields each create sends (empty ones left out). */
const creatable: Record<string, readonly string[]> = {
  counsellors: ['email', 'name', 'phone', 'languages'],
  'course-batches': replaced['course-batches']!,
}

function sameValue(a: unknown, b: unknown) {
  return Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((x, i) => x === b[i])
    : a === b
}

function changed(resource: string, data: Record<string, unknown>, previous: Record<string, unknown>) {
  const whole = replaced[resource]
  if (whole) return Object.fromEntries(whole.map((key) => [key, data[key] ?? null]))
  return Object.fromEntries(
    (writable[resource] ?? [])
      // A list (a counsellor's languages) is a new array on every form change: compared by its items.
      .filter((key) => key in data && !sameValue(data[key], previous[key]))
      // An emptied video address is null in the form; its API takes '' for "no video".
      .map((key) => [key, resource === 'course-videos' ? (data[key] ?? '') : data[key]]),
  )
}

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {}
    const query = new URLSearchParams({
      filter: JSON.stringify(params.filter ?? {}),
      range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
      ...(params.sort ? { sort: JSON.stringify([params.sort.field, params.sort.order]) } : {}),
    })
    const { json, headers } = await call(`${API}/${resource}?${query.toString()}`)
    return { data: json as never, total: Number(headers.get('x-total-count') ?? 0) }
  },
  async getOne(resource, params) {
    const { json } = await call(`${API}/${resource}/${encodeURIComponent(String(params.id))}`)
    return { data: json as never }
  },
  async getMany(resource, params) {
    const data = await Promise.all(
      params.ids.map(async (id) => (await call(`${API}/${resource}/${encodeURIComponent(String(id))}`)).json),
    )
    return { data: data as never }
  },
  async getManyReference(resource, params) {
    return this.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })
  },
  async update(resource, params) {
    const { json } = await call(`${API}/${resource}/${encodeURIComponent(String(params.id))}`, {
      method: 'PUT',
      body: changed(
        resource,
        params.data as Record<string, unknown>,
        (params.previousData ?? {}) as Record<string, unknown>,
      ),
    })
    return { data: json as never }
  },
  async updateMany() {
    throw new HttpError('Not available in the back office.', 405)
  },
  async create(resource, params) {
    const fields = creatable[resource]
    if (!fields) throw new HttpError('Not available in the back office.', 405)
    const data = params.data as Record<string, unknown>
    const body = Object.fromEntries(
      fields
        .filter((key) => data[key] !== undefined && data[key] !== null && data[key] !== '')
        .map((key) => [key, data[key]]),
    )
    const { json } = await call(`${API}/${resource}`, { method: 'POST', body })
    return { data: json as never }
  },
  async delete() {
    throw new HttpError('Records are never deleted here.', 405)
  },
  async deleteMany() {
    throw new HttpError('Records are never deleted here.', 405)
  },
}

/** An action on one record that is not a plain update (refund, email the invoice, retry a mail). */
export async function recordAction(
  resource: string,
  id: string | number,
  action: string,
  body: unknown = {},
) {
  return (
    await call(`${API}/${resource}/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body })
  ).json
}

/**
 * Issue 45 S12: bad input is refused with 400, never a 500. The four reported repros first, then a fuzz over every
 * API route: a body (or query, or path) built from the route's own schema, one field at a time replaced with a
 * date that does not exist, a year 0, control characters, a lone surrogate, an over-long string or a number out of
 * range. Signed in as a buyer with a report, a counsellor and staff at once, with a live scan link, so the
 * requests reach the handlers, not only the sign-in checks.
 */
import type { RouteOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { mailQueue } from '../../server/db/schema'
import { SCAN_NOTICE_VERSION } from '../../src/content/scan'
import { optionIds } from '../../src/engine/check-model'
import { scanModel } from '../../src/engine/model'
import {
  backends,
  call,
  makeHarness,
  purchaseAndInvoice,
  staffSignIn,
  workspaceSignIn,
  type Harness,
} from './helpers'

const STAFF = 'desk@dem.example.in'

/** What replaces one string field at a time. */
const BAD_STRINGS = [
  '\u0000',
  'https://meet.example/\u0000room',
  'a\u0007b',
  '\ud800',
  '2026-13-45',
  '2026-02-30',
  '0000-06-01T00:00:00Z',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  '275760-09-13T00:00:00Z',
  '2026-13-45T99:99:99Z',
  '../../etc/passwd',
  'x'.repeat(70_000),
]
/** And one number field at a time. */
const BAD_NUMBERS = [-1, 0.5, 1e308, 2 ** 53 + 2, -(2 ** 31)]
/** And each path parameter. */
const BAD_PARAMS = ['%00', '0000-06-01', '2026-13-45', '%EF%BF%BF', '..%2F..', 'x'.repeat(150)]

/** Routes whose success cannot be undone within the run (sign-outs, erasure, withdrawal) or that take no JSON. */
const SKIPPED = /sign-out|\/erase$|\/withdraw$|\/refund$|\/webhook$|\/page\/photo$/

type JsonSchema = {
  type?: string
  enum?: unknown[]
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  minItems?: number
  minimum?: number
  exclusiveMinimum?: number
  minLength?: number
  format?: string
  pattern?: string
}

/** A value the schema would likely accept: the base each bad field is put into. */
function sample(schema: JsonSchema, key: string): unknown {
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!, key)
  if (schema.enum) return schema.enum[0]
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]))
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items ?? {}, key))
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1
    case 'boolean':
      return false
    case 'string':
      if (schema.format === 'date-time') return '2030-01-15T10:30:00Z'
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-15'
      if (/email/i.test(key)) return 'someone@example.com'
      if (/link|url/i.test(key)) return 'https://meet.example/room'
      return 'Sample text, long enough for the fields that want some. '.repeat(
        Math.ceil((schema.minLength ?? 1) / 56),
      )
    default:
      return null
  }
}

/** Every string or number inside a value, by path, and the value with one of them replaced. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string' || typeof value === 'number') return [path]
  // An array's first item stands for the rest (27 answers of one shape).
  if (Array.isArray(value)) return value.length > 0 ? leaves(value[0], [...path, 0]) : []
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))
  return []
}
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[path[0]!] = replaced(copy[path[0]!], path.slice(1), by)
  return copy
}

/** A lone surrogate has no UTF-8: sent as the bytes a careless client would send for it. */
const queryValue = (text: string) => (text === '\ud800' ? '%ED%A0%80' : encodeURIComponent(text))

const jsonSchema = (schema: unknown) =>
  schema
    ? (z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined

describe.each(backends)('bad input is refused, never a 500 (%s)', (backend) => {
  let h: Harness
  const routes: RouteOptions[] = []
  let cookies: string
  let scanToken: string
  let orderId: string
  const answers = () =>
    scanModel.questions.map((question, index) => ({
      question: question.id,
      answer: optionIds(question)[index % optionIds(question).length]!,
      answeredAt: h.clock.now.toISOString(),
    }))

  beforeAll(async () => {
    h = await makeHarness(backend, {
      env: { STAFF_EMAILS: STAFF },
      renderReport: async () => Buffer.from('%PDF-1.7 fake report'),
      onRoute: (route) => routes.push(route),
    })
    const staff = await staffSignIn(h, STAFF)
    const kit = await purchaseAndInvoice(h, 'eec')
    const made = await call(h, 'POST', '/api/admin/counsellors', staff, { email: kit.who.email })
    expect(made.statusCode, made.body).toBe(200)
    const counsellor = await workspaceSignIn(h, kit.who.email)
    const bought = await purchaseAndInvoice(h)
    orderId = bought.orderId
    const scanMail = (
      await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, bought.who.email))
    ).find((row) => row.kind === 'scan')
    scanToken = /scan#([A-Za-z0-9_-]{32})/.exec(scanMail!.body)![1]!
    cookies = [bought.cookie, staff, counsellor].join('; ')
    const consent = await scanCall('POST', '/api/scan/consent', {
      childFirstName: 'Kavya',
      childClass: 9,
      consent: true,
      noticeVersion: SCAN_NOTICE_VERSION,
    })
    expect(consent.statusCode, consent.body).toBe(200)
  })
  afterAll(() => h.close())

  const scanCall = (method: string, url: string, body?: unknown) =>
    h.app.inject({
      method: method as 'POST',
      url,
      headers: {
        cookie: cookies ?? '',
        'x-scan-token': scanToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })

  it('the four reported repros answer 400 with what to fix', async () => {
    const daysOff = await scanCall('PUT', '/api/workspace/availability', {
      weekly: [{ weekday: 1, start: '16:00', end: '19:00' }],
      exceptions: [{ date: '2026-13-45' }],
    })
    expect(daysOff.statusCode, daysOff.body).toBe(400)
    expect(daysOff.json().message).toMatch(/not a date/)
    const link = await scanCall('PUT', '/api/workspace/me', {
      meetingLink: 'https://meet.example/\u0000room',
    })
    expect(link.statusCode, link.body).toBe(400)
    const yearZero = answers().map((a, i) => (i === 0 ? { ...a, answeredAt: '0000-06-01T00:00:00Z' } : a))
    const answered = await scanCall('POST', '/api/scan/answers', { answers: yearZero })
    expect(answered.statusCode, answered.body).toBe(400)
    const submitted = await scanCall('POST', '/api/scan/submit', { answers: yearZero })
    expect(submitted.statusCode, submitted.body).toBe(400)
    const breach = await scanCall('POST', '/api/admin/breach-notice', {
      orders: orderId,
      subject: 'About your \u0000 data',
      message: 'A notice long enough to be one, about what happened.',
      send: false,
    })
    expect(breach.statusCode, breach.body).toBe(400)
  })

  // On PGlite only (2,500 requests, 15-30 s): the repros above run on both databases.
  it.runIf(backend === 'pglite')(
    'every API route answers bad fields, queries and paths below 500',
    async () => {
      const failures: string[] = []
      let sent = 0
      const send = async (method: string, url: string, body?: unknown) => {
        sent++
        const answer = await scanCall(method, url, body)
        if (answer.statusCode >= 500)
          failures.push(`${method} ${url} ${JSON.stringify(body)?.slice(0, 160)} -> ${answer.statusCode}`)
      }
      const api = routes.filter((r) => r.url.startsWith('/api/') && !SKIPPED.test(r.url))
      for (const route of api) {
        for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
          const schema = route.schema as Record<string, unknown> | undefined
          const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
            name === 'id' && route.url.includes('mail-queue') ? '1' : name === 'id' ? orderId : 'x',
          )
          const bodySchema = jsonSchema(schema?.body)
          const base =
            route.url === '/api/scan/answers' || route.url === '/api/scan/submit'
              ? { answers: answers() }
              : bodySchema && sample(bodySchema, '')
          for (const path of leaves(base)) {
            const old = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base)
            for (const bad of typeof old === 'number' ? BAD_NUMBERS : BAD_STRINGS)
              await send(method, url, replaced(base, path, bad))
          }
          const query = jsonSchema(schema?.querystring)
          for (const key of Object.keys(query?.properties ?? {}))
            for (const bad of BAD_STRINGS.slice(0, 11))
              await send(method, `${url}?${key}=${queryValue(bad)}`, base ?? undefined)
          for (const name of route.url.match(/:\w+/g) ?? [])
            for (const bad of BAD_PARAMS)
              await send(method, route.url.replace(name, bad).replace(/:\w+/g, 'x'), base ?? undefined)
        }
      }
      expect(failures).toEqual([])
      // The fuzz really ran over the routes (not a filter that left none).
      expect(api.length).toBeGreaterThan(100)
      expect(sent).toBeGreaterThan(1500)
    },
    600_000,
  )
})

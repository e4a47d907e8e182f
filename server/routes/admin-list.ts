/**
 * The list query of the back office's REST data provider (src/admin/data-provider.ts), in ra-data-simple-rest's
 * shape: `?filter={"q":"x"}&sort=["createdAt","DESC"]&range=[0,24]`; the answer carries the total in
 * `Content-Range: items 0-24/319` and `X-Total-Count: 319`.
 */
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { HttpError } from '../http/errors'
import { textAllowed } from '../http/schemas'

export const MAX_PAGE = 1000

const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(2000)
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined
      try {
        return JSON.parse(value) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'Not JSON.' })
        return z.NEVER
      }
    })
    .pipe(schema.optional())

export const listQuery = z.strictObject({
  filter: json(z.record(z.string(), z.union([z.string().max(200), z.boolean(), z.number()]))),
  sort: json(z.tuple([z.string().max(50), z.enum(['ASC', 'DESC'])])),
  range: json(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
})
export type ListQuery = z.infer<typeof listQuery>

export interface Page {
  offset: number
  limit: number
}

export function page(query: ListQuery): Page {
  const [start, end] = query.range ?? [0, 24]
  if (end < start) throw new HttpError(400, 'The range is invalid.')
  return { offset: start, limit: Math.min(end - start + 1, MAX_PAGE) }
}

/** The sort field if it is one of the allowed ones, else the default. */
export function sortOf<K extends string>(
  query: ListQuery,
  allowed: readonly K[],
  fallback: K,
): { field: K; descending: boolean } {
  const [field, order] = query.sort ?? [fallback, 'DESC']
  const known = allowed.find((name) => name === field)
  return { field: known ?? fallback, descending: order === 'DESC' }
}

/** A text filter, trimmed (undefined when empty); 400 for characters no search needs (NUL, controls, bidi). */
export function filterText(query: ListQuery, key: string): string | undefined {
  const value = query.filter?.[key]
  if (typeof value !== 'string' || value.trim() === '') return undefined
  if (!textAllowed(value)) throw new HttpError(400, 'A filter contains characters that are not allowed.')
  return value.trim()
}

export function sendPage<T>(reply: FastifyReply, resource: string, at: Page, total: number, rows: T[]): T[] {
  const last = rows.length === 0 ? at.offset : at.offset + rows.length - 1
  reply.header('content-range', `${resource} ${at.offset}-${last}/${total}`)
  reply.header('x-total-count', String(total))
  reply.header('cache-control', 'no-store')
  return rows
}

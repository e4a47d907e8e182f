/**
 * Issue 48 point 5: /api/health tells the truth, and a full disk answers 503 in plain words. A data folder that
 * cannot be written (a directory where the probe's file goes) and a database whose writes fail with PostgreSQL's
 * disk_full (a handle whose inserts are refused, as when PGlite's or PostgreSQL's disk is full) both make health
 * 503 with Retry-After and what is wrong; a request that cannot be stored answers 503 in both languages.
 */
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client'
import { STORAGE_FULL_MESSAGE } from '../../server/http/errors'
import { HINDI_MESSAGES } from '../../server/http/messages-hi'
import { backends, makeHarness, post, type Harness } from './helpers'

describe.each(backends)('/api/health and a full disk (%s)', (backend) => {
  let h: Harness
  let full: Harness
  beforeAll(async () => {
    h = await makeHarness(backend)
    // A second instance on the same database whose writes fail as on a full disk.
    const diskFull = new Proxy(h.database.db, {
      get(target, property, receiver) {
        if (property === 'insert')
          return () => {
            const refused = () =>
              Promise.reject(
                Object.assign(new Error('could not extend file "base/5/16390": No space left on device'), {
                  code: '53100',
                }),
              )
            const chain: Record<string, unknown> = {}
            for (const step of ['values', 'onConflictDoUpdate', 'onConflictDoNothing', 'returning'])
              chain[step] = () => chain
            chain.then = (ok: (v: unknown) => unknown, fail: (e: unknown) => unknown) =>
              refused().then(ok, fail)
            return chain
          }
        // Raw statements (the contact messages' batched insert) fail too; a read (health's `select 1`) works.
        if (property === 'execute')
          return (query: { queryChunks?: { value?: string[] }[] }) => {
            const first = query.queryChunks?.[0]?.value?.join('').trim() ?? ''
            if (first.startsWith('select')) return target.execute(query as never)
            return Promise.reject(Object.assign(new Error('No space left on device'), { code: 'ENOSPC' }))
          }
        return Reflect.get(target, property, receiver) as unknown
      },
    }) as Db
    full = await makeHarness(backend, { database: { ...h.database, db: diskFull } })
  })
  afterAll(async () => {
    await full.close()
    await h.close()
  })

  const health = (of: Harness) => of.app.inject({ method: 'GET', url: '/api/health' })

  it('a data folder that cannot be written: 503 with Retry-After and what is wrong, then 200 again', async () => {
    expect((await health(h)).statusCode).toBe(200)
    const probe = path.join(h.app.ctx.config.dataDir, '.health-probe')
    rmSync(probe, { force: true })
    mkdirSync(probe)
    // A healthy answer is reused for 5 s: a fresh instance sees the fault at once.
    const fresh = await makeHarness(backend, {
      database: h.database,
      env: { DATA_DIR: h.app.ctx.config.dataDir },
    })
    try {
      const sick = await health(fresh)
      expect(sick.statusCode).toBe(503)
      expect(sick.headers['retry-after']).toBe('60')
      expect(sick.json()).toEqual({
        message: 'The data folder cannot be written.',
        problems: [{ what: 'data-folder-not-writable', code: 'EISDIR' }],
      })
      rmSync(probe, { recursive: true })
      expect((await health(fresh)).statusCode).toBe(200)
    } finally {
      await fresh.close()
    }
  })

  it('a data folder on a disk with less free space than DATA_MIN_FREE_MB: 503, storage full', async () => {
    expect((await health(h)).statusCode).toBe(200)
    // No disk has 100 TB free: the data folder's disk is "full" for this instance.
    const fresh = await makeHarness(backend, {
      database: h.database,
      env: { DATA_DIR: h.app.ctx.config.dataDir, DATA_MIN_FREE_MB: '100000000' },
    })
    try {
      const sick = await health(fresh)
      expect(sick.statusCode).toBe(503)
      expect(sick.headers['retry-after']).toBe('60')
      expect(sick.json()).toEqual({
        message: STORAGE_FULL_MESSAGE,
        problems: [{ what: 'data-folder-full', code: 'ENOSPC' }],
      })
    } finally {
      await fresh.close()
    }
  })

  it('a database that cannot store: health 503, and a request 503 in plain words in both languages', async () => {
    const sick = await health(full)
    expect(sick.statusCode).toBe(503)
    expect(sick.headers['retry-after']).toBe('60')
    expect(sick.json()).toEqual({
      message: STORAGE_FULL_MESSAGE,
      problems: [{ what: 'database-not-writable', code: '53100' }],
    })
    const contact = { name: 'Asha', email: 'asha@example.com', message: 'Is the scan in Hindi too?' }
    const refused = await post(full.app, '/api/contact', contact)
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('60')
    expect(refused.json()).toEqual({ message: STORAGE_FULL_MESSAGE })
    const hindi = await post(full.app, '/api/contact', contact, undefined, { 'x-language': 'hi' })
    expect(hindi.json()).toEqual({ message: HINDI_MESSAGES[STORAGE_FULL_MESSAGE] })
  })
})

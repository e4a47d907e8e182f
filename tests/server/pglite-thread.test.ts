import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGliteThread } from '../../server/db/pglite-thread'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('PGliteThread (the embedded database in a worker thread)', () => {
  let thread: PGliteThread

  beforeAll(async () => {
    thread = new PGliteThread(undefined)
    await thread.waitReady
    await thread.exec('CREATE TABLE items (id int PRIMARY KEY, at timestamptz, note text)')
  })
  afterAll(() => thread.close())

  it('answers in object and array row modes, leaving timestamps as text when asked (as Drizzle asks)', async () => {
    await thread.query('INSERT INTO items VALUES ($1, $2, $3)', [1, new Date('2026-11-22T10:00:00Z'), 'one'])
    const objects = await thread.query('SELECT id, note FROM items WHERE id = $1', [1])
    expect(objects.rows).toEqual([{ id: 1, note: 'one' }])
    const arrays = await thread.query('SELECT id, at FROM items WHERE id = $1', [1], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    })
    expect(arrays.rows).toEqual([[1, '2026-11-22 10:00:00+00']])
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'at'])
  })

  it("passes on the database's error with its code and constraint", async () => {
    await thread.query('INSERT INTO items (id) VALUES (2)')
    const error = await thread.query('INSERT INTO items (id) VALUES (2)').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey', table: 'items' })
    expect((error as Error).message).toMatch(/duplicate key/)
  })

  it('recovers from a value or a statement the database refuses', async () => {
    const find = 'SELECT note FROM items WHERE id = $1'
    await thread.query('INSERT INTO items (id, note) VALUES ($1, $2)', [10, 'ten'])
    await expect(thread.query(find, ['not a number'])).rejects.toMatchObject({ code: '22P02' })
    await expect(thread.query('SELECT no_such_column FROM items')).rejects.toMatchObject({ code: '42703' })
    expect((await thread.query(find, [10])).rows).toEqual([{ note: 'ten' }])
  })

  it('runs one statement again with new values, a refused one included', async () => {
    const insert = 'INSERT INTO items (id, at, note) VALUES ($1, $2, $3) RETURNING id, note'
    expect((await thread.query(insert, [20, new Date(), 'twenty'])).rows).toEqual([
      { id: 20, note: 'twenty' },
    ])
    expect((await thread.query(insert, [21, null, "it's \\ twenty-one"])).rows).toEqual([
      { id: 21, note: "it's \\ twenty-one" },
    ])
    const duplicate = await thread.query(insert, [21, null, 'again']).catch((caught: unknown) => caught)
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'items_pkey' })
    const updated = await thread.query('UPDATE items SET note = $1 WHERE id >= $2', ['x', 20])
    expect(updated.affectedRows).toBe(2)
  })

  it('never interleaves two transactions', async () => {
    await thread.query('INSERT INTO items (id, note) VALUES (3, $1)', ['0'])
    const increment = () =>
      thread.transaction(async (tx) => {
        const { rows } = await tx.query('SELECT note FROM items WHERE id = 3')
        await pause(10)
        const value = Number((rows[0] as { note: string }).note) + 1
        await tx.query('UPDATE items SET note = $1 WHERE id = 3', [String(value)])
      })
    await Promise.all([increment(), increment(), increment()])
    const { rows } = await thread.query('SELECT note FROM items WHERE id = 3')
    expect(rows).toEqual([{ note: '3' }])
  })

  it('runs a statement issued during a transaction after it, outside it', async () => {
    let outside: Promise<unknown> = Promise.resolve()
    const failed = thread
      .transaction(async (tx) => {
        await tx.query('INSERT INTO items (id) VALUES (4)')
        outside = thread.query('INSERT INTO items (id) VALUES (5)')
        await pause(20)
        throw new Error('abandon')
      })
      .catch((error: unknown) => error)
    expect(await failed).toMatchObject({ message: 'abandon' })
    await outside
    const { rows } = await thread.query('SELECT id FROM items WHERE id IN (4, 5) ORDER BY id')
    // The transaction's row was rolled back; the statement made outside it was not part of it and stays.
    expect(rows).toEqual([{ id: 5 }])
  })

  it('refuses calls once closed, and persists to a directory across restarts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dem-thread-'))
    try {
      const first = new PGliteThread(dir)
      await first.waitReady
      await first.exec('CREATE TABLE kept (n int)')
      await first.query('INSERT INTO kept VALUES (42)')
      await first.close()
      await expect(first.query('SELECT 1')).rejects.toThrow(/closed/)

      const second = new PGliteThread(dir)
      await second.waitReady
      expect((await second.query('SELECT n FROM kept')).rows).toEqual([{ n: 42 }])
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('fails start-up, and every call, when the thread ends before it is ready', async () => {
    const doomed = new PGliteThread(undefined)
    // Ends the thread without an error event, as a native crash or process.exit inside it would.
    await (doomed as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate()
    await expect(doomed.waitReady).rejects.toThrow(/exited .* before it was ready/)
    await expect(doomed.query('SELECT 1')).rejects.toThrow(/exited/)
  })
})

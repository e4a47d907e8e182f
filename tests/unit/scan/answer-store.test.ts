import { ApiError } from '../../../src/api/api-error'
import type { GivenAnswer } from '../../../src/api/scan'
import { AnswerStore, storageKey } from '../../../src/features/scan/answer-store'

const TOKEN = 'T'.repeat(32)

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('the scan answer store', () => {
  beforeEach(() => {
    localStorage.clear()
    setOnline(true)
  })

  it('keeps an answer on the device at once and sends it in the background', async () => {
    const sent: GivenAnswer[][] = []
    const store = new AnswerStore(TOKEN, async (batch) => void sent.push(batch))
    store.answer('q01', 'b')
    expect(store.getSnapshot().answers).toEqual({ q01: 'b' })
    expect(JSON.parse(localStorage.getItem(storageKey(TOKEN)) ?? '{}').answers.q01.answer).toBe('b')
    // The link's token is a key to the scan: the device keeps a digest of it, never the token (issue 45 S3).
    expect(Object.keys(localStorage).some((key) => key.includes(TOKEN))).toBe(false)
    await vi.waitFor(() => expect(store.getSnapshot().pending).toBe(0))
    expect(sent.flat().map((a) => [a.question, a.answer])).toEqual([['q01', 'b']])
    store.dispose()
  })

  it('holds answers while offline and through failed sends, and sends them when the network is back', async () => {
    const sent: GivenAnswer[][] = []
    let fail = 1
    const store = new AnswerStore(TOKEN, async (batch) => {
      if (fail > 0) {
        fail -= 1
        throw new ApiError('', undefined, undefined)
      }
      sent.push(batch)
    })
    setOnline(false)
    store.answer('q01', 'a')
    store.answer('q02', 'c')
    expect(store.getSnapshot()).toMatchObject({ pending: 2, online: false })
    expect(sent).toEqual([])
    // A closed tab: a new store on the same device still has them.
    store.dispose()
    const reopened = new AnswerStore(TOKEN, async (batch) => {
      if (fail > 0) {
        fail -= 1
        throw new ApiError('', undefined, undefined)
      }
      sent.push(batch)
    })
    expect(reopened.getSnapshot().answers).toEqual({ q01: 'a', q02: 'c' })
    setOnline(true)
    // The first send fails (no answer from the server); the retry a second later goes through.
    await vi.waitFor(() => expect(reopened.getSnapshot().pending).toBe(0), { timeout: 4000 })
    expect(
      sent
        .flat()
        .map((a) => a.question)
        .sort(),
    ).toEqual(['q01', 'q02'])
    reopened.dispose()
  })

  it("takes the server's answers, except where the device has a newer one waiting", () => {
    setOnline(false)
    const store = new AnswerStore(TOKEN, async () => undefined)
    store.answer('q02', 'd')
    store.mergeServer({ q01: 'a', q02: 'b' })
    expect(store.getSnapshot().answers).toEqual({ q01: 'a', q02: 'd' })
    expect(store.unconfirmed().map((a) => a.question)).toEqual(['q02'])
    store.dispose()
  })

  it('drops only the answer the scan does not have (400) and stops on a refusal for good (409)', async () => {
    const saved: string[] = []
    let refuse = false
    const store = new AnswerStore(TOKEN, async (batch) => {
      if (batch.some((a) => a.question === 'q99')) throw new ApiError('no such question', 400, {})
      if (refuse) throw new ApiError('submitted', 409, {})
      saved.push(...batch.map((a) => a.question))
    })
    setOnline(false)
    store.answer('q01', 'a')
    store.answer('q99', 'a')
    store.answer('q02', 'b')
    setOnline(true)
    await vi.waitFor(() => expect(store.getSnapshot().pending).toBe(0))
    expect(saved.sort()).toEqual(['q01', 'q02'])
    expect(store.getSnapshot().answers).toEqual({ q01: 'a', q02: 'b' })
    refuse = true
    store.answer('q03', 'a')
    await vi.waitFor(() => expect(store.getSnapshot().refused?.status).toBe(409))
    store.dispose()
  })

  it('forgets confirmed answers the server no longer has (consent withdrawn)', () => {
    const store = new AnswerStore(TOKEN, async () => undefined)
    store.mergeServer({ q01: 'a', q02: 'b' })
    store.mergeServer({})
    expect(store.getSnapshot().answers).toEqual({})
    store.dispose()
  })
})

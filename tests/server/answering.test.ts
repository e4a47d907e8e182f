/** Issue 51.7: the answering trace passed to the report, from scan_answers.answered_at. */
import { describe, expect, it } from 'vitest'
import { answeringTrace } from '../../server/scan/answering'

const model = { questions: [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }, { id: 'q4' }] } as never
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 10, 0, seconds))

describe('the answering trace', () => {
  it('gives the seconds between answers in question order, null where unknown', () => {
    const trace = answeringTrace(model, [
      { questionId: 'q2', answeredAt: at(7) },
      { questionId: 'q1', answeredAt: at(4) },
      { questionId: 'q4', answeredAt: at(3) },
    ])
    // q1 first: null; q2 3 s after q1; q3 missing: null; q4 has no previous time: null.
    expect(trace.secondsPerAnswer).toEqual([null, 3, null, null])
  })

  it('a question answered again later reads as unknown, not as a negative time', () => {
    const trace = answeringTrace(model, [
      { questionId: 'q1', answeredAt: at(50) },
      { questionId: 'q2', answeredAt: at(10) },
      { questionId: 'q3', answeredAt: at(12.5) },
      { questionId: 'q4', answeredAt: at(20) },
    ])
    expect(trace.secondsPerAnswer).toEqual([null, null, 2, 8])
  })
})

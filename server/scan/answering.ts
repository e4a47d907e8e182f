/**
 * How the child answered (issue 51.7): the seconds between one answer and the next, in question order, from
 * `scan_answers.answered_at` (the device's clock, never later than the server's). Null where unknown: the first
 * question, a missing answer, or a time before the previous answer's (a question answered again later).
 */
import type { AnsweringTrace, ScanModel } from '../../src/engine/types'

export function answeringTrace(
  model: Pick<ScanModel, 'questions'>,
  answers: readonly { questionId: string; answeredAt: Date | null }[],
): AnsweringTrace {
  const at = new Map(answers.map((answer) => [answer.questionId, answer.answeredAt]))
  let previous: Date | null | undefined
  const secondsPerAnswer = model.questions.map((question, index) => {
    const time = at.get(question.id) ?? null
    const before = previous
    previous = time
    if (index === 0 || !time || !before) return null
    const seconds = (time.getTime() - before.getTime()) / 1000
    return seconds >= 0 ? Math.round(seconds * 10) / 10 : null
  })
  return { secondsPerAnswer }
}

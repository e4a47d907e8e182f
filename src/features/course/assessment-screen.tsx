import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from '../../api/api-error'
import {
  saveAnswers,
  startAttempt,
  submitAttempt,
  type AttemptResult,
  type AttemptSheet,
  type GivenAnswer,
} from '../../api/course'
import { courseContent as copy } from '../../content/course'

const c = copy.assessment

/**
 * The assessment: every question arrives at the start, so the next one shows at once; answers are kept here and
 * sent in the background (idempotent, newest wins), and the server's clock decides what is in time.
 */
export function AssessmentScreen({ onDone }: { onDone: () => void }) {
  const [sheet, setSheet] = useState<AttemptSheet | undefined>()
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [index, setIndex] = useState(0)
  const [error, setError] = useState<string | undefined>()
  const [offline, setOffline] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [result, setResult] = useState<(AttemptResult & { late: boolean }) | undefined>()
  const [left, setLeft] = useState(0)
  const pending = useRef<Map<string, GivenAnswer>>(new Map())
  const skew = useRef(0)

  useEffect(() => {
    startAttempt().then(
      (s) => {
        skew.current = new Date(s.serverNow).getTime() - Date.now()
        setSheet(s)
        setAnswers(s.answers)
      },
      (e: unknown) => setError(errorMessage(e, copy.loadFailed)),
    )
  }, [])

  const flush = useCallback(async () => {
    if (!sheet || pending.current.size === 0) return
    const batch = [...pending.current.values()]
    try {
      await saveAnswers(sheet.id, batch)
      for (const a of batch) if (pending.current.get(a.questionId) === a) pending.current.delete(a.questionId)
      setOffline(false)
    } catch {
      setOffline(true)
    }
  }, [sheet])

  useEffect(() => {
    if (!sheet) return
    const timer = window.setInterval(() => {
      const ms = new Date(sheet.deadlineAt).getTime() - (Date.now() + skew.current)
      setLeft(Math.max(0, ms))
      void flush()
    }, 1000)
    return () => window.clearInterval(timer)
  }, [sheet, flush])

  async function submit() {
    if (!sheet) return
    try {
      setResult(await submitAttempt(sheet.id, [...pending.current.values()]))
    } catch (e) {
      setError(errorMessage(e, copy.loadFailed))
    }
  }

  if (error)
    return (
      <div className="course__card" role="alert">
        <p>{error}</p>
        <button type="button" className="btn btn-brand" onClick={onDone}>
          {copy.back}
        </button>
      </div>
    )
  if (result)
    return (
      <div className="course__card" role="status">
        <h2>{c.result(result.score ?? 0, Boolean(result.passed))}</h2>
        {result.late && <p>{c.timeUp}</p>}
        {!result.passed && result.topics.length > 0 && (
          <p>
            {c.revise} {result.topics.map((t) => copy.topics[t]).join(', ')}
          </p>
        )}
        <button type="button" className="btn btn-brand" onClick={onDone}>
          {copy.back}
        </button>
      </div>
    )
  if (!sheet)
    return (
      <p className="course__status" role="status">
        {copy.loading}
      </p>
    )
  const question = sheet.questions[index]!
  const total = sheet.questions.length
  const answeredCount = Object.keys(answers).length
  const minutes = Math.floor(left / 60_000)
  const seconds = Math.floor((left % 60_000) / 1000)
  return (
    <div className="course course__assessment">
      {sheet.resumed && <p className="course__note">{c.otherTab}</p>}
      <p className="course__timer" aria-live="off">
        <strong>{c.timeLeft(minutes, seconds)}</strong> · {c.answered(answeredCount, total)}
      </p>
      {offline && <p className="course__note">{c.savedOffline}</p>}
      <fieldset className="course__check">
        <legend>
          <span className="course__session">{c.question(index + 1, total)}</span>
          {question.case && <span className="course__case">{question.case}</span>}
          <span className="course__prompt">{question.prompt}</span>
        </legend>
        {question.options.map((o) => (
          <label key={o.id} className="course__option">
            <input
              type="radio"
              name={question.id}
              value={o.id}
              checked={answers[question.id] === o.id}
              onChange={() => {
                setAnswers({ ...answers, [question.id]: o.id })
                pending.current.set(question.id, {
                  questionId: question.id,
                  option: o.id,
                  at: Date.now() + skew.current,
                })
              }}
            />{' '}
            {o.text}
          </label>
        ))}
      </fieldset>
      <div className="course__nav">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          {c.previous}
        </button>
        {index < total - 1 ? (
          <button type="button" className="btn btn-brand" onClick={() => setIndex(index + 1)}>
            {c.next}
          </button>
        ) : (
          <button type="button" className="btn btn-brand" onClick={() => setConfirming(true)}>
            {c.submit}
          </button>
        )}
      </div>
      {confirming && (
        <div className="course__card" role="group" aria-label={c.submit}>
          <p>{c.confirmSubmit}</p>
          <button type="button" className="btn btn-brand" onClick={() => void submit()}>
            {c.confirmYes}
          </button>{' '}
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
            {c.confirmNo}
          </button>
        </div>
      )}
    </div>
  )
}

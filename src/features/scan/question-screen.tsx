import { useId, useState } from 'react'
import { scanContent } from '../../content/scan'
import type { ScanQuestion } from '../../api/scan'

const copy = scanContent.question

/** One question: the prompt, its answers as large radio buttons, the progress, back and next. */
export function QuestionScreen(props: {
  question: ScanQuestion
  index: number
  total: number
  answer: string | undefined
  onAnswer: (answer: string) => void
  onBack: () => void
  onNext: () => void
}) {
  const id = useId()
  const [hint, setHint] = useState(false)
  const { question, index, total } = props
  const last = index === total - 1
  const options = question.options

  function next() {
    if (props.answer === undefined) {
      setHint(true)
      return
    }
    setHint(false)
    props.onNext()
  }

  return (
    <div className="scan-card scan-question">
      <div className="scan-progress">
        <span className="scan-progress__text" id={`${id}-progress`}>
          {copy.progress(index + 1, total)}
        </span>
        <progress
          className="scan-progress__bar"
          max={total}
          value={index + 1}
          aria-label={copy.progressLabel}
          aria-valuetext={copy.progress(index + 1, total)}
        />
      </div>
      <fieldset className="scan-question__fieldset" aria-describedby={hint ? `${id}-hint` : undefined}>
        <legend className="scan-question__legend">
          <h1 tabIndex={-1} className="scan-question__prompt">
            {question.prompt}
          </h1>
          {question.kind === 'scale' && <span className="scan-question__scale-hint">{copy.scaleHint}</span>}
        </legend>
        <div className="scan-options">
          {options.map((option) => {
            const optionId = `${id}-${option.id}`
            return (
              <div key={option.id} className="scan-option">
                <input
                  id={optionId}
                  type="radio"
                  className="scan-option__input"
                  name={`${id}-answer`}
                  value={option.id}
                  checked={props.answer === option.id}
                  onChange={() => {
                    setHint(false)
                    props.onAnswer(option.id)
                  }}
                />
                <label htmlFor={optionId} className="scan-option__label">
                  {option.label}
                </label>
              </div>
            )
          })}
        </div>
      </fieldset>
      <p id={`${id}-hint`} className="scan-question__hint" role="status">
        {hint ? copy.chooseFirst : ''}
      </p>
      <div className="scan-nav">
        <button
          type="button"
          className="btn btn-outline-brand btn-lg"
          onClick={props.onBack}
          disabled={index === 0}
        >
          {copy.back}
        </button>
        <button type="button" className="btn btn-brand btn-lg" onClick={next}>
          {last ? copy.finish : copy.next}
        </button>
      </div>
    </div>
  )
}

import { useEffect, useState, type ReactNode } from 'react'
import { errorMessage } from '../../api/api-error'
import { answerCheck, fetchLesson, type CheckView, type LessonView } from '../../api/course'
import { courseContent as copy } from '../../content/course'
import { locale } from '../../content/locale'
import type { LessonBlock } from '../../course/types'

/** **bold** and *italic*, nothing else (the lessons' Markdown-light), as React nodes: never HTML. */
function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*|\*[^*]+\*)/g)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') ? (
        <strong key={i}>{part.slice(2, -2)}</strong>
      ) : part.startsWith('*') && part.endsWith('*') && part.length > 2 ? (
        <em key={i}>{part.slice(1, -1)}</em>
      ) : (
        part
      ),
    )
}

function Block({ block }: { block: LessonBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h3>{inline(block.text)}</h3>
    case 'paragraph':
      return <p>{inline(block.text)}</p>
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{inline(item)}</li>)
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>
    }
    case 'example':
      return (
        <aside className="course__example">
          <p className="course__example-title">
            <strong>{block.title}</strong>
            {block.reportPage !== null && <span> · {copy.reportPage(block.reportPage)}</span>}
          </p>
          {block.text.map((line, i) => (
            <p key={i}>{inline(line)}</p>
          ))}
        </aside>
      )
    case 'figure':
      return (
        <figure className="course__figure">
          <img
            src={`/images/course/${block.file}${locale.language === 'hi' ? '.hi' : ''}.svg`}
            alt={block.alt}
            loading="lazy"
          />
          <figcaption>{block.caption}</figcaption>
        </figure>
      )
    case 'note':
      return <p className="course__note">{inline(block.text)}</p>
  }
}

/** A video staff attached (YouTube: adaptive streaming by YouTube, privacy-enhanced); the text is always there. */
function Video({ url }: { url: string }) {
  const youtube = /(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,})/.exec(url)
  if (!youtube) return null
  return (
    <div className="course__video">
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${youtube[1]}`}
        title={copy.video}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    </div>
  )
}

function Check({
  lessonId,
  check,
  onAnswered,
}: {
  lessonId: string
  check: CheckView
  onAnswered: (c: CheckView, done: boolean) => void
}) {
  const [error, setError] = useState<string | undefined>()
  // The tapped answer shows at once while it is sent (a slow network would otherwise show nothing chosen).
  const [choosing, setChoosing] = useState<string | undefined>()
  async function choose(option: string) {
    if (choosing !== undefined) return
    setChoosing(option)
    setError(undefined)
    try {
      const answered = await answerCheck(lessonId, check.id, option)
      onAnswered(answered.check, answered.lessonDone)
    } catch (e) {
      setChoosing(undefined)
      setError(errorMessage(e, copy.loadFailed))
    }
  }
  const chosen = check.given ?? choosing
  return (
    <fieldset className="course__check">
      <legend>{check.prompt}</legend>
      {check.options.map((o) => (
        <label key={o.id} className="course__option">
          <input
            type="radio"
            name={check.id}
            value={o.id}
            checked={chosen === o.id}
            // Not disabled while it is sent: the focus stays on the answer a keyboard user chose.
            disabled={check.given !== undefined}
            onChange={() => void choose(o.id)}
          />{' '}
          {o.text}
        </label>
      ))}
      {check.given !== undefined && (
        <p className={check.correct ? 'course__ok' : 'course__error'} role="status">
          {check.correct ? copy.right : copy.wrong} {check.explanation}
        </p>
      )}
      {check.given === undefined && choosing !== undefined && (
        <p className="course__status" role="status">
          {copy.assessment.saving}
        </p>
      )}
      {error && (
        <p className="course__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

export function LessonScreen({
  lessonId,
  nextId,
  onOpen,
  onBack,
}: {
  lessonId: string
  nextId: string | null
  onOpen: (id: string) => void
  onBack: () => void
}) {
  const [lesson, setLesson] = useState<LessonView | undefined>()
  const [error, setError] = useState<string | undefined>()
  useEffect(() => {
    fetchLesson(lessonId).then(setLesson, (e: unknown) => setError(errorMessage(e, copy.loadFailed)))
  }, [lessonId])
  if (error)
    return (
      <p className="course__status" role="alert">
        {error}
      </p>
    )
  if (!lesson)
    return (
      <p className="course__status" role="status">
        {copy.loading}
      </p>
    )
  return (
    <article className="course course__lesson-page">
      <button type="button" className="btn btn-link course__back" onClick={onBack}>
        ← {copy.back}
      </button>
      <p className="course__session">{copy.session(lesson.session)}</p>
      <h2>{lesson.title}</h2>
      <p className="course__summary">
        {lesson.summary} · {copy.minutes(lesson.minutes)}
      </p>
      {lesson.videoUrl && <Video url={lesson.videoUrl} />}
      {lesson.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      <section className="course__card" aria-labelledby="course-checks">
        <h2 id="course-checks">{copy.checksHeading}</h2>
        {lesson.checks.map((check) => (
          <Check
            key={check.id}
            lessonId={lesson.id}
            check={check}
            onAnswered={(answered, done) =>
              setLesson({
                ...lesson,
                done,
                checks: lesson.checks.map((c) => (c.id === answered.id ? answered : c)),
              })
            }
          />
        ))}
      </section>
      {lesson.done && (
        <p>
          {nextId ? (
            <button type="button" className="btn btn-brand" onClick={() => onOpen(nextId)}>
              {copy.nextLesson}
            </button>
          ) : (
            <button type="button" className="btn btn-brand" onClick={onBack}>
              {copy.back}
            </button>
          )}
        </p>
      )}
    </article>
  )
}

import { useState } from 'react'
import { errorMessage } from '../../api/api-error'
import {
  certificateJwtUrl,
  certificatePdfUrl,
  chooseBatch,
  submitPractical,
  type CourseOverview,
} from '../../api/course'
import { courseContent as copy } from '../../content/course'
// India's time in the page's language ("Mon, 30 Nov, 4:30 pm", "सोम, 30 नव॰, शाम 4:30"), not the phone's locale.
import { indiaWhen as when } from '../../content/india-time'

export function CourseHome({
  course,
  onLesson,
  onAssessment,
  onChanged,
}: {
  course: CourseOverview
  onLesson: (id: string) => void
  onAssessment: () => void
  onChanged: () => void
}) {
  const { assessment } = course
  const percent = Math.round((course.lessonsDone * 100) / course.lessonsTotal)
  return (
    <div className="course">
      <section className="course__card" aria-labelledby="course-progress">
        <h2 id="course-progress" className="course__progress">
          {copy.progress(course.lessonsDone, course.lessonsTotal)}
        </h2>
        <div className="course__bar" aria-hidden="true">
          <span style={{ width: `${percent}%` }} />
        </div>
        {course.resumeLessonId && (
          <button type="button" className="btn btn-brand" onClick={() => onLesson(course.resumeLessonId!)}>
            {copy.resume}
          </button>
        )}
      </section>

      <section className="course__card">
        <h2>{copy.lessonsHeading}</h2>
        <ol className="course__lessons">
          {course.lessons.map((lesson) => (
            <li key={lesson.id}>
              <button type="button" className="course__lesson" onClick={() => onLesson(lesson.id)}>
                <span className="course__session">{copy.session(lesson.session)}</span>
                <span className="course__lesson-title">{lesson.title}</span>
                <span className="course__meta">
                  {copy.minutes(lesson.minutes)}
                  {lesson.done && <strong className="course__done"> · {copy.done}</strong>}
                </span>
              </button>
            </li>
          ))}
          <li>
            <div className="course__lesson course__lesson--static">
              <span className="course__session">{copy.session(13)}</span>
              <span className="course__lesson-title">{copy.assessment.title}</span>
              <span className="course__meta">{copy.assessment.lead}</span>
            </div>
          </li>
        </ol>
      </section>

      <section className="course__card" aria-labelledby="course-assessment">
        <h2 id="course-assessment">{copy.assessment.heading}</h2>
        <p>{copy.assessment.lead}</p>
        {assessment.attempts.map((a) => (
          <div key={a.id} className="course__attempt">
            <p>{copy.assessment.attemptLine(a.number, a.score ?? 0, Boolean(a.passed))}</p>
            {!a.passed && a.topics.length > 0 && (
              <p>
                {copy.assessment.revise} {a.topics.map((t) => copy.topics[t]).join(', ')}
              </p>
            )}
          </div>
        ))}
        {assessment.passed ? (
          <p className="course__ok">{copy.assessment.passed}</p>
        ) : !assessment.unlocked ? (
          <p>{copy.assessment.locked}</p>
        ) : assessment.openAttemptId ? (
          <button type="button" className="btn btn-brand" onClick={onAssessment}>
            {copy.assessment.resume}
          </button>
        ) : assessment.canStart ? (
          <button type="button" className="btn btn-brand" onClick={onAssessment}>
            {copy.assessment.start}
          </button>
        ) : assessment.nextAttemptAt ? (
          <p role="status">{copy.assessment.nextAt(when(assessment.nextAttemptAt))}</p>
        ) : (
          <p>{copy.assessment.noAttempts}</p>
        )}
      </section>

      <Practical course={course} onChanged={onChanged} />
      <Batch course={course} onChanged={onChanged} />

      <section className="course__card" aria-labelledby="course-certificate">
        <h2 id="course-certificate">{copy.certificate.heading}</h2>
        {course.certificate ? (
          <>
            <p>{copy.certificate.id(course.certificate.id)}</p>
            <ul className="course__links">
              <li>
                <a href={certificatePdfUrl} download>
                  {copy.certificate.pdf}
                </a>
              </li>
              <li>
                <a href={certificateJwtUrl} download>
                  {copy.certificate.badge}
                </a>
              </li>
              <li>
                <a href={course.certificate.verifyUrl}>{copy.certificate.verify}</a>
              </li>
              <li>
                <a href={course.certificate.linkedInUrl} rel="noopener noreferrer" target="_blank">
                  {copy.certificate.linkedIn}
                </a>
              </li>
            </ul>
          </>
        ) : (
          <p>{copy.certificate.notYet}</p>
        )}
      </section>
    </div>
  )
}

function Practical({ course, onChanged }: { course: CourseOverview; onChanged: () => void }) {
  const [plan, setPlan] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const { practical } = course
  const open = course.assessment.passed && (!practical || practical.status === 'returned')
  async function send() {
    setBusy(true)
    setError(undefined)
    try {
      await submitPractical(plan)
      onChanged()
    } catch (e) {
      setError(errorMessage(e, copy.loadFailed))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="course__card" aria-labelledby="course-practical">
      <h2 id="course-practical">{copy.practical.heading}</h2>
      {!course.assessment.passed && <p>{copy.practical.locked}</p>}
      {practical?.status === 'submitted' && <p role="status">{copy.practical.submitted}</p>}
      {practical?.status === 'approved' && <p className="course__ok">{copy.practical.approved}</p>}
      {practical?.status === 'returned' && (
        <p>
          {copy.practical.returned} {practical.feedback}
        </p>
      )}
      {open && (
        <>
          <p>{copy.practical.lead}</p>
          <ul>
            {course.rubric.map((c) => (
              <li key={c.id}>
                <strong>{c.title}</strong>: {c.levels[2]}
              </li>
            ))}
          </ul>
          <label htmlFor="course-plan" className="form-label">
            {copy.practical.label}
          </label>
          <textarea
            id="course-plan"
            className="form-control"
            rows={12}
            value={plan}
            onChange={(e) => setPlan(e.target.value)}
          />
          {error && (
            <p className="course__error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="btn btn-brand mt-2" disabled={busy} onClick={() => void send()}>
            {copy.practical.submit}
          </button>
        </>
      )}
    </section>
  )
}

function Batch({ course, onChanged }: { course: CourseOverview; onChanged: () => void }) {
  const [error, setError] = useState<string | undefined>()
  async function choose(id: string) {
    setError(undefined)
    try {
      await chooseBatch(id)
      onChanged()
    } catch (e) {
      setError(errorMessage(e, copy.loadFailed))
    }
  }
  const { batch } = course
  const others = course.batches.filter((b) => b.id !== batch?.id)
  return (
    <section className="course__card" aria-labelledby="course-batch">
      <h2 id="course-batch">{copy.batch.heading}</h2>
      {batch ? (
        <div className="course__batch">
          <p>
            <strong>{batch.title}</strong> · {copy.batch.dates(batch.startsOn, batch.endsOn)}
          </p>
          {batch.joiningLink ? (
            <a className="btn btn-brand" href={batch.joiningLink} rel="noopener noreferrer" target="_blank">
              {copy.batch.join}
            </a>
          ) : (
            <p>{copy.batch.noLink}</p>
          )}
          <p>{copy.batch.attended(batch.attendedDays)}</p>
        </div>
      ) : (
        <p>{others.length ? copy.batch.none : copy.batch.noneOpen}</p>
      )}
      {error && (
        <p className="course__error" role="alert">
          {error}
        </p>
      )}
      <ul className="course__batches">
        {others.map((b) => (
          <li key={b.id}>
            <span>
              {b.title} · {copy.batch.dates(b.startsOn, b.endsOn)} ·{' '}
              {b.seatsLeft > 0 ? copy.batch.seatsLeft(b.seatsLeft) : copy.batch.full}
            </span>
            {b.seatsLeft > 0 && (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                onClick={() => void choose(b.id)}
              >
                {batch ? copy.batch.move : copy.batch.choose}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

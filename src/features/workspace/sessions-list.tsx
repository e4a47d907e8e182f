import { useId, useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import type { CounsellorSession } from '../../api/workspace'
import { config } from '../../config/env'
import { indiaTime, indiaWhen } from '../../content/india-time'
import { workspaceContent } from '../../content/workspace'
import { useLoad } from './use-load'

const copy = workspaceContent.sessions

/** The sessions, and when they were loaded: what has started is judged at that moment. */
async function load() {
  const { fetchSessions } = await import('../../api/workspace')
  return { sessions: await fetchSessions(), now: Date.now() }
}

/** Upcoming and past debriefs: download the invitation, mark held (with notes), no-show, or cancel. */
export function SessionsList() {
  const { state, reload, set } = useLoad(load, copy.loadFailed)
  const [notice, setNotice] = useState('')
  if (state.kind === 'loading')
    return (
      <p className="workspace__status" role="status">
        {copy.loading}
      </p>
    )
  if (state.kind === 'failed')
    return (
      <div className="workspace__status" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn-brand workspace__tap" onClick={reload}>
          {workspaceContent.retry}
        </button>
      </div>
    )
  const { sessions, now } = state.data
  const upcoming = sessions.filter((s) => s.status === 'booked' && Date.parse(s.endsAt) > now)
  const past = sessions.filter((s) => !upcoming.includes(s))

  function changed(next: CounsellorSession, message: string) {
    set({ now, sessions: sessions.map((s) => (s.id === next.id ? next : s)) })
    setNotice(message)
  }

  return (
    <>
      <p className="workspace__live workspace__live--ok" role="status">
        {notice}
      </p>
      <h3 className="workspace__subheading">{copy.upcoming}</h3>
      {upcoming.length === 0 ? (
        <p className="workspace__empty">{copy.noUpcoming}</p>
      ) : (
        <ul className="workspace__list">
          {upcoming.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} now={now} onChanged={changed} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="workspace__subheading">{copy.past}</h3>
      {past.length === 0 ? (
        <p className="workspace__empty">{copy.noPast}</p>
      ) : (
        <ul className="workspace__list">
          {past.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} now={now} onChanged={changed} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

type Form = 'none' | 'held' | 'cancel'

// Whole class names, so the CSS purge keeps them.
const badgeClass: Record<CounsellorSession['status'], string> = {
  booked: 'workspace-badge workspace-badge--booked',
  cancelled: 'workspace-badge workspace-badge--cancelled',
  held: 'workspace-badge workspace-badge--done',
  'no-show': 'workspace-badge workspace-badge--no-show',
}

function SessionCard({
  session,
  now,
  onChanged,
}: {
  session: CounsellorSession
  now: number
  onChanged: (next: CounsellorSession, message: string) => void
}) {
  const ids = { heading: useId(), notes: useId(), parent: useId(), reason: useId(), error: useId() }
  const [form, setForm] = useState<Form>('none')
  const [notes, setNotes] = useState('')
  const [parentNote, setParentNote] = useState('')
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const firstField = useRef<HTMLTextAreaElement>(null)
  const started = Date.parse(session.startsAt) <= now
  const booked = session.status === 'booked'

  function open(next: Form) {
    setForm(next)
    setError('')
    // The form's first field is there on the next render.
    setTimeout(() => firstField.current?.focus(), 0)
  }

  async function act(run: () => Promise<CounsellorSession>, message: string) {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      const next = await run()
      setForm('none')
      onChanged(next, message)
    } catch (failure) {
      setError(errorMessage(failure, copy.actionFailed))
    } finally {
      setBusy(false)
    }
  }

  function submitHeld(event: FormEvent) {
    event.preventDefault()
    if (notes.trim() === '') return setError(copy.heldForm.notesRequired)
    void act(async () => {
      const { markHeld } = await import('../../api/workspace')
      return markHeld(session.id, notes.trim(), parentNote.trim() || undefined)
    }, copy.saved.held)
  }

  function submitCancel(event: FormEvent) {
    event.preventDefault()
    if (reason.trim() === '') return setError(copy.cancelForm.reasonRequired)
    void act(async () => {
      const { cancelSession } = await import('../../api/workspace')
      return cancelSession(session.id, reason.trim())
    }, copy.saved.cancelled)
  }

  const errorLine = error && (
    <p id={ids.error} className="workspace__error" role="alert">
      {error}
    </p>
  )

  return (
    <article
      className="workspace-card workspace-session"
      aria-labelledby={ids.heading}
      data-status={session.status}
    >
      <h4 id={ids.heading} className="workspace-session__when">
        {copy.when(indiaWhen(session.startsAt), indiaTime(session.endsAt))}
      </h4>
      <p className="workspace-session__who">{copy.with(session.childFirstName, session.parentName)}</p>
      <p className={badgeClass[session.status]}>
        {workspaceContent.sessionStates[session.status]}
        {session.status === 'cancelled' && session.cancelledBy
          ? ` ${copy.cancelledBy[session.cancelledBy]}`
          : ''}
      </p>
      <div className="workspace-student__contact">
        <a className="btn btn-outline-brand workspace__tap" href={`tel:${session.parentPhone}`}>
          {workspaceContent.students.call(session.parentPhone)}
        </a>
        <a
          className="btn btn-outline-brand workspace__tap workspace-student__mail"
          href={`mailto:${session.parentEmail}`}
        >
          {workspaceContent.students.mail(session.parentEmail)}
        </a>
      </div>
      {session.cancelReason && (
        <p className="workspace-session__text">
          <strong>{copy.reason}:</strong> {session.cancelReason}
        </p>
      )}
      {session.privateNotes && (
        <p className="workspace-session__text">
          <strong>{copy.privateNotes}:</strong> {session.privateNotes}
        </p>
      )}
      {session.parentNote && (
        <p className="workspace-session__text">
          <strong>{copy.parentNote}:</strong> {session.parentNote}
        </p>
      )}

      {form === 'none' && (
        <div className="workspace-student__actions">
          {booked && (
            <a
              className="btn btn-outline-brand workspace__tap"
              href={`${config.apiBaseUrl}/api/workspace/sessions/${encodeURIComponent(session.id)}/ics`}
              download
            >
              {copy.ics}
            </a>
          )}
          {booked && started && (
            <>
              <button type="button" className="btn btn-brand workspace__tap" onClick={() => open('held')}>
                {copy.markHeld}
              </button>
              <button
                type="button"
                className="btn btn-outline-brand workspace__tap"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    const { markNoShow } = await import('../../api/workspace')
                    return markNoShow(session.id)
                  }, copy.saved.noShow)
                }
              >
                {busy ? copy.saving : copy.noShow}
              </button>
            </>
          )}
          {booked && !started && (
            <button
              type="button"
              className="btn workspace__tap workspace__danger"
              onClick={() => open('cancel')}
            >
              {copy.cancel}
            </button>
          )}
        </div>
      )}
      {form === 'none' && booked && !started && <p className="workspace-header__note">{copy.notStarted}</p>}
      {form === 'none' && errorLine}

      {form === 'held' && (
        <form className="workspace-form" onSubmit={submitHeld} noValidate>
          <fieldset>
            <legend className="workspace-form__legend">{copy.heldForm.legend}</legend>
            <label htmlFor={ids.notes} className="form-label">
              {copy.heldForm.privateNotes}
            </label>
            <textarea
              ref={firstField}
              id={ids.notes}
              className="form-control"
              rows={4}
              maxLength={4000}
              required
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              aria-describedby={error ? ids.error : undefined}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={ids.parent} className="form-label workspace-form__gap">
              {copy.heldForm.parentNote}
            </label>
            <textarea
              id={ids.parent}
              className="form-control"
              rows={3}
              maxLength={2000}
              value={parentNote}
              onChange={(event) => setParentNote(event.target.value)}
            />
            {errorLine}
            <div className="workspace-student__actions workspace-form__gap">
              <button type="submit" className="btn btn-brand workspace__tap" disabled={busy}>
                {busy ? copy.saving : copy.heldForm.submit}
              </button>
              <button type="button" className="btn btn-link workspace__tap" onClick={() => setForm('none')}>
                {copy.heldForm.back}
              </button>
            </div>
          </fieldset>
        </form>
      )}

      {form === 'cancel' && (
        <form className="workspace-form" onSubmit={submitCancel} noValidate>
          <fieldset>
            <legend className="workspace-form__legend">{copy.cancelForm.legend}</legend>
            <label htmlFor={ids.reason} className="form-label">
              {copy.cancelForm.reason}
            </label>
            <textarea
              ref={firstField}
              id={ids.reason}
              className="form-control"
              rows={3}
              maxLength={1000}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={error ? ids.error : undefined}
              aria-invalid={error ? true : undefined}
            />
            {errorLine}
            <div className="workspace-student__actions workspace-form__gap">
              <button
                type="submit"
                className="btn workspace__tap workspace__danger workspace__danger--solid"
                disabled={busy}
              >
                {busy ? copy.saving : copy.cancelForm.submit}
              </button>
              <button type="button" className="btn btn-link workspace__tap" onClick={() => setForm('none')}>
                {copy.cancelForm.back}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </article>
  )
}

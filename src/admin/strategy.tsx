/**
 * The first-100 offer's strategy sessions (issue 47 point 5) in the back office: the team's weekly hours and meeting
 * link (one calendar for the whole team, India time; any staff member edits it), the team's days off, every session
 * with its counsellor and state, moving or cancelling one (with a reason), marking one held, and the first-100
 * counsellors still waiting for a session with the day they were told the times are open.
 */
import { useEffect, useId, useState, type FormEvent } from 'react'
import {
  Datagrid,
  FunctionField,
  List,
  TextField,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { indiaDay, strategyStatusNames, weekdays, when } from './format'
import { adminFetch, AdminHttpError } from './http'
import { usePostAction } from './use-post-action'

interface Range {
  weekday: number
  start: string
  end: string
}
interface DayOff {
  date: string
  note: string | null
}
interface TeamHours {
  weekly: Range[]
  meetingLink: string | null
  daysOff: DayOff[]
  updatedBy: string | null
  updatedAt: string | null
  sessionMinutes: number
}
interface SessionRow {
  id: string
  counsellorName: string
  counsellorEmail: string
  counsellorPhone: string | null
  place: number | null
  startsAt: string
  status: string
  /** Who cancelled: the counsellor, staff here (with `cancelReason`), or the kit's refund. */
  cancelledBy: 'counsellor' | 'staff' | 'refund' | null
  cancelReason: string | null
  moves: number
  canMarkHeld: boolean
  /** Staff may move or cancel it: booked, not started. */
  canChange: boolean
  heldBy: string | null
}
interface WaitingRow {
  id: string
  name: string
  email: string
  phone: string | null
  place: number | null
  /** When they were mailed that the team opened times; null while not told. */
  toldAt: string | null
}

const box = {
  border: '1px solid #ddd',
  borderRadius: 8,
  padding: 16,
  margin: '16px 0',
  maxWidth: 760,
} as const

/** The team's weekly hours: each day's ranges, a meeting link, saved whole; a problem is shown beside its day. */
function TeamHoursEditor() {
  const notify = useNotify()
  const refresh = useRefresh()
  const [hours, setHours] = useState<TeamHours | undefined>(undefined)
  const [loadError, setLoadError] = useState('')
  const [ranges, setRanges] = useState<Range[]>([])
  const [link, setLink] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ weekday: number | null; message: string } | undefined>(undefined)
  const linkId = useId()

  useEffect(() => {
    adminFetch('/api/admin/strategy-hours').then(
      ({ json }) => {
        const loaded = json as TeamHours
        setHours(loaded)
        setRanges(loaded.weekly)
        setLink(loaded.meetingLink ?? '')
      },
      (error: unknown) =>
        setLoadError(error instanceof AdminHttpError ? error.message : 'The hours could not be loaded.'),
    )
  }, [])

  const change = (index: number, patch: Partial<Range>) =>
    setRanges((all) => all.map((range, i) => (i === index ? { ...range, ...patch } : range)))

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem(undefined)
    try {
      const { json } = await adminFetch('/api/admin/strategy-hours', {
        method: 'PUT',
        body: { weekly: ranges, meetingLink: link.trim() || null },
      })
      const saved = json as TeamHours
      setHours(saved)
      setRanges(saved.weekly)
      notify('Hours saved: counsellors see the new times now.', { type: 'success' })
      // The waiting list below says who was just mailed that the times are open.
      refresh()
    } catch (error) {
      if (error instanceof AdminHttpError) {
        // The server names the day the problem is on, so the message stands beside that day.
        const body = error.body as { weekday?: unknown } | undefined
        const weekday = typeof body?.weekday === 'number' ? body.weekday : null
        setProblem({ weekday, message: error.message })
      } else notify('The hours could not be saved.', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  if (loadError) return <p role="alert">{loadError}</p>
  if (!hours) return <p role="status">Loading the team hours…</p>
  return (
    <form style={box} onSubmit={(event) => void save(event)} aria-labelledby="team-hours-heading" noValidate>
      <h2 id="team-hours-heading" style={{ fontSize: '1.2rem', marginTop: 0 }}>
        Our team&apos;s hours for strategy sessions
      </h2>
      <p style={{ marginTop: 0 }}>
        India time. Each range is cut into {hours.sessionMinutes}-minute sessions; first-100 counsellors book
        them in their workspace over the next 14 days. Sessions already booked stay when the hours change.
      </p>
      {weekdays.map((day) => {
        const dayRanges = ranges
          .map((range, index) => ({ range, index }))
          .filter((r) => r.range.weekday === day.id)
        const errorId = `team-hours-error-${day.id}`
        const wrong = problem?.weekday === day.id
        return (
          <fieldset
            key={day.id}
            style={{ border: 0, padding: '8px 0', margin: 0, borderTop: '1px solid #eee' }}
            aria-describedby={wrong ? errorId : undefined}
          >
            <legend style={{ fontWeight: 700, float: 'left', width: 110, paddingTop: 6 }}>{day.name}</legend>
            <div style={{ display: 'grid', gap: 6, marginLeft: 110 }}>
              {dayRanges.length === 0 && <span style={{ color: '#666', paddingTop: 6 }}>No hours</span>}
              {dayRanges.map(({ range, index }, n) => (
                <span key={index} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <label>
                    From{' '}
                    <input
                      type="time"
                      step={900}
                      value={range.start}
                      aria-invalid={wrong || undefined}
                      aria-label={`${day.name}, range ${n + 1}, from`}
                      onChange={(e) => change(index, { start: e.target.value })}
                    />
                  </label>
                  <label>
                    to{' '}
                    <input
                      type="time"
                      step={900}
                      value={range.end}
                      aria-invalid={wrong || undefined}
                      aria-label={`${day.name}, range ${n + 1}, to`}
                      onChange={(e) => change(index, { end: e.target.value })}
                    />
                  </label>
                  <button
                    type="button"
                    onClick={() => setRanges((all) => all.filter((_, i) => i !== index))}
                    aria-label={`Remove ${day.name} ${range.start}-${range.end}`}
                  >
                    Remove
                  </button>
                </span>
              ))}
              <span>
                <button
                  type="button"
                  onClick={() =>
                    setRanges((all) => [...all, { weekday: day.id, start: '10:00', end: '13:00' }])
                  }
                >
                  Add hours on {day.name}
                </button>
              </span>
              {wrong && (
                <span id={errorId} role="alert" style={{ color: '#b91c1c', fontWeight: 600 }}>
                  {problem.message}
                </span>
              )}
            </div>
          </fieldset>
        )
      })}
      <div style={{ display: 'grid', gap: 4, marginTop: 12 }}>
        <label htmlFor={linkId} style={{ fontWeight: 700 }}>
          Meeting link (sessions happen here; without one, the team calls the counsellor&apos;s phone)
        </label>
        <input
          id={linkId}
          type="url"
          value={link}
          placeholder="https://meet.google.com/…"
          onChange={(e) => setLink(e.target.value)}
          aria-invalid={problem && problem.weekday === null ? true : undefined}
        />
      </div>
      {problem && problem.weekday === null && (
        <p role="alert" style={{ color: '#b91c1c', fontWeight: 600 }}>
          {problem.message}
        </p>
      )}
      <p style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save the hours'}
        </button>
        {hours.updatedBy && (
          <span style={{ color: '#666' }}>
            Last saved by {hours.updatedBy}, {when(hours.updatedAt)}
          </span>
        )}
      </p>
    </form>
  )
}

/** A session's state in words: who cancelled it, and staff's reason. */
function strategyStateName(row: SessionRow): string {
  if (row.status !== 'cancelled') return strategyStatusNames[row.status] ?? row.status
  if (row.cancelledBy === 'refund') return strategyStatusNames.refunded!
  if (row.cancelledBy === 'staff') return `${strategyStatusNames.byStaff!}: ${row.cancelReason ?? ''}`
  return strategyStatusNames.cancelled!
}

/**
 * The team's days off: no strategy session is offered on them. A day with a session booked is refused by the
 * server, which names the sessions; the message stays beside the form. Laid out to work at 390 px.
 */
function TeamDaysOff() {
  const notify = useNotify()
  const refresh = useRefresh()
  const [days, setDays] = useState<DayOff[] | undefined>(undefined)
  const [loadError, setLoadError] = useState('')
  const [date, setDate] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const dateId = useId()
  const noteId = useId()
  const problemId = useId()

  useEffect(() => {
    adminFetch('/api/admin/strategy-hours').then(
      ({ json }) => setDays((json as TeamHours).daysOff),
      (error: unknown) =>
        setLoadError(error instanceof AdminHttpError ? error.message : 'The days off could not be loaded.'),
    )
  }, [])

  async function change(work: () => Promise<{ json: unknown }>, done: string) {
    setBusy(true)
    setProblem('')
    try {
      const { json } = await work()
      setDays((json as TeamHours).daysOff)
      notify(done, { type: 'success' })
      // A day given back may have told the waiting counsellors that times are open: the list below says so.
      refresh()
      return true
    } catch (error) {
      setProblem(error instanceof AdminHttpError ? error.message : 'That did not work. Please try again.')
      return false
    } finally {
      setBusy(false)
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault()
    if (!date) {
      setProblem('Please pick the date.')
      return
    }
    const added = await change(
      () =>
        adminFetch('/api/admin/strategy-days-off', {
          method: 'POST',
          body: { date, note: note.trim() || null },
        }),
      `Day off added: ${indiaDay(date)}. No strategy session is offered that day.`,
    )
    if (added) {
      setDate('')
      setNote('')
    }
  }

  if (loadError) return <p role="alert">{loadError}</p>
  if (!days) return <p role="status">Loading the days off…</p>
  return (
    <section style={box} aria-labelledby="team-days-off-heading">
      <h2 id="team-days-off-heading" style={{ fontSize: '1.2rem', marginTop: 0 }}>
        Team days off
      </h2>
      <p style={{ marginTop: 0 }}>
        No strategy session is offered on these dates (a holiday, an offsite). A day with a session booked
        must be cleared first: move or cancel its sessions below.
      </p>
      {days.length === 0 ? (
        <p>No days off ahead.</p>
      ) : (
        <ul style={{ paddingLeft: 20 }}>
          {days.map((day) => (
            <li key={day.date} style={{ marginBottom: 6 }}>
              <span style={{ marginRight: 8 }}>
                {indiaDay(day.date)}
                {day.note ? `: ${day.note}` : ''}
              </span>
              <button
                type="button"
                disabled={busy}
                aria-label={`Remove the day off of ${indiaDay(day.date)}`}
                onClick={() =>
                  void change(
                    () =>
                      adminFetch(`/api/admin/strategy-days-off/${encodeURIComponent(day.date)}`, {
                        method: 'DELETE',
                      }),
                    `Day off removed: ${indiaDay(day.date)}. Its times are offered again.`,
                  )
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={(event) => void add(event)}
        aria-label="Add a day off"
        noValidate
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}
      >
        <span style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={dateId} style={{ fontWeight: 700 }}>
            Date
          </label>
          <input
            id={dateId}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </span>
        <span style={{ display: 'grid', gap: 4, flex: '1 1 180px', maxWidth: 320 }}>
          <label htmlFor={noteId} style={{ fontWeight: 700 }}>
            Note (optional)
          </label>
          <input
            id={noteId}
            type="text"
            maxLength={100}
            value={note}
            placeholder="Diwali"
            onChange={(e) => setNote(e.target.value)}
          />
        </span>
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Add the day off'}
        </button>
      </form>
      {problem && (
        <p
          id={problemId}
          role="alert"
          style={{ color: '#b91c1c', fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {problem}
        </p>
      )}
    </section>
  )
}

/**
 * Staff move a booked session to another of the team's free times, or cancel it with a reason: the counsellor is
 * mailed the new or cancelling invitation. Up to the session's start.
 */
function ChangeSession() {
  const record = useRecordContext<SessionRow>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState<'move' | 'cancel' | undefined>(undefined)
  const [slots, setSlots] = useState<{ startsAt: string }[] | undefined>(undefined)
  const [startsAt, setStartsAt] = useState('')
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const timeId = useId()
  const reasonId = useId()
  if (!record?.canChange) return null
  const base = `/api/admin/strategy-sessions/${encodeURIComponent(record.id)}`

  function show(which: 'move' | 'cancel') {
    setOpen(which)
    setProblem('')
    setReason('')
    if (which === 'move')
      adminFetch(`${base}/slots`).then(
        ({ json }) => {
          const free = json as { startsAt: string }[]
          setSlots(free)
          setStartsAt(free[0]?.startsAt ?? '')
        },
        (error: unknown) =>
          setProblem(error instanceof AdminHttpError ? error.message : 'The free times could not be loaded.'),
      )
  }

  async function send() {
    if (!record) return
    setBusy(true)
    setProblem('')
    try {
      if (open === 'move') {
        await adminFetch(`${base}/move`, {
          method: 'POST',
          body: { startsAt, reason: reason.trim() || null },
        })
        notify(`Moved to ${when(startsAt)}: ${record.counsellorName} is mailed the new invitation.`, {
          type: 'success',
        })
      } else {
        await adminFetch(`${base}/cancel`, { method: 'POST', body: { reason } })
        notify(`Cancelled: ${record.counsellorName} is mailed the cancellation with your reason.`, {
          type: 'success',
        })
      }
      setOpen(undefined)
      refresh()
    } catch (error) {
      setProblem(error instanceof AdminHttpError ? error.message : 'That did not work. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  if (!open)
    return (
      <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button type="button" onClick={() => show('move')}>
          Move
        </button>
        <button type="button" onClick={() => show('cancel')}>
          Cancel
        </button>
      </span>
    )
  return (
    <div
      role="group"
      aria-label={`${open === 'move' ? 'Move' : 'Cancel'} the session of ${record.counsellorName}`}
      style={{ display: 'grid', gap: 6, minWidth: 220, maxWidth: 360 }}
    >
      {open === 'move' &&
        (slots === undefined ? (
          !problem && <span role="status">Loading the free times…</span>
        ) : slots.length === 0 ? (
          <span>No free time in the next 14 days: open more hours first.</span>
        ) : (
          <>
            <label htmlFor={timeId}>New time (India)</label>
            <select id={timeId} value={startsAt} onChange={(e) => setStartsAt(e.target.value)}>
              {slots.map((slot) => (
                <option key={slot.startsAt} value={slot.startsAt}>
                  {when(slot.startsAt)}
                </option>
              ))}
            </select>
          </>
        ))}
      <label htmlFor={reasonId}>
        {open === 'move'
          ? 'Reason (optional, mailed to the counsellor)'
          : 'Reason (mailed to the counsellor)'}
      </label>
      <textarea
        id={reasonId}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {problem && (
        <span role="alert" style={{ color: '#b91c1c', fontWeight: 600 }}>
          {problem}
        </span>
      )}
      <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button
          type="button"
          disabled={busy || (open === 'move' ? !startsAt : !reason.trim())}
          onClick={() => void send()}
        >
          {open === 'move' ? 'Move the session' : 'Cancel the session'}
        </button>
        <button type="button" onClick={() => setOpen(undefined)}>
          Keep it
        </button>
      </span>
    </div>
  )
}

function MarkHeld() {
  const record = useRecordContext<SessionRow>()
  const act = usePostAction()
  if (!record?.canMarkHeld) return null
  return (
    <button
      type="button"
      onClick={() =>
        void act(
          `/api/admin/strategy-sessions/${encodeURIComponent(record.id)}/held`,
          {},
          `Marked held: ${record.counsellorName}.`,
        )
      }
    >
      Mark held
    </button>
  )
}

/** First-100 counsellors with no session booked or held: told in the workspace that we see them waiting. */
function WaitingCounsellors() {
  const { data, isPending, error } = useGetList<WaitingRow>('strategy-waiting', {
    pagination: { page: 1, perPage: 100 },
  })
  return (
    <section style={box} aria-labelledby="strategy-waiting-heading">
      <h2 id="strategy-waiting-heading" style={{ fontSize: '1.2rem', marginTop: 0 }}>
        First-100 counsellors without a session
      </h2>
      {isPending ? (
        <p role="status">Loading…</p>
      ) : error ? (
        <p role="alert">The list could not be loaded.</p>
      ) : !data || data.length === 0 ? (
        <p>Nobody is waiting: every first-100 counsellor has booked or held their session.</p>
      ) : (
        <>
          <p style={{ marginTop: 0 }}>
            The workspace asks them to look again in a few days. When hours are saved with free times, each is
            mailed once that the times are open.
          </p>
          <ul>
            {data.map((row) => (
              <li key={row.id}>
                {row.name} (place {row.place ?? '-'}): <a href={`mailto:${row.email}`}>{row.email}</a>
                {row.phone ? `, ${row.phone}` : ''}
                {row.toldAt ? `; told on ${indiaDay(row.toldAt)}` : '; not told yet'}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

export const StrategySessionList = () => (
  <>
    <TeamHoursEditor />
    <TeamDaysOff />
    <List
      title="Strategy sessions"
      exporter={false}
      pagination={false}
      perPage={100}
      empty={<p style={box}>No strategy session has been booked yet.</p>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="counsellorName" label="Counsellor" />
        <FunctionField
          label="Contact"
          render={(row: SessionRow) =>
            `${row.counsellorEmail}${row.counsellorPhone ? `, ${row.counsellorPhone}` : ''}`
          }
        />
        <FunctionField label="Time (India)" render={(row: SessionRow) => when(row.startsAt)} />
        <FunctionField
          label="State"
          render={(row: SessionRow) =>
            `${strategyStateName(row)}${row.heldBy ? ` (by ${row.heldBy})` : ''}${
              row.moves > 0 ? `, moved ${row.moves}×` : ''
            }`
          }
        />
        <FunctionField label="First-100 place" render={(row: SessionRow) => row.place ?? 'none now'} />
        <FunctionField
          label=""
          render={() => (
            <span style={{ display: 'grid', gap: 8 }}>
              <MarkHeld />
              <ChangeSession />
            </span>
          )}
        />
      </Datagrid>
    </List>
    <WaitingCounsellors />
  </>
)

/**
 * The first-100 offer's strategy sessions (issue 47 point 5) in the back office: the team's weekly hours and meeting
 * link (one calendar for the whole team, India time; any staff member edits it), every session with its counsellor
 * and state, marking one held, and the first-100 counsellors still waiting for a session.
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
} from 'react-admin'
import { strategyStatusNames, weekdays, when } from './format'
import { adminFetch, AdminHttpError } from './http'
import { usePostAction } from './use-post-action'

interface Range {
  weekday: number
  start: string
  end: string
}
interface TeamHours {
  weekly: Range[]
  meetingLink: string | null
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
  heldBy: string | null
}
interface WaitingRow {
  id: string
  name: string
  email: string
  phone: string | null
  place: number | null
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
            They were told to look again in a few days. Open more hours above, or write to them.
          </p>
          <ul>
            {data.map((row) => (
              <li key={row.id}>
                {row.name} (place {row.place ?? '-'}): <a href={`mailto:${row.email}`}>{row.email}</a>
                {row.phone ? `, ${row.phone}` : ''}
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
        <FunctionField label="" render={() => <MarkHeld />} />
      </Datagrid>
    </List>
    <WaitingCounsellors />
  </>
)

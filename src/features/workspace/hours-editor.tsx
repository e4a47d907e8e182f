import { Fragment, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import type { Availability } from '../../api/workspace'
import { indiaDate, indiaDateKey } from '../../content/india-time'
import { workspaceContent } from '../../content/workspace'
import { useLoad } from './use-load'

const copy = workspaceContent.hours
/** Monday first, as a week is read in India; 0 = Sunday on the wire. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const

interface Range {
  key: number
  start: string
  end: string
}
interface DayOff {
  key: number
  date: string
}
interface Draft {
  days: Record<number, Range[]>
  daysOff: DayOff[]
}

let nextKey = 1
const key = () => nextKey++

function toDraft(availability: Availability): Draft {
  const days: Record<number, Range[]> = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] }
  for (const range of [...availability.weekly].sort((a, b) => a.start.localeCompare(b.start)))
    days[range.weekday]?.push({ key: key(), start: range.start, end: range.end })
  const daysOff = [...availability.exceptions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date }) => ({ key: key(), date }))
  return { days, daysOff }
}

/** What is wrong with the draft, in the counsellor's words, and the range or day off it is about (its key). */
export interface DraftProblem {
  text: string
  key: number
}

/** The first problem of the draft, or undefined when it can be saved. */
export function draftProblem(draft: Draft, today: string): DraftProblem | undefined {
  for (const weekday of WEEK) {
    const name = copy.weekdays[weekday]!
    const ranges = draft.days[weekday] ?? []
    for (const [index, range] of ranges.entries()) {
      if (!range.start || !range.end) return { text: copy.missingTime(name, index + 1), key: range.key }
      if (range.end <= range.start) return { text: copy.endBeforeStart(name, index + 1), key: range.key }
    }
    const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start))
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i]!.start < sorted[i - 1]!.end) return { text: copy.overlap(name), key: sorted[i]!.key }
  }
  for (const { date, key } of draft.daysOff) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { text: copy.badDate, key }
    if (date < today) return { text: copy.pastDate, key }
  }
  return undefined
}

function toAvailability(draft: Draft): Availability {
  return {
    weekly: WEEK.flatMap((weekday) =>
      (draft.days[weekday] ?? []).map(({ start, end }) => ({ weekday, start, end })),
    ),
    exceptions: [...new Set(draft.daysOff.map((d) => d.date))].sort().map((date) => ({ date })),
  }
}

async function load() {
  const { fetchAvailability } = await import('../../api/workspace')
  return fetchAvailability()
}

/** Weekly hours (one or more ranges a day, India time) and days off, saved together. */
export function HoursEditor() {
  const { state, reload } = useLoad(load, copy.loadFailed)
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
  return <HoursForm initial={state.data} />
}

function HoursForm({ initial }: { initial: Availability }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial))
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>(undefined)
  // A problem found before saving is said beside its range or day off, whose first field takes the focus.
  const [problem, setProblem] = useState<DraftProblem | undefined>(undefined)
  const ids = { weekly: useId(), off: useId(), error: useId(), problem: useId() }
  /** The attributes of a field of the range or day off `key`: invalid and described by the problem when it has one. */
  const invalidIf = (key: number) =>
    problem?.key === key ? { 'aria-invalid': true, 'aria-describedby': ids.problem } : {}
  const problemAt = (key: number) =>
    problem?.key === key && (
      <p id={ids.problem} className="workspace__error workspace-hours__problem" role="alert">
        {problem.text}
      </p>
    )
  // Save is disabled while it saves, which drops focus to the page: it gets it back when the save ends.
  const saveButton = useRef<HTMLButtonElement>(null)
  useFocusBackWhenIdle(saving, () => saveButton.current)
  const focusKey = useRef<number | undefined>(undefined)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    // A range or date just added: the keyboard continues in its first field.
    if (focusKey.current === undefined) return
    // Kept until its field is there: a previous render's effects, flushed late on a busy phone, run before it is.
    const field = formRef.current?.querySelector<HTMLInputElement>(`[data-key="${focusKey.current}"]`)
    if (!field) return
    field.focus()
    focusKey.current = undefined
  }, [draft, problem])

  function change(next: Draft, focus?: number) {
    setDraft(next)
    setDirty(true)
    setNotice(undefined)
    setProblem(undefined)
    focusKey.current = focus
  }

  function setRange(weekday: number, rangeKey: number, field: 'start' | 'end', value: string) {
    change({
      ...draft,
      days: {
        ...draft.days,
        [weekday]: (draft.days[weekday] ?? []).map((r) =>
          r.key === rangeKey ? { ...r, [field]: value } : r,
        ),
      },
    })
  }

  function addRange(weekday: number) {
    const ranges = draft.days[weekday] ?? []
    const last = ranges.at(-1)
    // After the last range by default: 16:00-19:00 for a first one, an hour after the last otherwise.
    const start = last ? last.end : '16:00'
    const hour = Math.min(23, Number(start.slice(0, 2)) + 2)
    const range = { key: key(), start, end: `${String(hour).padStart(2, '0')}:${start.slice(3)}` }
    change({ ...draft, days: { ...draft.days, [weekday]: [...ranges, range] } }, range.key)
  }

  function removeRange(weekday: number, rangeKey: number) {
    change({
      ...draft,
      days: { ...draft.days, [weekday]: (draft.days[weekday] ?? []).filter((r) => r.key !== rangeKey) },
    })
  }

  function addDayOff() {
    const dayOff = { key: key(), date: '' }
    change({ ...draft, daysOff: [...draft.daysOff, dayOff] }, dayOff.key)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const found = draftProblem(draft, indiaDateKey(new Date().toISOString()))
    if (found) {
      setNotice(undefined)
      setProblem(found)
      focusKey.current = found.key
      return
    }
    setSaving(true)
    setNotice(undefined)
    try {
      const { saveAvailability } = await import('../../api/workspace')
      const saved = await saveAvailability(toAvailability(draft))
      setDraft(toDraft(saved))
      setDirty(false)
      setNotice({ ok: true, text: copy.saved })
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, workspaceContent.header.saveFailed) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form ref={formRef} className="workspace-hours" onSubmit={(event) => void save(event)} noValidate>
      <p className="workspace-header__note">{copy.lead}</p>
      <h3 id={ids.weekly} className="workspace__subheading">
        {copy.weekly}
      </h3>
      <ul className="workspace-hours__days" aria-labelledby={ids.weekly}>
        {WEEK.map((weekday) => {
          const name = copy.weekdays[weekday]!
          const ranges = draft.days[weekday] ?? []
          return (
            <li key={weekday} className="workspace-hours__day">
              <fieldset>
                <legend className="workspace-hours__name">{name}</legend>
                {ranges.length === 0 && <p className="workspace-hours__none">{copy.unavailable}</p>}
                {ranges.map((range, index) => (
                  <Fragment key={range.key}>
                    <div
                      className="workspace-hours__range"
                      role="group"
                      aria-label={copy.rangeLabel(name, index + 1)}
                    >
                      {(['start', 'end'] as const).map((field) => (
                        <label key={field} className="workspace-hours__field">
                          <span>{field === 'start' ? copy.from : copy.to}</span>
                          <input
                            type="time"
                            step={900}
                            required
                            // The range's first field is the one focus goes to (a range added, a problem found).
                            data-key={field === 'start' ? range.key : undefined}
                            className="form-control"
                            {...invalidIf(range.key)}
                            value={range[field]}
                            onChange={(event) => setRange(weekday, range.key, field, event.target.value)}
                          />
                        </label>
                      ))}
                      <button
                        type="button"
                        className="btn btn-link workspace__tap workspace-hours__remove"
                        aria-label={copy.removeFor(name, index + 1)}
                        onClick={() => removeRange(weekday, range.key)}
                      >
                        {copy.remove}
                      </button>
                    </div>
                    {problemAt(range.key)}
                  </Fragment>
                ))}
                <button
                  type="button"
                  className="btn btn-outline-brand btn-sm workspace__tap"
                  aria-label={copy.addFor(name)}
                  onClick={() => addRange(weekday)}
                >
                  {copy.add}
                </button>
              </fieldset>
            </li>
          )
        })}
      </ul>

      <h3 id={ids.off} className="workspace__subheading">
        {copy.daysOff}
      </h3>
      <p className="workspace-header__note">{copy.daysOffLead}</p>
      {draft.daysOff.length === 0 && <p className="workspace-hours__none">{copy.noDaysOff}</p>}
      <ul className="workspace-hours__off" aria-labelledby={ids.off}>
        {draft.daysOff.map((dayOff) => (
          <li key={dayOff.key} className="workspace-hours__range">
            <label className="workspace-hours__field">
              <span>{copy.dayOffLabel}</span>
              <input
                type="date"
                required
                data-key={dayOff.key}
                className="form-control"
                {...invalidIf(dayOff.key)}
                value={dayOff.date}
                onChange={(event) =>
                  change({
                    ...draft,
                    daysOff: draft.daysOff.map((d) =>
                      d.key === dayOff.key ? { ...d, date: event.target.value } : d,
                    ),
                  })
                }
              />
            </label>
            <button
              type="button"
              className="btn btn-link workspace__tap workspace-hours__remove"
              aria-label={dayOff.date ? copy.removeDayOff(indiaDate(dayOff.date)) : copy.remove}
              onClick={() => change({ ...draft, daysOff: draft.daysOff.filter((d) => d.key !== dayOff.key) })}
            >
              {copy.remove}
            </button>
            {problemAt(dayOff.key)}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-outline-brand btn-sm workspace__tap" onClick={addDayOff}>
        {copy.addDayOff}
      </button>

      <div className="workspace-hours__save">
        <button ref={saveButton} type="submit" className="btn btn-brand workspace__tap" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </button>
        <p
          id={ids.error}
          className={notice?.ok === false ? 'workspace__error' : 'workspace__live workspace__live--ok'}
          role="status"
        >
          {notice?.text ?? (dirty ? copy.unsaved : '')}
        </p>
      </div>
    </form>
  )
}

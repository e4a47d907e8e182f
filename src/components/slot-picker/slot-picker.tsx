import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { indiaDateKey, indiaLongDay, indiaTime, indiaWhen } from '../../content/india-time'
import './slot-picker.css'

/** A free time to book; `final`: it starts within 12 hours, so once booked it can be neither moved nor cancelled. */
export interface PickableSlot {
  startsAt: string
  endsAt: string
  final: boolean
}

/** The picker's words, from the content module of the booking it serves (content/debrief.ts, workspace-page.ts). */
export interface SlotPickerWords {
  pick: string
  noSlots: string
  moreDays: string
  confirm: (when: string) => string
  confirmMove: (when: string) => string
  bookChosen: string
  chooseFirst: string
  finalMark: string
  finalNote: string
  chosenFinal: (when: string) => string
  booking: string
}

/** Days of free times shown before "Show more days". */
const FIRST_DAYS = 4

/**
 * The free times grouped by day (India time), one radio group, and one button that books the chosen time, under the
 * chosen time's day, with its warning when the time is final. Shared by the debrief (My orders) and the strategy
 * session (the workspace).
 */
export function SlotPicker({
  slots,
  busy,
  moving = false,
  words,
  noSlots,
  onPick,
}: {
  slots: readonly PickableSlot[]
  busy: boolean
  moving?: boolean
  words: SlotPickerWords
  /** What to show instead of `words.noSlots` when there is no free time. */
  noSlots?: ReactNode
  onPick: (startsAt: string) => void
}) {
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const [allDays, setAllDays] = useState(false)
  const [error, setError] = useState('')
  const name = useId()
  const errorId = useId()
  const finalNoteId = useId()
  const firstNewDay = useRef<HTMLInputElement>(null)

  // A chosen time taken meanwhile is gone from the reloaded list.
  const stillFree = chosen !== undefined && slots.some((s) => s.startsAt === chosen)

  const days: { key: string; slots: PickableSlot[] }[] = []
  for (const slot of slots) {
    const key = indiaDateKey(slot.startsAt)
    const day = days.at(-1)
    if (day?.key === key) day.slots.push(slot)
    else days.push({ key, slots: [slot] })
  }
  const shown = allDays ? days : days.slice(0, FIRST_DAYS)
  const chosenSlot = stillFree ? slots.find((s) => s.startsAt === chosen) : undefined
  // The Book button sits under the chosen time's day (not below every day's times), with its warning when final.
  const chosenDay = chosenSlot && shown.some((d) => d.key === indiaDateKey(chosenSlot.startsAt))
  const bookButton = (
    <button type="submit" className="btn btn-brand slot-picker__book" disabled={busy}>
      {busy
        ? words.booking
        : chosenSlot
          ? (moving ? words.confirmMove : words.confirm)(indiaWhen(chosenSlot.startsAt))
          : words.bookChosen}
    </button>
  )

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!stillFree) return setError(words.chooseFirst)
    setError('')
    onPick(chosen)
  }

  if (slots.length === 0) return <p className="slot-picker__text">{noSlots ?? words.noSlots}</p>
  return (
    <form className="slot-picker" onSubmit={submit} noValidate>
      <p className="slot-picker__text">{words.pick}</p>
      {slots.some((s) => s.final) && (
        <p id={finalNoteId} className="slot-picker__text slot-picker__final-note">
          {words.finalNote}
        </p>
      )}
      {shown.map((day, index) => (
        <fieldset key={day.key} className="slot-picker__day">
          <legend className="slot-picker__day-name">{indiaLongDay(day.slots[0]!.startsAt)}</legend>
          <div className="slot-picker__slots">
            {day.slots.map((slot, slotIndex) => (
              <label
                key={slot.startsAt}
                className={
                  chosen === slot.startsAt
                    ? 'slot-picker__slot slot-picker__slot--chosen'
                    : 'slot-picker__slot'
                }
              >
                <input
                  ref={index === FIRST_DAYS && slotIndex === 0 ? firstNewDay : undefined}
                  type="radio"
                  name={name}
                  value={slot.startsAt}
                  checked={chosen === slot.startsAt}
                  onChange={() => {
                    setChosen(slot.startsAt)
                    setError('')
                  }}
                  aria-describedby={
                    [error ? errorId : '', slot.final ? finalNoteId : ''].filter(Boolean).join(' ') ||
                    undefined
                  }
                />
                <span>{indiaTime(slot.startsAt)}</span>
                {slot.final && (
                  <>
                    {' '}
                    <span className="slot-picker__final">{words.finalMark}</span>
                  </>
                )}
              </label>
            ))}
          </div>
          {chosenSlot && indiaDateKey(chosenSlot.startsAt) === day.key && (
            <div className="slot-picker__book-row">
              {chosenSlot.final && (
                <p className="slot-picker__final-warning" role="note">
                  {words.chosenFinal(indiaWhen(chosenSlot.startsAt))}
                </p>
              )}
              {bookButton}
            </div>
          )}
        </fieldset>
      ))}
      {!allDays && days.length > FIRST_DAYS && (
        <button
          type="button"
          className="btn btn-link btn-sm"
          onClick={() => {
            setAllDays(true)
            setTimeout(() => firstNewDay.current?.focus(), 0)
          }}
        >
          {words.moreDays}
        </button>
      )}
      {error && (
        <p id={errorId} className="slot-picker__error" role="alert">
          {error}
        </p>
      )}
      {!chosenDay && bookButton}
    </form>
  )
}

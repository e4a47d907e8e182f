import { useEffect, useId, useRef, useState } from 'react'
import { ApiError, errorMessage } from '../../api/api-error'
import type { Debrief } from '../../api/debrief'
import { config } from '../../config/env'
import { debriefContent } from '../../content/debrief'
import './debrief.css'
import { indiaLongDay, indiaTime, indiaWhen } from '../../content/india-time'
import { SlotPicker } from '../../components/slot-picker/slot-picker'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'

const copy = debriefContent

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  /** `now`: when it was loaded, for what can still be changed. */
  | { kind: 'loaded'; debrief: Debrief; now: number }

async function load(orderId: string): Promise<View> {
  try {
    const { fetchDebrief } = await import('../../api/debrief')
    return { kind: 'loaded', debrief: await fetchDebrief(orderId), now: Date.now() }
  } catch (error) {
    return { kind: 'failed', message: errorMessage(error, copy.loadFailed) }
  }
}

/** A ready report's debrief: pick a free time, then the booking (join, calendar, change, cancel) or the outcome. */
export default function OrderDebrief({ orderId }: { orderId: string }) {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>(undefined)
  const [changing, setChanging] = useState(false)
  const [askCancel, setAskCancel] = useState(false)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  // Booking, moving and cancelling replace the button pressed: focus goes to the notice that says what happened.
  const noticeRef = useRef<HTMLParagraphElement>(null)
  useFocusBackWhenIdle(busy, () => noticeRef.current)

  useEffect(() => {
    let live = true
    void load(orderId).then((next) => {
      if (live) setView(next)
    })
    return () => {
      live = false
    }
  }, [orderId])

  async function book(startsAt: string) {
    if (busy || view.kind !== 'loaded') return
    const moving = view.debrief.state === 'booked'
    setBusy(true)
    setNotice(undefined)
    try {
      const { bookDebrief } = await import('../../api/debrief')
      const debrief = await bookDebrief(orderId, startsAt)
      setView({ kind: 'loaded', debrief, now: Date.now() })
      setChanging(false)
      setNotice({ ok: true, text: moving ? copy.movedNotice : copy.bookedNotice })
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, copy.failed) })
      // Taken by another parent meanwhile (or the hours changed): the free times as they are now.
      if (error instanceof ApiError && error.status === 409) {
        const next = await load(orderId)
        if (next.kind === 'loaded') setView(next)
      }
    } finally {
      setBusy(false)
    }
  }

  async function cancel() {
    if (busy) return
    setBusy(true)
    setNotice(undefined)
    try {
      const { cancelDebrief } = await import('../../api/debrief')
      const debrief = await cancelDebrief(orderId)
      setView({ kind: 'loaded', debrief, now: Date.now() })
      setAskCancel(false)
      setNotice({ ok: true, text: copy.cancelledNotice })
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, copy.failed) })
    } finally {
      setBusy(false)
    }
  }

  const live = (
    <p
      ref={noticeRef}
      className={notice?.ok === false ? 'order-card__error' : 'order-card__notice'}
      role="status"
      tabIndex={-1}
    >
      {notice?.text}
    </p>
  )

  let body
  if (view.kind === 'loading')
    body = (
      <p className="order-card__detail" role="status">
        {copy.loading}
      </p>
    )
  else if (view.kind === 'failed')
    body = (
      <div role="alert">
        <p className="order-card__error">{view.message}</p>
        <button
          type="button"
          className="btn btn-outline-brand btn-sm"
          onClick={() => {
            setView({ kind: 'loading' })
            void load(orderId).then(setView)
          }}
        >
          {copy.retry}
        </button>
      </div>
    )
  else {
    const { debrief, now } = view
    const session = debrief.session
    const canChange = session !== null && Date.parse(session.changeUntil) > now
    body = (
      <>
        {debrief.counsellorName && (
          <p className="order-card__detail">{copy.counsellor(debrief.counsellorName)}</p>
        )}
        {debrief.state === 'not-ready' && <p className="order-card__detail">{copy.notReady}</p>}
        {debrief.state === 'no-counsellor' && <p className="order-card__detail">{copy.noCounsellor}</p>}
        {debrief.state === 'open' && session?.status === 'cancelled' && session.cancelledBy !== 'parent' && (
          <p className="order-card__detail" data-debrief="cancelled">
            {copy.cancelledByThem(indiaWhen(session.startsAt), session.cancelReason ?? null)}
          </p>
        )}
        {debrief.state === 'no-show' && session && (
          <p className="order-card__detail" data-debrief="no-show">
            {copy.noShow(indiaWhen(session.startsAt))}
          </p>
        )}
        {(debrief.state === 'open' || debrief.state === 'no-show') && (
          <SlotPicker
            slots={debrief.slots}
            busy={busy}
            words={copy}
            onPick={(startsAt) => void book(startsAt)}
          />
        )}
        {debrief.state === 'booked' && session && (
          <div className="debrief__booked" data-debrief="booked">
            <p className="debrief__when">
              {copy.booked(`${indiaLongDay(session.startsAt)}, ${indiaTime(session.startsAt)}`)}
            </p>
            <JoinBy joinBy={session.joinBy} />
            <div className="order-card__actions">
              <a
                className="btn btn-brand btn-sm"
                href={`${config.apiBaseUrl}/api/orders/${encodeURIComponent(orderId)}/debrief.ics`}
                download
              >
                {copy.addToCalendar}
              </a>
              {canChange && !changing && !askCancel && (
                <>
                  <button
                    type="button"
                    className="btn btn-outline-brand btn-sm"
                    onClick={() => setChanging(true)}
                  >
                    {copy.change}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm debrief__danger"
                    onClick={() => setAskCancel(true)}
                  >
                    {copy.cancel}
                  </button>
                </>
              )}
            </div>
            <p className="order-card__detail debrief__rule">
              {canChange ? copy.changeUntil(indiaWhen(session.changeUntil)) : copy.tooLate}
            </p>
            {askCancel && (
              <div className="debrief__confirm" role="group" aria-label={copy.cancel}>
                <p>{copy.cancelQuestion}</p>
                <div className="order-card__actions">
                  <button
                    type="button"
                    className="btn btn-sm debrief__danger debrief__danger--solid"
                    disabled={busy}
                    onClick={() => void cancel()}
                  >
                    {busy ? copy.cancelling : copy.cancelConfirm}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-brand btn-sm"
                    onClick={() => setAskCancel(false)}
                  >
                    {copy.keep}
                  </button>
                </div>
              </div>
            )}
            {changing && (
              <>
                <SlotPicker
                  slots={debrief.slots}
                  busy={busy}
                  moving
                  words={copy}
                  onPick={(startsAt) => void book(startsAt)}
                />
                <button type="button" className="btn btn-link btn-sm" onClick={() => setChanging(false)}>
                  {copy.keep}
                </button>
              </>
            )}
          </div>
        )}
        {debrief.state === 'held' && session && (
          <div data-debrief="held">
            <p className="debrief__when">{copy.held(indiaWhen(session.startsAt))}</p>
            {debrief.parentNote && (
              <>
                <h5 className="debrief__note-heading">{copy.noteHeading}</h5>
                <p className="debrief__note">{debrief.parentNote}</p>
              </>
            )}
          </div>
        )}
      </>
    )
  }

  return (
    <section className="order-card__section debrief" aria-labelledby={headingId}>
      <h4 id={headingId} className="order-card__subheading">
        {copy.heading}
      </h4>
      {body}
      {live}
    </section>
  )
}

function JoinBy({ joinBy }: { joinBy: string }) {
  if (/^https:\/\//i.test(joinBy))
    return (
      <p className="order-card__detail">
        {copy.joinLinkLead}{' '}
        <a href={joinBy} target="_blank" rel="noopener noreferrer" className="debrief__join">
          {copy.joinLink}
        </a>
      </p>
    )
  // A phone number, or the server's own sentence ("Meera Iyer will call you on ...").
  if (/^\+?[\d\s-]{6,}$/.test(joinBy))
    return (
      <p className="order-card__detail">
        <a href={`tel:${joinBy.replace(/[^\d+]/g, '')}`}>{copy.joinPhone(joinBy)}</a>
      </p>
    )
  return <p className="order-card__detail">{joinBy}</p>
}

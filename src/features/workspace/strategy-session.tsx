import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, errorMessage } from '../../api/api-error'
import type { Strategy } from '../../api/strategy'
import { SlotPicker } from '../../components/slot-picker/slot-picker'
import { config } from '../../config/env'
import { indiaLongDay, indiaTime, indiaWhen } from '../../content/india-time'
import { strategyContent as copy } from '../../content/workspace-page'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'

type View = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; strategy: Strategy }

async function load(): Promise<View> {
  try {
    const { fetchStrategy } = await import('../../api/strategy')
    return { kind: 'loaded', strategy: await fetchStrategy() }
  } catch (error) {
    return { kind: 'failed', message: errorMessage(error, copy.loadFailed) }
  }
}

/**
 * The first-100 offer's 1-hour strategy session (issue 47 point 5): our team's free times to pick from, then the
 * booking (how to join, the calendar file, change and cancel up to 12 hours before) or the session held.
 */
export function StrategySession() {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>(undefined)
  const [changing, setChanging] = useState(false)
  const [askCancel, setAskCancel] = useState(false)
  const [busy, setBusy] = useState(false)
  // Booking, moving and cancelling replace the button pressed: focus goes to the notice that says what happened.
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const noticeTarget = useCallback(() => noticeRef.current, [])
  useFocusBackWhenIdle(busy, noticeTarget)
  // Change and Cancel disappear when pressed: focus goes to what replaced them (the times, or the question).
  const changeRef = useRef<HTMLDivElement>(null)
  const askRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (changing) changeRef.current?.focus()
  }, [changing])
  useEffect(() => {
    if (askCancel) askRef.current?.focus()
  }, [askCancel])

  useEffect(() => {
    let live = true
    void load().then((next) => {
      if (live) setView(next)
    })
    return () => {
      live = false
    }
  }, [])

  async function act(work: () => Promise<Strategy>, done: string) {
    if (busy) return
    setBusy(true)
    setNotice(undefined)
    try {
      const strategy = await work()
      setView({ kind: 'loaded', strategy })
      setChanging(false)
      setAskCancel(false)
      setNotice({ ok: true, text: done })
      noticeRef.current?.focus()
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, copy.failed) })
      // Taken by another counsellor meanwhile (or the hours changed): the free times as they are now.
      if (error instanceof ApiError && error.status === 409) {
        const next = await load()
        if (next.kind === 'loaded') setView(next)
      }
    } finally {
      setBusy(false)
    }
  }

  async function book(startsAt: string, moving: boolean) {
    const { bookStrategy } = await import('../../api/strategy')
    await act(() => bookStrategy(startsAt), moving ? copy.movedNotice : copy.bookedNotice)
  }

  async function cancel() {
    const { cancelStrategy } = await import('../../api/strategy')
    await act(cancelStrategy, copy.cancelledNotice)
  }

  let body
  if (view.kind === 'loading')
    body = (
      <p className="workspace__hint" role="status">
        {copy.loading}
      </p>
    )
  else if (view.kind === 'failed')
    body = (
      <div role="alert">
        <p className="workspace__error">{view.message}</p>
        <button
          type="button"
          className="btn btn-outline-brand workspace__tap"
          onClick={() => {
            setView({ kind: 'loading' })
            void load().then(setView)
          }}
        >
          {copy.retry}
        </button>
      </div>
    )
  else {
    const { strategy } = view
    const session = strategy.session
    body = (
      <>
        {strategy.state === 'no-hours' && (
          <p className="workspace__hint" data-strategy="no-hours">
            {copy.noHours}
          </p>
        )}
        {strategy.state === 'open' && session?.cancelledByTeam && (
          <p className="workspace__hint" data-strategy="team-cancelled">
            {copy.teamCancelled(
              `${indiaLongDay(session.startsAt)}, ${indiaTime(session.startsAt)}`,
              session.cancelReason,
            )}
          </p>
        )}
        {strategy.state === 'open' && (
          <SlotPicker
            slots={strategy.slots}
            busy={busy}
            words={copy}
            onPick={(startsAt) => void book(startsAt, false)}
          />
        )}
        {strategy.state === 'booked' && session && (
          <div className="workspace-strategy__booked" data-strategy="booked">
            <p className="workspace-strategy__when">
              {copy.booked(`${indiaLongDay(session.startsAt)}, ${indiaTime(session.startsAt)}`)}
            </p>
            <JoinBy session={session} />
            <div className="workspace-page__actions">
              <a
                className="btn btn-brand workspace__tap"
                href={`${config.apiBaseUrl}/api/workspace/strategy.ics`}
                download="strategy-session.ics"
              >
                {copy.addToCalendar}
              </a>
              {session.canChange && !changing && !askCancel && (
                <>
                  {session.movesLeft > 0 && (
                    <button
                      type="button"
                      className="btn btn-outline-brand workspace__tap"
                      onClick={() => setChanging(true)}
                    >
                      {copy.change}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn workspace__tap workspace__danger"
                    onClick={() => setAskCancel(true)}
                  >
                    {copy.cancel}
                  </button>
                </>
              )}
            </div>
            <p className="workspace__hint">
              {session.canChange
                ? `${copy.changeUntil(indiaWhen(session.changeUntil))} ${
                    session.movesLeft > 0 ? copy.movesLeft(session.movesLeft) : copy.noMovesLeft
                  }`
                : copy.tooLate}
            </p>
            {askCancel && (
              <div
                ref={askRef}
                tabIndex={-1}
                className="workspace-strategy__confirm"
                role="group"
                aria-label={copy.cancel}
              >
                <p>{copy.cancelQuestion}</p>
                <div className="workspace-page__actions">
                  <button
                    type="button"
                    className="btn workspace__tap workspace__danger workspace__danger--solid"
                    disabled={busy}
                    onClick={() => void cancel()}
                  >
                    {busy ? copy.cancelling : copy.cancelConfirm}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-brand workspace__tap"
                    onClick={() => setAskCancel(false)}
                  >
                    {copy.keep}
                  </button>
                </div>
              </div>
            )}
            {changing && (
              <div ref={changeRef} tabIndex={-1} role="group" aria-label={copy.change}>
                <SlotPicker
                  slots={strategy.slots}
                  busy={busy}
                  moving
                  words={copy}
                  onPick={(startsAt) => void book(startsAt, true)}
                />
                <button type="button" className="btn btn-link" onClick={() => setChanging(false)}>
                  {copy.keep}
                </button>
              </div>
            )}
          </div>
        )}
        {strategy.state === 'held' && session && (
          <p className="workspace-strategy__when" data-strategy="held">
            {copy.held(indiaWhen(session.startsAt))}
          </p>
        )}
      </>
    )
  }

  return (
    <div className="workspace-strategy" aria-labelledby="workspace-strategy-heading" role="group">
      <h4 id="workspace-strategy-heading" className="workspace__subheading">
        {copy.heading}
      </h4>
      <p>{copy.lead}</p>
      {body}
      <p
        ref={noticeRef}
        className={notice?.ok === false ? 'workspace__error' : 'workspace-strategy__notice'}
        role="status"
        tabIndex={-1}
        data-testid="strategy-notice"
      >
        {notice?.text}
      </p>
    </div>
  )
}

function JoinBy({ session }: { session: NonNullable<Strategy['session']> }) {
  if (session.meetingLink)
    return (
      <p>
        {copy.joinLinkLead}{' '}
        <a
          href={session.meetingLink}
          target="_blank"
          rel="noopener noreferrer"
          className="workspace-strategy__join"
        >
          {copy.joinLink}
        </a>
      </p>
    )
  if (session.callPhone) return <p>{copy.callPhone(session.callPhone)}</p>
  return <p>{copy.linkByMail}</p>
}

import { useEffect, useId, useRef, useState } from 'react'
import Modal from 'react-bootstrap/Modal'
import { config } from '../../config/env'
import { indiaLongDay, indiaTime } from '../../content/india-time'
import { withdrawConsentContent as copy } from '../../content/withdraw-consent'
import { useTabWrap } from '../../hooks/use-tab-wrap'

/**
 * Asks before a scan's consent is withdrawn, in My orders and in the privacy centre alike: names what goes with it
 * (the answers, the report and its PDF, a booked debrief with its date) and offers the PDF first. A real dialog:
 * focus kept inside, Escape or "Keep my consent" closes it, and react-bootstrap puts focus back on the button that
 * opened it.
 */
export function WithdrawConsentDialog({
  show,
  orderId,
  planName,
  childName,
  reportReady,
  onConfirm,
  onClose,
}: {
  show: boolean
  orderId: string
  /** The report's plan as the page names it ("Achiever's Report"). */
  planName: string
  childName: string | null
  /** A report is ready: it and its PDF go too, and the PDF is offered first. */
  reportReady: boolean
  /** Withdraw: the caller closes the dialog and runs the request, saying the outcome on its page. */
  onConfirm: () => void
  onClose: () => void
}) {
  const titleId = useId()
  const body = useRef<HTMLDivElement>(null)
  const keepButton = useRef<HTMLButtonElement>(null)
  useTabWrap(show, body)
  // A booked debrief is only known once a report is ready: asked when the dialog opens, as My orders' box shows it.
  // undefined: still asking (each time the dialog opens).
  const [debrief, setDebrief] = useState<{ at: string | null } | undefined>(undefined)
  const checking = reportReady && debrief === undefined
  useEffect(() => {
    if (!show || !reportReady) return
    let live = true
    void import('../../api/debrief')
      .then(({ fetchDebrief }) => fetchDebrief(orderId))
      .then(
        (found) => {
          const booked = found.state === 'booked' && found.session ? found.session.startsAt : null
          if (live) setDebrief({ at: booked })
        },
        // Not known: the list says what is certain; the debrief line is left out rather than guessed.
        () => {
          if (live) setDebrief({ at: null })
        },
      )
    return () => {
      live = false
    }
  }, [show, reportReady, orderId])

  return (
    <Modal
      show={show}
      onHide={onClose}
      animation={false}
      centered
      aria-labelledby={titleId}
      onShow={() => {
        setDebrief(undefined)
        keepButton.current?.focus()
      }}
      contentClassName="withdraw-dialog"
    >
      <Modal.Body ref={body}>
        <h2 id={titleId} className="h5">
          {copy.title}
        </h2>
        <p>{copy.lead(childName)}</p>
        <ul data-testid="withdraw-losses">
          <li>{copy.answers}</li>
          {reportReady && <li>{copy.report(planName)}</li>}
          {debrief?.at && <li>{copy.debrief(`${indiaLongDay(debrief.at)}, ${indiaTime(debrief.at)}`)}</li>}
        </ul>
        {checking && (
          <p className="small" role="status">
            {copy.checking}
          </p>
        )}
        {reportReady && (
          <div className="mb-3">
            <p className="mb-2">{copy.keepPdf}</p>
            <a
              className="btn btn-brand btn-sm"
              href={`${config.apiBaseUrl}/api/orders/${encodeURIComponent(orderId)}/report/pdf`}
              download
            >
              {copy.download}
            </a>
          </div>
        )}
        <p>{copy.kept}</p>
        <div className="d-flex flex-wrap gap-2">
          <button ref={keepButton} type="button" className="btn btn-outline-brand" onClick={onClose}>
            {copy.keep}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm}>
            {copy.confirm}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  )
}

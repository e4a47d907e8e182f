import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import type { BuyerTicket } from '../../api/orders'
import {
  HELP_MESSAGE_MAX,
  HELP_REASONS,
  helpReasonLabels,
  orderHelpContent as copy,
  ticketStateLabels,
  type HelpReason,
} from '../../content/order-help'
import { formatDay } from './format'

type Errors = { reason?: string; message?: string; server?: string }

/** What a parent typed, checked as the server checks it (its answer has the last word). */
function check(reason: HelpReason | '', message: string): Errors {
  const errors: Errors = {}
  if (!reason) errors.reason = copy.chooseReason
  if (message.trim() === '') errors.message = copy.writeMessage
  else if (message.trim().length > HELP_MESSAGE_MAX) errors.message = copy.tooLong
  return errors
}

/**
 * "Need help with this order?": a short form that opens a help request (a ticket with a number, acknowledged by
 * mail at once), and the order's requests with our answers.
 */
export function OrderHelp({
  orderId,
  tickets,
  onChanged,
}: {
  orderId: string
  tickets: BuyerTicket[]
  onChanged: () => void
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<HelpReason | ''>('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string | undefined>(undefined)
  const toggle = useRef<HTMLButtonElement>(null)
  const firstReason = useRef<HTMLInputElement>(null)
  const messageField = useRef<HTMLTextAreaElement>(null)
  const notice = useRef<HTMLParagraphElement>(null)
  const focusNext = useRef<'form' | 'notice' | 'toggle' | null>(null)

  // A layout effect: focus moves in the same commit that shows the notice or the form, never a frame later (a
  // screen reader would first announce the page; under load a test saw the text before the focus).
  useLayoutEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'form') firstReason.current?.focus()
    else if (target === 'notice') notice.current?.focus()
    else if (target === 'toggle') toggle.current?.focus()
  }, [open, sent])

  function show() {
    setSent(undefined)
    setErrors({})
    focusNext.current = 'form'
    setOpen(true)
  }

  function cancel() {
    focusNext.current = 'toggle'
    setOpen(false)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const found = check(reason, message)
    setErrors(found)
    if (found.reason || found.message) {
      // The keyboard and the screen reader land on the first field to put right, which reads out its error.
      if (found.reason) firstReason.current?.focus()
      else messageField.current?.focus()
      return
    }
    setSending(true)
    try {
      const { openHelpRequest } = await import('../../api/orders')
      const { ticket } = await openHelpRequest({ orderId, reason: reason as HelpReason, message })
      setReason('')
      setMessage('')
      focusNext.current = 'notice'
      setOpen(false)
      setSent(copy.sent(ticket.number))
      onChanged()
    } catch (error) {
      setErrors({ server: errorMessage(error, copy.failed) })
    } finally {
      setSending(false)
    }
  }

  const reasonError = `${id}-reason-error`
  const messageHint = `${id}-message-hint`
  const messageError = `${id}-message-error`

  return (
    <div className="order-card__section order-help">
      {tickets.length > 0 && (
        <>
          <h4 className="order-card__subheading">{copy.requests}</h4>
          <ul className="order-help__tickets">
            {tickets.map((ticket) => (
              <li key={ticket.id} className="order-help__ticket">
                <p className="order-help__ticket-title">
                  {copy.number(ticket.number)}: {ticketStateLabels[ticket.state]}
                </p>
                <p className="order-card__detail">
                  {copy.sentOn(formatDay(ticket.createdAt))} ·{' '}
                  {helpReasonLabels[ticket.reason as HelpReason] ?? ticket.reason}
                </p>
                <p className="order-help__label">{copy.yourMessage}</p>
                <p className="order-help__text">{ticket.message}</p>
                {ticket.answer && ticket.answeredAt && (
                  <>
                    <p className="order-help__label">{copy.ourAnswer(formatDay(ticket.answeredAt))}</p>
                    <p className="order-help__text order-help__answer">{ticket.answer}</p>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p ref={notice} tabIndex={-1} className="order-card__notice" role="status">
        {sent}
      </p>
      {!open ? (
        <button ref={toggle} type="button" className="btn btn-outline-brand btn-sm" onClick={show}>
          {copy.open}
        </button>
      ) : (
        <form className="order-help__form" onSubmit={(event) => void submit(event)} noValidate>
          <h4 className="order-card__subheading">{copy.heading}</h4>
          <p className="order-card__detail">{copy.lead}</p>
          <fieldset
            className="order-help__reasons"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? reasonError : undefined}
          >
            <legend className="order-help__legend">{copy.reasonLegend}</legend>
            {HELP_REASONS.map((key, index) => (
              <div className="form-check" key={key}>
                <input
                  ref={index === 0 ? firstReason : undefined}
                  className="form-check-input"
                  type="radio"
                  name={`${id}-reason`}
                  id={`${id}-reason-${key}`}
                  value={key}
                  checked={reason === key}
                  aria-describedby={errors.reason ? reasonError : undefined}
                  onChange={() => setReason(key)}
                />
                <label className="form-check-label" htmlFor={`${id}-reason-${key}`}>
                  {helpReasonLabels[key]}
                </label>
              </div>
            ))}
            {errors.reason && (
              <p id={reasonError} className="order-card__error">
                {errors.reason}
              </p>
            )}
          </fieldset>
          <label className="form-label order-help__legend" htmlFor={`${id}-message`}>
            {copy.messageLabel}
          </label>
          <textarea
            ref={messageField}
            id={`${id}-message`}
            className="form-control"
            rows={5}
            value={message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageError} ${messageHint}` : messageHint}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={messageHint} className="order-card__detail">
            {copy.messageHint}
          </p>
          {errors.message && (
            <p id={messageError} className="order-card__error">
              {errors.message}
            </p>
          )}
          {errors.server && (
            <p className="order-card__error" role="alert">
              {errors.server}
            </p>
          )}
          <div className="order-card__actions">
            <button type="submit" className="btn btn-brand btn-sm" disabled={sending}>
              {sending ? copy.sending : copy.send}
            </button>
            <button type="button" className="btn btn-outline-brand btn-sm" onClick={cancel}>
              {copy.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}

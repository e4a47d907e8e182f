import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { errorMessage } from '../../api/api-error'
import type { BuyerOrder } from '../../api/orders'
import type { BuyerTicket } from '../../api/orders'
import { config } from '../../config/env'
import { ordersContent } from '../../content/orders'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { formatDay, formatPaise } from './format'
import { OrderHelp } from './order-help'
import { OrderReport } from './order-report'
import { OrderScan } from './order-scan'

const copy = ordersContent.list
// The booking is loaded only for an order with a ready report, so My orders' first load does not carry it.
const OrderDebrief = lazy(() => import('./order-debrief'))

/** One order: what was bought, where the money is, the invoice and what happens next. */
export function OrderCard({
  order,
  tickets = [],
  onChanged,
}: {
  order: BuyerOrder
  /** The help requests about this order. */
  tickets?: BuyerTicket[]
  onChanged: () => void
}) {
  const headingId = useId()
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>(undefined)
  const emailButton = useRef<HTMLButtonElement>(null)
  // The button is disabled while the request runs, which drops focus to <body>: it comes back when it ends.
  useFocusBackWhenIdle(
    sending,
    useCallback(() => emailButton.current, []),
  )

  async function emailAgain() {
    if (sending) return
    setSending(true)
    setNotice(undefined)
    try {
      const { emailInvoiceAgain } = await import('../../api/orders')
      const { message } = await emailInvoiceAgain(order.id)
      setNotice({ ok: true, text: message })
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, ordersContent.invoiceFailed) })
    } finally {
      setSending(false)
    }
  }

  return (
    <article className="order-card" aria-labelledby={headingId} data-status={order.status.key}>
      <h3 id={headingId} className="order-card__title">
        {order.planName}
      </h3>
      <p className={`order-card__status order-card__status--${order.status.key}`}>{order.status.title}</p>
      {order.status.detail && <p className="order-card__detail">{order.status.detail}</p>}
      <dl className="order-card__facts">
        <div>
          <dt>{copy.amount}</dt>
          <dd>{formatPaise(order.amountPaise)}</dd>
        </div>
        <div>
          <dt>{copy.date}</dt>
          <dd>{formatDay(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{copy.orderReference}</dt>
          <dd className="order-card__reference">{order.reference}</dd>
        </div>
      </dl>

      {order.payments.length > 0 && (
        <div className="order-card__section">
          <h4 className="order-card__subheading">{copy.payments}</h4>
          <ul className="order-card__lines">
            {order.payments.map((payment) => (
              <li key={payment.id}>
                {formatPaise(payment.amountPaise)}: {payment.line}
              </li>
            ))}
          </ul>
        </div>
      )}

      {order.refunds.length > 0 && (
        <div className="order-card__section">
          <h4 className="order-card__subheading">{copy.refunds}</h4>
          <ul className="order-card__lines">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {formatPaise(refund.amountPaise)}: {refund.status.title}
              </li>
            ))}
          </ul>
        </div>
      )}

      {order.invoice && (
        <div className="order-card__section">
          <h4 className="order-card__subheading">
            {copy.invoice} {order.invoice.number}
          </h4>
          {order.invoice.creditedBy.length > 0 && (
            <p className="order-card__detail">
              {order.invoice.cancelledBy
                ? copy.cancelledBy(order.invoice.creditedBy)
                : copy.creditedInPart(order.invoice.creditedBy)}
            </p>
          )}
          <div className="order-card__actions">
            <a
              className="btn btn-brand btn-sm"
              href={`${config.apiBaseUrl}/api/orders/${encodeURIComponent(order.id)}/invoice`}
              download
            >
              {copy.download}
            </a>
            {order.creditNotes.map((note) => (
              <a
                key={note.id}
                className="btn btn-outline-brand btn-sm"
                href={`${config.apiBaseUrl}/api/orders/${encodeURIComponent(order.id)}/credit-notes/${encodeURIComponent(note.id)}`}
                download
              >
                {copy.downloadCreditNote(note.number)}
              </a>
            ))}
            <button
              ref={emailButton}
              type="button"
              className="btn btn-outline-brand btn-sm"
              onClick={() => void emailAgain()}
              disabled={sending}
            >
              {sending ? copy.emailing : copy.emailAgain}
            </button>
          </div>
          <p className={notice?.ok === false ? 'order-card__error' : 'order-card__notice'} role="status">
            {notice?.text}
          </p>
        </div>
      )}

      {order.report && <OrderReport report={order.report} orderId={order.id} />}
      {order.report?.state === 'ready' && (
        <Suspense fallback={null}>
          <OrderDebrief orderId={order.id} />
        </Suspense>
      )}
      {order.scan && (
        <OrderScan
          scan={order.scan}
          orderId={order.id}
          planName={order.planName}
          reportReady={order.report?.state === 'ready'}
          onChanged={onChanged}
        />
      )}

      {order.nextSteps && (
        <div className="order-card__section">
          <h4 className="order-card__subheading">{copy.nextSteps}</h4>
          {order.assignedCounsellor ? (
            <p className="order-card__detail" data-testid="assigned-counsellor">
              {copy.counsellor(order.assignedCounsellor.name)}
              {order.assignedCounsellor.pageUrl && (
                <>
                  {' · '}
                  <a href={order.assignedCounsellor.pageUrl}>{copy.counsellorPage}</a>
                </>
              )}
              {order.assignedCounsellor.credentialUrl && (
                <>
                  {' · '}
                  <a href={order.assignedCounsellor.credentialUrl}>{copy.counsellorCredential}</a>
                </>
              )}
            </p>
          ) : (
            order.counsellor && <p className="order-card__detail">{copy.counsellor(order.counsellor)}</p>
          )}
          <ol className="order-steps">
            {order.nextSteps.map((step) => (
              <li
                key={step.title}
                className={`order-steps__step order-steps__step--${step.state}`}
                aria-current={step.state === 'current' ? 'step' : undefined}
              >
                <span className="order-steps__state">{ordersContent.stepState[step.state]}</span>
                <span className="order-steps__title">{step.title}</span>
                <span className="order-steps__detail">{step.detail}</span>
                {step.link && (
                  <a className="order-steps__link" href={step.link.href}>
                    {step.link.label}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}

      <OrderHelp orderId={order.id} tickets={tickets} onChanged={onChanged} />
    </article>
  )
}

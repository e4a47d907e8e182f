import { useId, useRef } from 'react'
import Modal from 'react-bootstrap/Modal'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import type { Role } from '../../content/catalogue'
import type { Receipt } from '../../api/invoice'
import { paymentMessages, successModal } from '../../content/checkout'
import { successReceipt } from '../../content/success-receipt'
import { formatRupees } from '../../content/format'
import { afterPurchaseContent, kitFirstStep, reportFirstStep } from '../../content/after-purchase'
import { useTabWrap } from '../../hooks/use-tab-wrap'

/** SPEC §2: shown once the payment is recorded; Back to Home closes it and goes to /. */
export default function SuccessModal({
  show,
  role,
  scanUrl,
  receipt,
  invoiceLate = false,
  onBackHome,
}: {
  show: boolean
  role: Role
  /** A report's scan link, when the invoice call returned it. */
  scanUrl?: string | undefined
  /** The order just invoiced, when the invoice call answered. */
  receipt?: Receipt | undefined
  /** The invoice call failed: the server sends it later (SPEC §8's message). */
  invoiceLate?: boolean
  onBackHome: () => void
}) {
  const titleId = useId()
  const body = useRef<HTMLDivElement>(null)
  useTabWrap(show, body)
  return (
    <Modal
      show={show}
      onHide={onBackHome}
      // No fade, as with the OTP modal: on a slow phone the news arrives a transition's forced reflow sooner.
      animation={false}
      backdrop="static"
      centered
      aria-labelledby={titleId}
      contentClassName="success-modal"
    >
      <Modal.Body ref={body} className="success-modal__body">
        <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
          <circle cx="36" cy="36" r="36" fill="#dcfce7" />
          <path
            d="M22 37l10 10 19-22"
            fill="none"
            stroke="#15803d"
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 id={titleId} className="success-modal__title">
          {successModal.title}
        </h2>
        {/* SPEC §8's 'Payment successful', said on the page instead of in a browser pop-up. */}
        <p className="success-modal__status" role="status">
          {paymentMessages.succeeded}
        </p>
        <p className="success-modal__text">{successModal.body}</p>
        {invoiceLate && <p className="success-modal__text">{paymentMessages.invoiceFailed}</p>}
        <p className="success-modal__welcome">{successModal.welcome}</p>
        {receipt && (
          <dl className="success-modal__receipt">
            <div>
              <dt>{successReceipt.reference}</dt>
              <dd>{receipt.reference}</dd>
            </div>
            <div>
              <dt>{successReceipt.amount}</dt>
              <dd>{formatRupees(receipt.amountPaise / 100)}</dd>
            </div>
            <div>
              <dt>{successReceipt.invoiceSentTo}</dt>
              <dd>{receipt.email}</dd>
            </div>
          </dl>
        )}
        <NextStep role={role} scanUrl={scanUrl} />
        {/* With a scan to take, the scan is the main button and Back to Home the second. */}
        <button
          type="button"
          className={scanUrl ? 'btn btn-outline-brand' : 'btn btn-brand btn-lg'}
          onClick={onBackHome}
        >
          {successModal.button}
        </button>
      </Modal.Body>
    </Modal>
  )
}

/** The same first step the invoice mail and My orders give, and where to follow the order. */
function NextStep({ role, scanUrl }: { role: Role; scanUrl: string | undefined }) {
  const step = role === 'student' ? reportFirstStep : kitFirstStep
  const { before, link, after } = afterPurchaseContent.followInMyOrders
  return (
    <div className="success-modal__next">
      <p className="mb-1">
        <strong>{step.title}.</strong> {step.detail}
      </p>
      {scanUrl && (
        <p className="mb-1">
          <a className="btn btn-brand btn-lg" href={scanUrl}>
            {afterPurchaseContent.openScan}
          </a>
        </p>
      )}
      <p>
        {before}
        <Link to={paths.orders}>{link}</Link>
        {after}
      </p>
    </div>
  )
}

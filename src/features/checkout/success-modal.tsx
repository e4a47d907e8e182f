import { useId, useRef } from 'react'
import Modal from 'react-bootstrap/Modal'
import { successModal } from '../../content/checkout'
import { useTabWrap } from '../../hooks/use-tab-wrap'

/** SPEC §2: shown once the payment is recorded; Back to Home closes it and goes to /. */
export default function SuccessModal({ show, onBackHome }: { show: boolean; onBackHome: () => void }) {
  const titleId = useId()
  const body = useRef<HTMLDivElement>(null)
  useTabWrap(show, body)
  return (
    <Modal
      show={show}
      onHide={onBackHome}
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
        <p className="success-modal__text">{successModal.body}</p>
        <p className="success-modal__welcome">{successModal.welcome}</p>
        <button type="button" className="btn btn-brand btn-lg" onClick={onBackHome}>
          {successModal.button}
        </button>
      </Modal.Body>
    </Modal>
  )
}

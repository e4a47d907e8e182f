import { contactForm } from '../../content/contact'
import type { Notice } from './use-timed-notice'

interface StatusNoticeProps {
  notice: Notice | null
  onClose: () => void
}

/**
 * The contact form's result: green 'Success!' or red 'Oops!' with the server's words. The live region stays
 * mounted (empty when idle) so screen readers announce the notice when it appears.
 */
export function StatusNotice({ notice, onClose }: StatusNoticeProps) {
  return (
    <div role="status" aria-live="polite" className="contact-status">
      {notice && (
        <div
          className={`alert alert-dismissible mb-0 ${notice.kind === 'success' ? 'alert-success' : 'alert-danger'}`}
          data-testid="contact-notice"
        >
          <h3 className="alert-heading h5">
            {notice.kind === 'success' ? contactForm.successHeading : contactForm.failureHeading}
          </h3>
          <p className="mb-0">{notice.message}</p>
          <button type="button" className="btn-close" aria-label={contactForm.close} onClick={onClose} />
        </div>
      )}
    </div>
  )
}

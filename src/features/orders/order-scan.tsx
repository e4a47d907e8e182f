import { useCallback, useRef, useState } from 'react'
import { errorMessage } from '../../api/api-error'
import type { BuyerOrder } from '../../api/orders'
import { forgetScansOnThisDevice } from '../../api/scan-storage'
import { orderScanContent } from '../../content/order-service'
import { afterPurchaseContent } from '../../content/after-purchase'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { LazyWithdrawConsentDialog as WithdrawConsentDialog } from '../../components/withdraw-consent/lazy-withdraw-consent-dialog'
import { formatDay } from './format'

const copy = orderScanContent

/** A report's scan on its order: where it stands, its link, the link by mail again, and withdrawing consent. */
export function OrderScan({
  scan,
  orderId,
  planName,
  reportReady = false,
  onChanged,
}: {
  scan: NonNullable<BuyerOrder['scan']>
  orderId: string
  /** The order's plan as My orders names it, and whether its report is ready: both named before withdrawing. */
  planName: string
  reportReady?: boolean
  onChanged: () => void
}) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState<'email' | 'withdraw' | 'open' | 'reopen' | null>(null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>(undefined)
  const name = scan.childFirstName ?? ''
  const emailButton = useRef<HTMLButtonElement>(null)
  const status = useRef<HTMLParagraphElement>(null)
  // The buttons are disabled while a request runs (focus drops to <body>): focus comes back to the link's button,
  // or to what happened when that button is gone (consent withdrawn).
  useFocusBackWhenIdle(
    busy !== null,
    useCallback(() => emailButton.current ?? status.current, []),
  )

  /** "Open the scan": a new link for this device (the mailed ones stop working), then the scan. */
  async function open() {
    if (busy) return
    setBusy('open')
    setNotice(undefined)
    try {
      const api = await import('../../api/orders')
      const { url } = await api.openScanHere(orderId)
      window.location.assign(url)
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, copy.failed) })
      setBusy(null)
    }
  }

  async function run(kind: 'email' | 'withdraw' | 'reopen') {
    if (busy) return
    setBusy(kind)
    setNotice(undefined)
    try {
      const api = await import('../../api/orders')
      const { message } = await (kind === 'email'
        ? api.emailScanLinkAgain(orderId)
        : kind === 'reopen'
          ? api.reopenScan(orderId)
          : api.withdrawScanConsent(orderId))
      setNotice({ ok: true, text: message })
      if (kind === 'reopen') onChanged()
      if (kind === 'withdraw') {
        // The scan's answers kept on this device go too (answer-store.ts).
        forgetScansOnThisDevice()
        onChanged()
      }
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, copy.failed) })
    } finally {
      setBusy(null)
    }
  }

  const state =
    scan.status === 'consented'
      ? copy.state.consented(name || copy.yourChild, scan.answered, scan.total)
      : scan.status === 'submitted'
        ? copy.state.submitted(name, scan.submittedAt ? formatDay(scan.submittedAt) : '')
        : copy.state[scan.status]

  return (
    <div className="order-card__section" data-scan={scan.status}>
      <h4 className="order-card__subheading">{copy.heading}</h4>
      <p className="order-card__detail">{state}</p>
      {scan.status === 'submitted' && scan.hurried && (
        <>
          <p className="order-card__detail">{scan.canReopen ? copy.hurried(name) : copy.hurriedDone}</p>
          {scan.canReopen && (
            <div className="order-card__actions">
              <button
                type="button"
                className="btn btn-outline-brand btn-sm"
                onClick={() => void run('reopen')}
                disabled={busy !== null}
              >
                {busy === 'reopen' ? copy.reopening : copy.reopen}
              </button>
            </div>
          )}
        </>
      )}
      {scan.status !== 'submitted' && scan.status !== 'erased' && (
        <>
          <div className="order-card__actions">
            {scan.status !== 'withdrawn' && (
              <button
                type="button"
                className="btn btn-brand btn-sm"
                onClick={() => void open()}
                disabled={busy !== null}
              >
                {busy === 'open' ? copy.opening : afterPurchaseContent.openScan}
              </button>
            )}
            <button
              ref={emailButton}
              type="button"
              className="btn btn-outline-brand btn-sm"
              onClick={() => void run('email')}
              disabled={busy !== null}
            >
              {busy === 'email' ? copy.emailing : copy.emailLink}
            </button>
          </div>
          <p className="order-card__detail">{copy.linkNote}</p>
          <p className="order-card__detail">{copy.newestLinkOnly}</p>
        </>
      )}
      {(scan.status === 'consented' || scan.status === 'submitted') && (
        <button
          type="button"
          className="btn btn-link btn-sm order-card__withdraw"
          onClick={() => setAsking(true)}
          disabled={busy !== null}
        >
          {busy === 'withdraw' ? copy.withdrawing : copy.withdraw}
        </button>
      )}
      <WithdrawConsentDialog
        show={asking}
        orderId={orderId}
        planName={planName}
        childName={name || null}
        reportReady={reportReady}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          void run('withdraw')
        }}
      />
      <p
        ref={status}
        tabIndex={-1}
        className={notice?.ok === false ? 'order-card__error' : 'order-card__notice'}
        role="status"
      >
        {notice?.text}
      </p>
    </div>
  )
}

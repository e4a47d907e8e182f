import { Suspense, useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { paths } from '../../config/paths'
import { checkoutPage, paymentMessages, paymentNotices, supportNote } from '../../content/checkout'
import { afterPurchaseContent } from '../../content/after-purchase'
import { brand } from '../../content/site'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { prefetch } from '../../app/prefetch'
import { loadGateway, preconnectGateway } from './load-gateway'
import { loadPaymentServices } from '../../api/load-payment-services'
import { lazyPage } from '../../app/lazy-page'
import { PaymentLoader } from './payment-loader'
import { usePaymentFlow, type PaymentNotice } from './use-payment-flow'
import type { CheckoutData } from './checkout-state'
import { CouponForm } from './coupon-form'
import { OrderSummaryCard } from './order-summary-card'
import { PersonalDetailsCard } from './personal-details-card'
import './checkout.css'

// The success modal is needed only once a payment completes, so it is not in checkout's chunk; it is fetched as
// soon as that chunk has arrived (usually prefetched ahead of the tap that opens checkout), so that checkout's
// first render has it instead of suspending on it and rendering again when it arrives.
const successModal = lazyPage(() => import('./success-modal'))
void successModal.preload().catch(() => undefined)
const SuccessModal = successModal.Component

/** The checkout screen (SPEC §2): details, summary, the counsellor coupon, Pay Now and the payment flow. */
export function CheckoutView({ data }: { data: CheckoutData }) {
  const navigate = useNavigate()
  const [promoTotal, setPromoTotal] = useState<number | undefined>(undefined)
  const buyer = { ...data, role: data.role === 'eec' ? ('eec' as const) : ('student' as const) }
  const { state, notice, invoiceLate, pay, forgetOrder } = usePaymentFlow(buyer, data.planName)
  const { phase, order } = state

  useEffect(() => {
    // Warm-up only: a failure here surfaces, with its message, when Pay Now or Apply needs the services.
    loadPaymentServices().catch(() => undefined)
    // Pay Now then waits for the order alone, not also for the gateway's script.
    preconnectGateway()
    prefetch(loadGateway)
  }, [])

  const shownBeforeOrder = promoTotal ?? data.amount
  // DESIGN §2: the amount charged is the server's; once an order exists the screen shows that figure.
  const total = order ? order.amount / 100 : shownBeforeOrder
  const busy = phase !== 'idle'
  const payButton = useRef<HTMLButtonElement>(null)
  // Pay Now is disabled while the order is created, so the payment window hands focus back to <body> on close.
  useFocusBackWhenIdle(busy, () => payButton.current)

  function handlePromoApplied(finalPrice: number) {
    setPromoTotal(finalPrice)
    forgetOrder()
  }

  function handleBackHome() {
    navigate(paths.home)
  }

  return (
    <div className="checkout container page-section">
      <h1 className="checkout__heading">{checkoutPage.heading}</h1>
      <div className="row g-4">
        <div className="col-lg-7">
          <PersonalDetailsCard data={data} />
        </div>
        <div className="col-lg-5">
          <OrderSummaryCard
            planName={data.planName}
            originalAmount={data.amount}
            total={total}
            updatedByServer={order !== undefined && total !== shownBeforeOrder}
          >
            {data.role === 'eec' && (
              <CouponForm email={data.email} disabled={busy} onApplied={handlePromoApplied} />
            )}
            {(phase === 'halted' || phase === 'duplicate') && (
              <div className="checkout-halted" role="alert">
                <p className="mb-1">
                  {phase === 'halted' ? paymentMessages.markFailed : paymentMessages.duplicate}
                </p>
                <p className="mb-0">
                  {supportNote(order?.orderId ?? '')}{' '}
                  <a href={`tel:${brand.supportPhone.replace(/[^+0-9]/g, '')}`}>{brand.supportPhone}</a> ·{' '}
                  <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
                </p>
                <SeeMyOrders />
              </div>
            )}
            {phase === 'idle' && notice && <PaymentNoticeBox notice={notice} refusal={state.refusal} />}
            <button
              ref={payButton}
              type="button"
              className="btn btn-accent btn-lg w-100 checkout__pay"
              disabled={busy}
              onClick={() => void pay()}
            >
              {checkoutPage.payNow}
            </button>
            <p className="checkout-note">{checkoutPage.secureNote}</p>
          </OrderSummaryCard>
        </div>
      </div>
      <PaymentLoader phase={phase} />
      {/* Mounted from the start (hidden) so it is ready the moment the payment completes. */}
      <Suspense fallback={null}>
        <SuccessModal
          show={phase === 'done'}
          role={buyer.role}
          scanUrl={state.scanUrl}
          receipt={state.receipt}
          invoiceLate={invoiceLate}
          onBackHome={handleBackHome}
        />
      </Suspense>
    </div>
  )
}

/** SPEC §8's message on the page, what it means for the buyer's money, and where to look when it is unsure. */
function PaymentNoticeBox({ notice, refusal }: { notice: PaymentNotice; refusal: string | undefined }) {
  return (
    <div className="checkout-halted checkout-notice" role="alert">
      {notice.kind === 'initiateFailed' && (
        <>
          <p className="checkout-notice__title">{paymentMessages.initiateFailed}</p>
          {/* The server's reason ("You have already paid for this plan.") when it gave one. */}
          {refusal ? <p className="mb-0">{refusal}</p> : <p className="mb-0">{paymentNotices.notStarted}</p>}
        </>
      )}
      {notice.kind === 'gatewayFailed' && (
        <>
          <p className="checkout-notice__title">{paymentNotices.gatewayFailed}</p>
          <p className="mb-1">
            {paymentNotices.gatewaySaid}{' '}
            <q lang={notice.reason ? 'en' : undefined}>
              {notice.reason ?? paymentMessages.gatewayFailedFallback}
            </q>
          </p>
          <p className="mb-0">{paymentNotices.nothingCharged}</p>
        </>
      )}
      {notice.kind === 'verifyFailed' && (
        <>
          <p className="checkout-notice__title">{paymentMessages.verifyFailed}</p>
          <SeeMyOrders />
        </>
      )}
    </div>
  )
}

/** Beside the notices that leave a payment unsettled (SPEC §8's words stay as they are): where to look. */
function SeeMyOrders() {
  const { before, link, after } = afterPurchaseContent.seeMyOrders
  return (
    <p className="mb-0">
      {before}
      <Link to={paths.orders}>{link}</Link>
      {after}
    </p>
  )
}

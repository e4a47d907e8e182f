import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import Modal from 'react-bootstrap/Modal'
import { useNavigate } from 'react-router-dom'
import { prefetch, routeCode } from '../../app/prefetch'
import { ApiError, errorMessage } from '../../api/api-error'
import { CODE_TRIES_PER_CODE, OTP_LENGTH, maskedPhone, otpCopy } from '../../content/registration'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { useTabWrap } from '../../hooks/use-tab-wrap'
import { onboardingApi } from '../../api/on-demand'
import { destinationAfterVerification, expectedDestination } from './after-verification'
import { emptyDigits } from './otp-digits'
import { OtpInputs } from './otp-inputs'
import type { OtpModalProps } from './otp-modal-props'
import { useResendCountdown } from '../../hooks/use-resend-countdown'
import { useWebOtp } from './use-web-otp'
import './otp-modal.css'

/**
 * The OTP step (SPEC §4). react-bootstrap's Modal keeps focus in it (with useTabWrap), returns it on close and
 * locks the page's scrolling while open.
 */
export default function OtpModal({
  show,
  applicant,
  selectedPlan,
  sms,
  channel,
  onHide,
  onExited,
}: OtpModalProps) {
  const navigate = useNavigate()
  const titleId = useId()
  const groupLabelId = useId()
  const smsLineId = useId()
  const [digits, setDigits] = useState(emptyDigits)
  const [verifying, setVerifying] = useState(false)
  const [resending, setResending] = useState(false)
  // Where the latest code went: by SMS or WhatsApp too, as registering or the latest resend answered.
  const [bySms, setBySms] = useState(sms === true)
  const [byWhatsapp, setByWhatsapp] = useState(channel === 'whatsapp')
  const countdown = useResendCountdown()
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const [wrongTries, setWrongTries] = useState(0)
  const failureId = useId()
  // After a wrong code: the first (emptied) box takes focus once the boxes are enabled again.
  const [retry, setRetry] = useState(0)
  useEffect(() => {
    if (retry > 0) body.current?.querySelector('input')?.focus()
  }, [retry])
  const body = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)
  useTabWrap(show, form)
  // After a wrong code the boxes come back enabled: start again at the first one.
  useFocusBackWhenIdle(verifying, () => body.current?.querySelector('input'))
  useWebOtp(
    useCallback((code: string[]) => setDigits(code), []),
    show,
  )
  // While the code is being typed, fetch the page that Verify leads to.
  const destination = expectedDestination(applicant.role, selectedPlan)
  useEffect(() => {
    if (show) prefetch(routeCode(destination))
  }, [show, destination])

  const otp = digits.join('')
  const complete = otp.length === OTP_LENGTH

  async function handleVerify(event: FormEvent) {
    event.preventDefault()
    if (!complete || verifying) return
    setVerifying(true)
    const { email, phone } = applicant
    try {
      const onboarding = await onboardingApi.use(async (api) => {
        await api.validateOtp({ email, phone, otp })
        return api
      })
      const { to, state } = await destinationAfterVerification(applicant, selectedPlan, onboarding.selectPlan)
      navigate(to, { state })
    } catch (err) {
      // SPEC §4/§8 log a failed verification (kept); the modal also says what happened and what to do (issue 50.1,
      // docs/decisions.md): the boxes are emptied and focus goes back to the first one.
      console.error(errorMessage(err, otpCopy.verificationFailed))
      if (err instanceof ApiError && err.status === 400) {
        const wrong = wrongTries + 1
        setWrongTries(wrong)
        setFailure(otpCopy.wrongCode(Math.max(0, CODE_TRIES_PER_CODE - wrong)))
      } else setFailure(otpCopy.checkFailed)
      setDigits(emptyDigits())
      setVerifying(false)
      setRetry((n) => n + 1)
    }
  }

  async function handleResend() {
    if (countdown.secondsLeft > 0 || resending) return
    setResending(true)
    const { email, phone, role, firstName, lastName } = applicant
    try {
      const sent = await onboardingApi.use(({ resendOtp }) =>
        resendOtp({ email, phone, role, firstName, lastName }),
      )
      setBySms(sent.sms === true)
      setByWhatsapp(sent.channel === 'whatsapp')
      // A new code: its own tries.
      setWrongTries(0)
      setFailure(undefined)
      window.alert(otpCopy.resent)
      countdown.restart()
    } catch {
      window.alert(otpCopy.resendFailed)
    } finally {
      setResending(false)
    }
  }

  const resendLabel = resending
    ? otpCopy.resending
    : countdown.secondsLeft > 0
      ? otpCopy.resendIn(countdown.secondsLeft)
      : otpCopy.resend

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      // No fade: on a slow phone the transition's forced reflow and timers were most of the work between the
      // server's answer and usable boxes, and the boxes were not readable until it ended.
      animation={false}
      // Straight to the first box, ready to type (the dialog itself would take focus otherwise).
      onShow={() => body.current?.querySelector('input')?.focus()}
      backdrop="static"
      centered
      aria-labelledby={titleId}
      contentClassName="otp-modal"
    >
      <form ref={form} onSubmit={handleVerify} noValidate>
        <Modal.Header closeButton closeLabel={otpCopy.close}>
          <Modal.Title as="h2" id={titleId} className="otp-modal__title">
            {otpCopy.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body ref={body}>
          <p id={groupLabelId} className="otp-modal__intro">
            {otpCopy.intro(applicant.email)}
          </p>
          {bySms && (
            <p id={smsLineId} className="otp-modal__sms">
              {(byWhatsapp ? otpCopy.alsoByWhatsapp : otpCopy.alsoBySms)(maskedPhone(applicant.phone))}
            </p>
          )}
          <OtpInputs
            digits={digits}
            onChange={setDigits}
            disabled={verifying}
            labelId={groupLabelId}
            describedById={[bySms ? smsLineId : '', failure ? failureId : ''].join(' ').trim() || undefined}
          />
          <p id={failureId} className="otp-modal__error" role="alert">
            {failure}
          </p>
        </Modal.Body>
        <Modal.Footer className="otp-modal__footer">
          <button
            type="button"
            className="btn btn-outline-brand"
            onClick={handleResend}
            disabled={countdown.secondsLeft > 0 || resending}
          >
            {resendLabel}
          </button>
          <button type="submit" className="btn btn-brand" disabled={!complete || verifying}>
            {verifying ? otpCopy.verifying : otpCopy.verify}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  )
}

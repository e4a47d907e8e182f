import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react'
import { errorMessage } from '../../api/api-error'
import type { HeldData, HeldOrder } from '../../api/privacy'
import { LazyWithdrawConsentDialog as WithdrawConsentDialog } from '../../components/withdraw-consent/lazy-withdraw-consent-dialog'
import { config } from '../../config/env'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import {
  PRIVACY_REASONS,
  PRIVACY_REQUEST_MAX,
  privacyCentreContent,
  privacyReasonLabels,
} from '../../content/privacy-centre'
import { SCAN_CLASSES, SCAN_TEXT_MAX } from '../../content/scan'
import { scanConsentContent } from '../../content/scan-consent'
import {
  SchoolContextFields,
  schoolContextBody,
  schoolContextErrors,
  schoolContextValue,
  type SchoolContextField,
} from '../../components/school-context/school-context-fields'
import type { ScanContext, SchoolSubject } from '../../engine/types'

const copy = privacyCentreContent

/** One section of the signed-in part: a card with its heading. */
function Card({ heading, children, tone }: { heading: string; children: ReactNode; tone?: 'danger' }) {
  const id = useId()
  return (
    <section
      className={tone === 'danger' ? 'privacy-card privacy-card--danger' : 'privacy-card'}
      aria-labelledby={id}
    >
      <h3 id={id} className="privacy-card__heading">
        {heading}
      </h3>
      {children}
    </section>
  )
}

/** A form's outcome, read out when it changes (and given the focus when its action ends: see useAction). */
function Outcome({
  outcome,
  ref,
}: {
  outcome: { ok: boolean; text: string } | undefined
  ref?: Ref<HTMLParagraphElement>
}) {
  return (
    <p
      ref={ref}
      className={outcome?.ok === false ? 'privacy-form__error' : 'privacy-form__notice'}
      role="status"
      tabIndex={-1}
    >
      {outcome?.text}
    </p>
  )
}

type Outcomes = { ok: boolean; text: string } | undefined

/** Runs a call, keeping the form busy meanwhile; the server's words, or a plain fallback, become the outcome. */
function useAction() {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcomes>(undefined)
  // The submit button is disabled while the call runs, which drops the focus to the page: when it ends, the focus
  // goes to the outcome that says what happened (issue 50 point 13).
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  useFocusBackWhenIdle(busy, () => outcomeRef.current)
  async function run(call: () => Promise<{ message: string }>, after?: (message: string) => void) {
    if (busy) return
    setBusy(true)
    setOutcome(undefined)
    try {
      const { message } = await call()
      setOutcome({ ok: true, text: message })
      after?.(message)
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, copy.failed) })
    } finally {
      setBusy(false)
    }
  }
  return { busy, outcome, outcomeRef, run }
}

export function HeldSummary({ data }: { data: HeldData }) {
  const held = copy.held
  const { account } = data
  return (
    <Card heading={held.heading}>
      <dl className="privacy-held">
        <dt>{held.name}</dt>
        <dd>{`${account.firstName} ${account.lastName}`}</dd>
        <dt>{held.email}</dt>
        <dd>{account.email}</dd>
        <dt>{held.phone}</dt>
        <dd>{account.phone}</dd>
        <dt>{held.registeredAs}</dt>
        <dd>{held.roles[account.role]}</dd>
      </dl>
      <h4 className="privacy-card__subheading">{held.ordersHeading}</h4>
      {data.orders.length === 0 ? (
        <p>{held.noOrders}</p>
      ) : (
        <ul className="privacy-held__orders">
          {data.orders.map((order) => (
            <li key={order.id}>
              <strong>{order.plan}</strong>
              {order.invoice && <span>{held.invoice(order.invoice.number)}</span>}
              {order.scan && <ScanHeld order={order} scan={order.scan} />}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

/** "CBSE; Commerce; enjoys most: Maths, Art; enjoys least: History; the Hindi report says: By name only". */
function contextHeld(context: ScanContext): string {
  const held = copy.held
  const words = scanConsentContent.form
  const subjects = (list: readonly SchoolSubject[]) =>
    list.length > 0 ? list.map((subject) => words.subjectNames[subject]).join(', ') : held.notGiven
  return [
    words.boards[context.board],
    ...(context.stream ? [words.streams[context.stream]] : []),
    `${held.enjoys}: ${subjects(context.enjoys)}`,
    `${held.dislikes}: ${subjects(context.dislikes)}`,
    `${held.addressAs}: ${words.addressForms[context.addressAs]}`,
  ].join('; ')
}

function ScanHeld({ order, scan }: { order: HeldOrder; scan: NonNullable<HeldOrder['scan']> }) {
  const held = copy.held
  if (!scan.child) return <span>{held.childNone}</span>
  return (
    <span>
      {`${held.childHeading(order.plan)}: ${held.child(scan.child.firstName, scan.child.classLevel)}; `}
      {`${held.school}: ${scan.child.school ?? held.notGiven}; ${held.city}: ${scan.child.city ?? held.notGiven}; `}
      {scan.child.context && `${contextHeld(scan.child.context)}; `}
      {`${held.answers(scan.answers.length)}; ${held.reports(scan.reports.length)}.`}
    </span>
  )
}

export function DownloadLinks() {
  return (
    <Card heading={copy.download.heading}>
      <p>{copy.download.lead}</p>
      <div className="privacy-form__actions">
        <a className="btn btn-brand" href={`${config.apiBaseUrl}/api/privacy/export.json`} download>
          {copy.download.json}
        </a>
        <a className="btn btn-outline-brand" href={`${config.apiBaseUrl}/api/privacy/export.html`} download>
          {copy.download.html}
        </a>
      </div>
    </Card>
  )
}

export function DetailsForm({ account, onSaved }: { account: HeldData['account']; onSaved: () => void }) {
  const [firstName, setFirstName] = useState(account.firstName)
  const [lastName, setLastName] = useState(account.lastName)
  const [phone, setPhone] = useState(account.phone)
  const { busy, outcome, outcomeRef, run } = useAction()
  const ids = { first: useId(), last: useId(), phone: useId() }
  const c = copy.correct

  function save(event: FormEvent) {
    event.preventDefault()
    void run(async () => {
      const { correctDetails } = await import('../../api/privacy')
      return correctDetails({ firstName: firstName.trim(), lastName: lastName.trim(), phone: phone.trim() })
    }, onSaved)
  }

  return (
    <Card heading={c.heading}>
      <form onSubmit={save} className="privacy-form">
        <p>{c.lead}</p>
        <label htmlFor={ids.first} className="form-label">
          {c.firstName}
        </label>
        <input
          id={ids.first}
          className="form-control"
          autoComplete="given-name"
          required
          maxLength={80}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <label htmlFor={ids.last} className="form-label">
          {c.lastName}
        </label>
        <input
          id={ids.last}
          className="form-control"
          autoComplete="family-name"
          required
          maxLength={80}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
        <label htmlFor={ids.phone} className="form-label">
          {c.phone}
        </label>
        <input
          id={ids.phone}
          className="form-control"
          type="tel"
          autoComplete="tel"
          required
          maxLength={20}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <button type="submit" className="btn btn-brand privacy-form__submit" disabled={busy}>
          {busy ? c.saving : c.save}
        </button>
        <Outcome outcome={outcome} ref={outcomeRef} />
      </form>
    </Card>
  )
}

export function ChildForm({ order, onSaved }: { order: HeldOrder; onSaved: () => void }) {
  const child = order.scan?.child
  const [firstName, setFirstName] = useState(child?.firstName ?? '')
  const [classLevel, setClassLevel] = useState(String(child?.classLevel ?? ''))
  const [school, setSchool] = useState(child?.school ?? '')
  const [city, setCity] = useState(child?.city ?? '')
  const [context, setContext] = useState(() => schoolContextValue(child?.context))
  // A scan from before the school context was asked holds none: it is sent only once the parent gives one (or
  // changes the class), so correcting a name never invents a board.
  const [contextGiven, setContextGiven] = useState(Boolean(child?.context))
  const [errors, setErrors] = useState<Partial<Record<SchoolContextField, string>>>({})
  const { busy, outcome, outcomeRef, run } = useAction()
  const ids = { name: useId(), class: useId(), school: useId(), city: useId(), context: useId() }
  const c = copy.correct

  function save(event: FormEvent) {
    event.preventDefault()
    const found = contextGiven ? schoolContextErrors(context, Number(classLevel)) : {}
    setErrors(found)
    const first = (Object.keys(found) as SchoolContextField[])[0]
    if (first) {
      document.getElementById(`${ids.context}-${first}`)?.focus()
      return
    }
    void run(async () => {
      const { correctChild } = await import('../../api/privacy')
      return correctChild(order.id, {
        childFirstName: firstName.trim(),
        childClass: Number(classLevel),
        ...(school.trim() ? { school: school.trim() } : {}),
        ...(city.trim() ? { city: city.trim() } : {}),
        ...(contextGiven ? schoolContextBody(context, Number(classLevel)) : {}),
      })
    }, onSaved)
  }

  return (
    <Card heading={c.childHeading(order.plan)}>
      <form onSubmit={save} className="privacy-form" noValidate>
        <label htmlFor={ids.name} className="form-label">
          {c.childFirstName}
        </label>
        <input
          id={ids.name}
          className="form-control"
          required
          maxLength={SCAN_TEXT_MAX.firstName}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <label htmlFor={ids.class} className="form-label">
          {c.childClass}
        </label>
        <select
          id={ids.class}
          className="form-select"
          required
          value={classLevel}
          onChange={(event) => {
            setClassLevel(event.target.value)
            // The class changes what the context means (a stream from class 11): it is sent with it, as shown.
            setContextGiven(true)
          }}
        >
          {SCAN_CLASSES.map((n) => (
            <option key={n} value={n}>
              {c.classOption(n)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.school} className="form-label">
          {c.school}
        </label>
        <input
          id={ids.school}
          className="form-control"
          maxLength={SCAN_TEXT_MAX.school}
          value={school}
          onChange={(event) => setSchool(event.target.value)}
        />
        <label htmlFor={ids.city} className="form-label">
          {c.city}
        </label>
        <input
          id={ids.city}
          className="form-control"
          maxLength={SCAN_TEXT_MAX.city}
          value={city}
          onChange={(event) => setCity(event.target.value)}
        />
        <h4 className="privacy-form__subheading">{scanConsentContent.form.schoolHeading}</h4>
        <SchoolContextFields
          id={ids.context}
          classLevel={Number(classLevel)}
          value={context}
          onChange={(next) => {
            setContext(next)
            setContextGiven(true)
          }}
          errors={errors}
        />
        <button type="submit" className="btn btn-brand privacy-form__submit" disabled={busy}>
          {busy ? c.saving : c.childSave}
        </button>
        <Outcome outcome={outcome} ref={outcomeRef} />
      </form>
    </Card>
  )
}

function WithdrawScan({ order, onWithdrawn }: { order: HeldOrder; onWithdrawn: (message: string) => void }) {
  const { busy, outcome, outcomeRef, run } = useAction()
  const c = copy.consent
  const [asking, setAsking] = useState(false)
  function withdraw() {
    setAsking(false)
    void run(async () => {
      const { withdrawScanConsent } = await import('../../api/orders')
      return withdrawScanConsent(order.id)
    }, onWithdrawn)
  }
  return (
    <li className="privacy-consent">
      <p className="privacy-consent__purpose">
        {c.scanPurpose(order.plan, order.scan?.child?.firstName ?? null)}
      </p>
      <p>{c.scanEffect}</p>
      <button
        type="button"
        className="btn btn-outline-danger btn-sm"
        onClick={() => setAsking(true)}
        disabled={busy}
      >
        {busy ? c.withdrawing : c.withdraw}
      </button>
      <WithdrawConsentDialog
        show={asking}
        orderId={order.id}
        planName={order.plan}
        childName={order.scan?.child?.firstName ?? null}
        reportReady={(order.scan?.reports.length ?? 0) > 0}
        onClose={() => setAsking(false)}
        onConfirm={withdraw}
      />
      {/* Success is said by the list (this purpose leaves it); a failure is said here. */}
      <Outcome outcome={outcome?.ok === false ? outcome : undefined} ref={outcomeRef} />
    </li>
  )
}

export function ConsentList({
  orders,
  onWithdrawn,
}: {
  orders: readonly HeldOrder[]
  onWithdrawn: () => void
}) {
  const c = copy.consent
  // The withdrawn purpose leaves the list when the data is reloaded: its confirmation stays here.
  // An object, so that a second withdrawal with the same words is a change too.
  const [done, setDone] = useState<{ text: string } | undefined>(undefined)
  // The purpose withdrawn leaves the list with its button: the focus goes to the confirmation.
  const doneRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])
  const open = orders.filter(
    (order) => order.scan?.status === 'consented' || order.scan?.status === 'submitted',
  )
  return (
    <Card heading={c.heading}>
      <p>{c.lead}</p>
      {open.length === 0 ? (
        <p>{c.noScan}</p>
      ) : (
        <ul className="privacy-consents">
          {open.map((order) => (
            <WithdrawScan
              key={order.id}
              order={order}
              onWithdrawn={(message) => {
                setDone({ text: message })
                onWithdrawn()
              }}
            />
          ))}
        </ul>
      )}
      <p ref={doneRef} className="privacy-form__notice" role="status" tabIndex={-1}>
        {done?.text}
      </p>
      <p>{c.marketing}</p>
    </Card>
  )
}

export function EraseForm({ email, onErased }: { email: string; onErased: (message: string) => void }) {
  const [typed, setTyped] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const { busy, outcome, outcomeRef, run } = useAction()
  const ids = { typed: useId(), error: useId() }
  const c = copy.erase

  function erase(event: FormEvent) {
    event.preventDefault()
    if (typed.trim().toLowerCase() !== email) {
      setMismatch(true)
      return
    }
    setMismatch(false)
    if (!window.confirm(c.confirm)) return
    void run(async () => {
      const { eraseAccount } = await import('../../api/privacy')
      return eraseAccount(typed.trim())
    }, onErased)
  }

  return (
    <Card heading={c.heading} tone="danger">
      <form onSubmit={erase} className="privacy-form" noValidate>
        <p>{c.lead}</p>
        <p>{c.kept}</p>
        <p>{c.mail}</p>
        <label htmlFor={ids.typed} className="form-label">
          {c.confirmLabel(email)}
        </label>
        <input
          id={ids.typed}
          className="form-control"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={mismatch ? ids.error : undefined}
          aria-invalid={mismatch ? true : undefined}
        />
        {mismatch && (
          <p id={ids.error} className="privacy-form__error" role="alert">
            {c.mismatch}
          </p>
        )}
        <button type="submit" className="btn btn-danger privacy-form__submit" disabled={busy}>
          {busy ? c.erasing : c.erase}
        </button>
        <Outcome outcome={outcome} ref={outcomeRef} />
      </form>
    </Card>
  )
}

export function RequestForm({ requests, onSent }: { requests: HeldData['requests']; onSent: () => void }) {
  const [reason, setReason] = useState<string>(PRIVACY_REASONS[0])
  const [message, setMessage] = useState('')
  const { busy, outcome, outcomeRef, run } = useAction()
  const ids = { reason: useId(), message: useId() }
  const c = copy.request
  const privacy = requests.filter((request) => request.kind === 'privacy')

  function send(event: FormEvent) {
    event.preventDefault()
    void run(
      async () => {
        const { sendPrivacyRequest } = await import('../../api/privacy')
        return sendPrivacyRequest({ reason, message: message.trim() })
      },
      () => {
        setMessage('')
        onSent()
      },
    )
  }

  return (
    <Card heading={c.heading}>
      <form onSubmit={send} className="privacy-form">
        <p>{c.lead}</p>
        <label htmlFor={ids.reason} className="form-label">
          {c.reasonLabel}
        </label>
        <select
          id={ids.reason}
          className="form-select"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        >
          {PRIVACY_REASONS.map((key) => (
            <option key={key} value={key}>
              {privacyReasonLabels[key]}
            </option>
          ))}
        </select>
        <label htmlFor={ids.message} className="form-label">
          {c.messageLabel}
        </label>
        <textarea
          id={ids.message}
          className="form-control"
          rows={4}
          required
          maxLength={PRIVACY_REQUEST_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <button type="submit" className="btn btn-brand privacy-form__submit" disabled={busy}>
          {busy ? c.sending : c.send}
        </button>
        <Outcome outcome={outcome} ref={outcomeRef} />
      </form>
      {privacy.length > 0 && (
        <>
          <h4 className="privacy-card__subheading">{c.listHeading}</h4>
          <ul className="privacy-held__orders">
            {privacy.map((request) => (
              <li key={request.id}>
                <strong>{`${request.number}: ${c.state[request.state]}`}</strong>
                <span>{request.message}</span>
                {request.answer && <span>{`${c.answer}: ${request.answer}`}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}

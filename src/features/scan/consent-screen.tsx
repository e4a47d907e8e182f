import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import type { ScanState } from '../../api/scan'
import { paths } from '../../config/paths'
import { locale, localePath } from '../../content/locale'
import { LANGUAGES, type Language } from '../../content/localised'
import { SCAN_CLASSES, SCAN_TEXT_MAX, scanContent } from '../../content/scan'
import { scanConsentContent } from '../../content/scan-consent'
import { scanLanguageContent } from '../../content/scan-language'
import {
  fieldErrors,
  NEW_SCHOOL_CONTEXT,
  SchoolContextFields,
  schoolContextBody,
  schoolContextErrors,
  type SchoolContextField,
} from '../../components/school-context/school-context-fields'
import type { AddressForm, SchoolBoard, SchoolStream, SchoolSubject } from '../../engine/types'
import { LANG_ATTRIBUTE } from './scan-language'

const copy = scanConsentContent.form

type Field = 'firstName' | 'classLevel' | SchoolContextField | 'consent'

/** The parent's screen: who the scan is for, what we keep and why, and the consent box (unticked). */
export default function ConsentScreen(props: {
  state: ScanState
  onConsent: (consent: {
    childFirstName: string
    childClass: number
    school?: string
    city?: string
    language: Language
    board: SchoolBoard
    stream: SchoolStream | null
    subjects: SchoolSubject[]
    enjoys: SchoolSubject[]
    dislikes: SchoolSubject[]
    addressAs: AddressForm
  }) => Promise<void>
}) {
  const id = useId()
  const [firstName, setFirstName] = useState('')
  const [classLevel, setClassLevel] = useState('')
  const [school, setSchool] = useState('')
  const [city, setCity] = useState('')
  const [agreed, setAgreed] = useState(false)
  // The school context (issue 51.1).
  const [context, setContext] = useState(NEW_SCHOOL_CONTEXT)
  // The page's language unless the parent chooses the other.
  const [language, setLanguage] = useState<Language>(locale.language)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  // Loaded lazily, it mounts after the scan's own focus move: it takes the focus itself, so the screen reader starts
  // at its heading (the first screen a parent sees after the link opens, or the one a withdrawn scan returns to).
  useEffect(() => heading.current?.focus(), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const found: Partial<Record<Field, string>> = {}
    if (firstName.trim() === '') found.firstName = copy.errors.firstName
    if (classLevel === '') found.classLevel = copy.errors.classLevel
    Object.assign(found, schoolContextErrors(context, Number(classLevel)))
    if (!agreed) found.consent = copy.errors.consent
    setErrors(found)
    setFailure('')
    const first = (Object.keys(found) as Field[])[0]
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setBusy(true)
    try {
      await props.onConsent({
        childFirstName: firstName.trim(),
        childClass: Number(classLevel),
        ...(school.trim() ? { school: school.trim() } : {}),
        ...(city.trim() ? { city: city.trim() } : {}),
        language,
        ...schoolContextBody(context, Number(classLevel)),
      })
    } catch (error) {
      setFailure(errorMessage(error, scanContent.errors.generic))
      setBusy(false)
    }
  }

  const { describedBy, fieldError } = fieldErrors(id, errors)

  return (
    <form className="scan-card scan-consent" onSubmit={(event) => void submit(event)} noValidate>
      <h1 ref={heading} tabIndex={-1} className="scan-card__heading">
        {copy.heading}
      </h1>
      <p className="scan-card__lead">{copy.lead}</p>

      <h2 className="scan-card__subheading">{copy.childHeading}</h2>
      <div className="scan-field">
        <label htmlFor={`${id}-firstName`}>{copy.firstName}</label>
        <input
          id={`${id}-firstName`}
          className="form-control"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          maxLength={SCAN_TEXT_MAX.firstName}
          autoComplete="off"
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={describedBy('firstName')}
          required
        />
        {fieldError('firstName')}
      </div>
      <div className="scan-field">
        <label htmlFor={`${id}-classLevel`}>{copy.classLevel}</label>
        <select
          id={`${id}-classLevel`}
          className="form-select"
          value={classLevel}
          onChange={(event) => setClassLevel(event.target.value)}
          aria-invalid={errors.classLevel ? true : undefined}
          aria-describedby={describedBy('classLevel')}
          required
        >
          <option value="">{copy.classPlaceholder}</option>
          {SCAN_CLASSES.map((n) => (
            <option key={n} value={n}>
              {copy.classOption(n)}
            </option>
          ))}
        </select>
        {fieldError('classLevel')}
      </div>
      <div className="scan-field">
        <label htmlFor={`${id}-school`}>{copy.school}</label>
        <input
          id={`${id}-school`}
          className="form-control"
          value={school}
          onChange={(event) => setSchool(event.target.value)}
          maxLength={SCAN_TEXT_MAX.school}
          autoComplete="off"
        />
      </div>
      <div className="scan-field">
        <label htmlFor={`${id}-city`}>{copy.city}</label>
        <input
          id={`${id}-city`}
          className="form-control"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          maxLength={SCAN_TEXT_MAX.city}
          autoComplete="address-level2"
        />
      </div>

      <h2 className="scan-card__subheading">{copy.schoolHeading}</h2>
      <p className="scan-card__small">{copy.schoolLead}</p>
      <SchoolContextFields
        id={id}
        classLevel={Number(classLevel)}
        value={context}
        onChange={setContext}
        errors={errors}
      />

      <fieldset className="scan-field" aria-describedby={`${id}-language-hint`}>
        <legend className="field-legend">{scanLanguageContent.consent.legend}</legend>
        <div className="scan-consent__languages">
          {LANGUAGES.map((option) => (
            <div key={option} className="form-check">
              <input
                id={`${id}-language-${option}`}
                type="radio"
                className="form-check-input"
                name={`${id}-language`}
                value={option}
                checked={language === option}
                onChange={() => setLanguage(option)}
              />
              <label
                htmlFor={`${id}-language-${option}`}
                className="form-check-label"
                lang={LANG_ATTRIBUTE[option]}
              >
                {scanLanguageContent.names[option]}
              </label>
            </div>
          ))}
        </div>
        <p id={`${id}-language-hint`} className="scan-card__small">
          {scanLanguageContent.consent.hint}
        </p>
      </fieldset>

      <h2 className="scan-card__subheading">{copy.noticeHeading}</h2>
      <dl className="scan-notice">
        {copy.notice.map((item) => (
          <div key={item.what} className="scan-notice__item">
            <dt>{item.what}</dt>
            <dd>{item.why}</dd>
          </div>
        ))}
      </dl>
      <p>{copy.keptFor}</p>
      <p>{copy.withdraw}</p>
      <p>
        <a href={localePath(paths.privacyPolicy)} target="_blank" rel="noopener">
          {copy.privacyLink}
        </a>
      </p>
      <p>
        <a href={localePath(paths.privacyCentre)} target="_blank" rel="noopener">
          {copy.privacyCentreLink}
        </a>
      </p>

      <div className="scan-field form-check scan-consent__check">
        <input
          id={`${id}-consent`}
          type="checkbox"
          className="form-check-input"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={[describedBy('consent'), `${id}-recorded`].filter(Boolean).join(' ')}
        />
        <label htmlFor={`${id}-consent`} className="form-check-label">
          {copy.checkbox}
        </label>
        {fieldError('consent')}
      </div>
      <p id={`${id}-recorded`} className="scan-card__small">
        {copy.recordedAs(props.state.parentEmail)}
      </p>
      <p className="scan-card__failure" role="alert">
        {failure}
      </p>
      <button type="submit" className="btn btn-brand btn-lg scan-card__primary" disabled={busy}>
        {busy ? copy.submitting : copy.submit}
      </button>
    </form>
  )
}

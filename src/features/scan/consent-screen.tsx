import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { errorMessage } from '../../api/api-error'
import type { ScanState } from '../../api/scan'
import { paths } from '../../config/paths'
import { locale, localePath } from '../../content/locale'
import { LANGUAGES, type Language } from '../../content/localised'
import { SCAN_CLASSES, SCAN_TEXT_MAX, scanContent } from '../../content/scan'
import { scanConsentContent } from '../../content/scan-consent'
import { scanLanguageContent } from '../../content/scan-language'
import {
  addressForms,
  schoolBoards,
  schoolStreams,
  schoolSubjects,
  type AddressForm,
  type SchoolBoard,
  type SchoolStream,
  type SchoolSubject,
} from '../../engine/types'
import { LANG_ATTRIBUTE } from './scan-language'

const copy = scanConsentContent.form

type Field = 'firstName' | 'classLevel' | 'stream' | 'enjoys' | 'dislikes' | 'consent'

const MOST = 3

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
  // The school context (issue 51.1): the commonest board and the neutral form preselected.
  const [board, setBoard] = useState<SchoolBoard>('cbse')
  const [stream, setStream] = useState<SchoolStream | ''>('')
  const [subjects, setSubjects] = useState<SchoolSubject[]>([])
  const [enjoys, setEnjoys] = useState<SchoolSubject[]>([])
  const [dislikes, setDislikes] = useState<SchoolSubject[]>([])
  const [addressAs, setAddressAs] = useState<AddressForm>('name')
  const senior = Number(classLevel) >= 11
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
    if (senior && stream === '') found.stream = copy.errors.stream
    if (enjoys.length > MOST) found.enjoys = copy.errors.tooMany
    if (dislikes.length > MOST) found.dislikes = copy.errors.tooMany
    else if (dislikes.some((subject) => enjoys.includes(subject))) found.dislikes = copy.errors.both
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
        board,
        stream: senior && stream !== '' ? stream : null,
        subjects: senior ? subjects : [],
        enjoys,
        dislikes,
        addressAs,
      })
    } catch (error) {
      setFailure(errorMessage(error, scanContent.errors.generic))
      setBusy(false)
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined)
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="scan-field__error">
        {errors[field]}
      </p>
    ) : null

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
      <div className="scan-field">
        <label htmlFor={`${id}-board`}>{copy.board}</label>
        <select
          id={`${id}-board`}
          className="form-select"
          value={board}
          onChange={(event) => setBoard(event.target.value as SchoolBoard)}
        >
          {schoolBoards.map((option) => (
            <option key={option} value={option}>
              {copy.boards[option]}
            </option>
          ))}
        </select>
      </div>
      {senior && (
        <>
          <div className="scan-field">
            <label htmlFor={`${id}-stream`}>{copy.stream}</label>
            <select
              id={`${id}-stream`}
              className="form-select"
              value={stream}
              onChange={(event) => setStream(event.target.value as SchoolStream | '')}
              aria-invalid={errors.stream ? true : undefined}
              aria-describedby={describedBy('stream')}
              required
            >
              <option value="">{copy.streamPlaceholder}</option>
              {schoolStreams.map((option) => (
                <option key={option} value={option}>
                  {copy.streams[option]}
                </option>
              ))}
            </select>
            {fieldError('stream')}
          </div>
          <SubjectPicker
            id={`${id}-subjects`}
            legend={copy.subjects}
            chosen={subjects}
            onChange={setSubjects}
          />
        </>
      )}
      <SubjectPicker
        id={`${id}-enjoys`}
        legend={copy.enjoys}
        chosen={enjoys}
        onChange={setEnjoys}
        limit={MOST}
        error={fieldError('enjoys')}
        describedBy={describedBy('enjoys')}
      />
      <SubjectPicker
        id={`${id}-dislikes`}
        legend={copy.dislikes}
        chosen={dislikes}
        onChange={setDislikes}
        limit={MOST}
        error={fieldError('dislikes')}
        describedBy={describedBy('dislikes')}
      />
      <fieldset className="scan-field">
        <legend className="scan-field__legend">{copy.addressAs}</legend>
        {addressForms.map((option) => (
          <div key={option} className="form-check">
            <input
              id={`${id}-address-${option}`}
              type="radio"
              className="form-check-input"
              name={`${id}-address`}
              value={option}
              checked={addressAs === option}
              onChange={() => setAddressAs(option)}
            />
            <label htmlFor={`${id}-address-${option}`} className="form-check-label">
              {copy.addressForms[option]}
            </label>
          </div>
        ))}
      </fieldset>

      <fieldset className="scan-field" aria-describedby={`${id}-language-hint`}>
        <legend className="scan-field__legend">{scanLanguageContent.consent.legend}</legend>
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

/**
 * Subjects as toggles (checkboxes, compact on a phone); with a limit, the unchosen ones are disabled once it is
 * reached, so the error only shows for a list that came over the limit some other way.
 */
function SubjectPicker(props: {
  id: string
  legend: string
  chosen: SchoolSubject[]
  onChange: (next: SchoolSubject[]) => void
  limit?: number
  error?: ReactNode
  describedBy?: string | undefined
}) {
  const full = props.limit !== undefined && props.chosen.length >= props.limit
  return (
    <fieldset className="scan-field" id={props.id} tabIndex={-1} aria-describedby={props.describedBy}>
      <legend className="scan-field__legend">{props.legend}</legend>
      <div className="scan-subjects">
        {schoolSubjects.map((subject) => {
          const checked = props.chosen.includes(subject)
          return (
            <div key={subject} className="form-check scan-subjects__item">
              <input
                id={`${props.id}-${subject}`}
                type="checkbox"
                className="form-check-input"
                checked={checked}
                disabled={!checked && full}
                onChange={() =>
                  props.onChange(
                    checked ? props.chosen.filter((item) => item !== subject) : [...props.chosen, subject],
                  )
                }
              />
              <label htmlFor={`${props.id}-${subject}`} className="form-check-label">
                {copy.subjectNames[subject]}
              </label>
            </div>
          )
        })}
      </div>
      {props.error}
    </fieldset>
  )
}

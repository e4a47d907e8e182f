import { useId, useRef, type ChangeEvent } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { registrationCopy, registrationFields } from '../../content/registration'
import { useTypedBeforeHydration } from '../../hooks/use-typed-before-hydration'
import type { ApplicantFields } from '../../app/applicant'

interface RegistrationFieldsProps {
  values: ApplicantFields
  onChange: (name: keyof ApplicantFields, value: string) => void
  terms: boolean
  onTermsChange: (checked: boolean) => void
  disabled?: boolean
  /** Mark the empty fields invalid (after a submit stopped on one). */
  flagEmpty?: boolean
  /** The form's message, which describes the fields. */
  errorId?: string
}

const fieldMeta: readonly {
  name: keyof ApplicantFields
  type: string
  autoComplete: string
  inputMode?: 'tel' | 'email'
  half: boolean
}[] = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email', half: false },
  { name: 'phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', half: false },
]

/** The four applicant fields and the terms checkbox shared by both registration forms. */
export function RegistrationFields({
  values,
  onChange,
  terms,
  onTermsChange,
  disabled,
  flagEmpty,
  errorId,
}: RegistrationFieldsProps) {
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  useTypedBeforeHydration(root, (field, value) => {
    if (field === 'terms') onTermsChange(value === true)
    else if (fieldMeta.some((meta) => meta.name === field))
      onChange(field as keyof ApplicantFields, String(value))
  })
  return (
    <div ref={root} className="row g-3">
      {fieldMeta.map(({ name, type, autoComplete, inputMode, half }) => (
        <div className={half ? 'col-sm-6' : 'col-12'} key={name}>
          {/* SPEC §2 marks the phone label with an asterisk; all four are required, so all four are marked alike
              (issue 50), by the stylesheet: a screen reader hears "required" from the input itself. */}
          <label className="form-label reg-label reg-label--required" htmlFor={`${id}-${name}`}>
            {registrationFields[name]}
          </label>
          {/* No `name` attributes: the page is prerendered, and a submit before hydration would otherwise send
              the applicant's details in the URL of a plain GET. The fields are controlled; nothing reads names. */}
          <input
            id={`${id}-${name}`}
            data-field={name}
            className="form-control reg-input"
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            required
            aria-invalid={flagEmpty && values[name].trim() === '' ? true : undefined}
            aria-describedby={errorId}
            disabled={disabled}
            value={values[name]}
            onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value)}
          />
        </div>
      ))}
      <div className="col-12">
        <div className="form-check">
          <input
            id={`${id}-terms`}
            data-field="terms"
            className="form-check-input"
            type="checkbox"
            aria-describedby={errorId}
            disabled={disabled}
            checked={terms}
            onChange={(e) => onTermsChange(e.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${id}-terms`}>
            {registrationCopy.termsBefore}
            <Link to={paths.terms}>{registrationCopy.termsLink}</Link>
            {registrationCopy.termsAfter}
          </label>
        </div>
      </div>
    </div>
  )
}

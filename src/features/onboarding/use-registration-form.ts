import { useCallback, useState } from 'react'
import { emptyFields, hasEmptyField, type ApplicantFields } from '../../app/applicant'

/**
 * Field values and the terms flag of a registration form, and the check both forms run first on submit: with an
 * empty field or unticked terms, focus goes where the fix is, and empty fields are marked invalid until filled.
 */
export function useRegistrationForm() {
  const [values, setValues] = useState<ApplicantFields>(emptyFields)
  const [terms, setTerms] = useState(false)
  const [flagEmpty, setFlagEmpty] = useState(false)
  const setField = useCallback((name: keyof ApplicantFields, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }))
  }, [])
  /** What stops a submit of `fields` (already trimmed), if anything. */
  function blocker(form: HTMLFormElement, fields: ApplicantFields): 'empty' | 'terms' | null {
    const empty = hasEmptyField(fields)
    setFlagEmpty(empty)
    const inputs = [...form.querySelectorAll<HTMLInputElement>('input[data-field]')]
    if (empty) inputs.find((input) => input.type !== 'checkbox' && input.value.trim() === '')?.focus()
    else if (!terms) inputs.find((input) => input.type === 'checkbox')?.focus()
    return empty ? 'empty' : terms ? null : 'terms'
  }
  return { values, setField, terms, setTerms, flagEmpty, blocker }
}

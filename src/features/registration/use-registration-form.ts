import { useCallback, useState } from 'react'
import { emptyFields, type ApplicantFields } from './applicant'

/** Field values and the terms flag of a registration form. */
export function useRegistrationForm() {
  const [values, setValues] = useState<ApplicantFields>(emptyFields)
  const [terms, setTerms] = useState(false)
  const setField = useCallback((name: keyof ApplicantFields, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }))
  }, [])
  return { values, setField, terms, setTerms }
}

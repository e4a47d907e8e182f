import type { ReactNode } from 'react'
import { scanConsentContent } from '../../content/scan-consent'
import {
  addressForms,
  schoolBoards,
  schoolStreams,
  schoolSubjects,
  type AddressForm,
  type ScanContext,
  type SchoolBoard,
  type SchoolStream,
  type SchoolSubject,
} from '../../engine/types'
import './school-context.css'

const copy = scanConsentContent.form

/** Up to this many subjects enjoyed most, and as many least. */
const MOST = 3

/** The child's school context as a form holds it (issue 51.1): asked at consent, corrected in the privacy centre. */
export interface SchoolContextValue {
  board: SchoolBoard
  /** '' until chosen; asked in classes 11-12 only. */
  stream: SchoolStream | ''
  subjects: SchoolSubject[]
  enjoys: SchoolSubject[]
  dislikes: SchoolSubject[]
  addressAs: AddressForm
}

export type SchoolContextField = 'stream' | 'enjoys' | 'dislikes'

/** The commonest board and the neutral form preselected. */
export const NEW_SCHOOL_CONTEXT: SchoolContextValue = {
  board: 'cbse',
  stream: '',
  subjects: [],
  enjoys: [],
  dislikes: [],
  addressAs: 'name',
}

/** What the server holds, as the form's value (a class below 11 holds no stream). */
export function schoolContextValue(
  held: Omit<ScanContext, 'classLevel'> | null | undefined,
): SchoolContextValue {
  if (!held) return NEW_SCHOOL_CONTEXT
  return {
    board: held.board,
    stream: held.stream ?? '',
    subjects: [...held.subjects],
    enjoys: [...held.enjoys],
    dislikes: [...held.dislikes],
    addressAs: held.addressAs,
  }
}

const senior = (classLevel: number) => classLevel >= 11

/**
 * A form's field errors as the screen shows them: the message under the field (`${id}-${field}-error`) and the id
 * the field is described by while it has one. The consent screen and these fields share it.
 */
export function fieldErrors<F extends string>(id: string, errors: Partial<Record<F, string>>) {
  return {
    describedBy: (field: F) => (errors[field] ? `${id}-${field}-error` : undefined),
    fieldError: (field: F) =>
      errors[field] ? (
        <p id={`${id}-${field}-error`} className="field-error">
          {errors[field]}
        </p>
      ) : null,
  }
}

/** The problems with a context for this class, by field, in the order the form shows them. */
export function schoolContextErrors(
  value: SchoolContextValue,
  classLevel: number,
): Partial<Record<SchoolContextField, string>> {
  const found: Partial<Record<SchoolContextField, string>> = {}
  if (senior(classLevel) && value.stream === '') found.stream = copy.errors.stream
  if (value.enjoys.length > MOST) found.enjoys = copy.errors.tooMany
  if (value.dislikes.length > MOST) found.dislikes = copy.errors.tooMany
  else if (value.dislikes.some((subject) => value.enjoys.includes(subject))) found.dislikes = copy.errors.both
  return found
}

/** The context as the API takes it: a stream and the subjects taken only in classes 11-12. */
export function schoolContextBody(value: SchoolContextValue, classLevel: number) {
  return {
    board: value.board,
    stream: senior(classLevel) && value.stream !== '' ? value.stream : null,
    subjects: senior(classLevel) ? value.subjects : [],
    enjoys: value.enjoys,
    dislikes: value.dislikes,
    addressAs: value.addressAs,
  }
}

/**
 * The board, for classes 11-12 the stream and subjects, the subjects enjoyed most and least, and how the Hindi report
 * addresses the child. Field ids are `${id}-stream`, `${id}-enjoys` and `${id}-dislikes`, so a form can focus the
 * first one at fault.
 */
export function SchoolContextFields(props: {
  id: string
  classLevel: number
  value: SchoolContextValue
  onChange: (next: SchoolContextValue) => void
  errors: Partial<Record<SchoolContextField, string>>
}) {
  const { id, value, errors } = props
  const set = <K extends keyof SchoolContextValue>(key: K, next: SchoolContextValue[K]) =>
    props.onChange({ ...value, [key]: next })
  const { describedBy, fieldError } = fieldErrors(id, errors)
  return (
    <>
      <div className="context-field">
        <label htmlFor={`${id}-board`}>{copy.board}</label>
        <select
          id={`${id}-board`}
          className="form-select"
          value={value.board}
          onChange={(event) => set('board', event.target.value as SchoolBoard)}
        >
          {schoolBoards.map((option) => (
            <option key={option} value={option}>
              {copy.boards[option]}
            </option>
          ))}
        </select>
      </div>
      {senior(props.classLevel) && (
        <>
          <div className="context-field">
            <label htmlFor={`${id}-stream`}>{copy.stream}</label>
            <select
              id={`${id}-stream`}
              className="form-select"
              value={value.stream}
              onChange={(event) => set('stream', event.target.value as SchoolStream | '')}
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
            chosen={value.subjects}
            onChange={(next) => set('subjects', next)}
          />
        </>
      )}
      <SubjectPicker
        id={`${id}-enjoys`}
        legend={copy.enjoys}
        chosen={value.enjoys}
        onChange={(next) => set('enjoys', next)}
        limit={MOST}
        error={fieldError('enjoys')}
        describedBy={describedBy('enjoys')}
      />
      <SubjectPicker
        id={`${id}-dislikes`}
        legend={copy.dislikes}
        chosen={value.dislikes}
        onChange={(next) => set('dislikes', next)}
        limit={MOST}
        error={fieldError('dislikes')}
        describedBy={describedBy('dislikes')}
      />
      <fieldset className="context-field">
        <legend className="field-legend">{copy.addressAs}</legend>
        {addressForms.map((option) => (
          <div key={option} className="form-check">
            <input
              id={`${id}-address-${option}`}
              type="radio"
              className="form-check-input"
              name={`${id}-address`}
              value={option}
              checked={value.addressAs === option}
              onChange={() => set('addressAs', option)}
            />
            <label htmlFor={`${id}-address-${option}`} className="form-check-label">
              {copy.addressForms[option]}
            </label>
          </div>
        ))}
      </fieldset>
    </>
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
    <fieldset className="context-field" id={props.id} tabIndex={-1} aria-describedby={props.describedBy}>
      <legend className="field-legend">{props.legend}</legend>
      <div className="subject-grid">
        {schoolSubjects.map((subject) => {
          const checked = props.chosen.includes(subject)
          return (
            <div key={subject} className="form-check subject-grid__item">
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

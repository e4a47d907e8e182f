import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import { contactForm } from '../../content/contact'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import { shownValues, useTypedBeforeHydration } from '../../hooks/use-typed-before-hydration'
import { StatusNotice } from './status-notice'
import { useTimedNotice } from './use-timed-notice'

const emptyValues = { name: '', email: '', message: '' }
type Field = keyof typeof emptyValues

/** The contact form with the states of SPEC §4: busy, success (fields cleared) and failure (fields kept). */
export function ContactForm() {
  const [values, setValues] = useState(emptyValues)
  const [busy, setBusy] = useState(false)
  const { notice, show, dismiss } = useTimedNotice(contactForm.noticeMs)
  const form = useRef<HTMLFormElement>(null)
  const submit = useRef<HTMLButtonElement>(null)
  useFocusBackWhenIdle(busy, () => submit.current)
  useTypedBeforeHydration(form, (field, value) => {
    if (field in emptyValues && typeof value === 'string') setValues((v) => ({ ...v, [field]: value }))
  })

  function update(field: Field) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [field]: event.target.value }))
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    // Read before the next render, which would set each field back to the state.
    const { name, email, message } = shownValues(form.current, values)
    setValues({ name, email, message })
    setBusy(true)
    dismiss()
    try {
      // Loaded on demand so axios stays out of the page's first load.
      const { sendContactMessage } = await import('../../api/contact')
      const result = await sendContactMessage({ name, email, message })
      show({ kind: 'success', message: result.message })
      setValues(emptyValues)
    } catch (error) {
      show({ kind: 'error', message: errorMessage(error, contactForm.fallbackError) })
    } finally {
      setBusy(false)
    }
  }

  return (
    // Fields carry no `name`: a submit before hydration must not put the visitor's message in a GET URL.
    <form ref={form} className="contact-form" onSubmit={handleSubmit} aria-busy={busy}>
      <div className="mb-3">
        <label className="form-label" htmlFor="contact-name">
          {contactForm.name}
        </label>
        <input
          id="contact-name"
          data-field="name"
          className="form-control"
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="contact-email">
          {contactForm.email}
        </label>
        <input
          id="contact-email"
          data-field="email"
          type="email"
          className="form-control"
          autoComplete="email"
          required
          value={values.email}
          onChange={update('email')}
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="contact-message">
          {contactForm.message}
        </label>
        <textarea
          id="contact-message"
          data-field="message"
          className="form-control"
          rows={5}
          required
          value={values.message}
          onChange={update('message')}
        />
      </div>
      <button ref={submit} type="submit" className="btn btn-brand btn-lg w-100" disabled={busy}>
        {busy ? contactForm.sending : contactForm.submit}
      </button>
      <StatusNotice notice={notice} onClose={dismiss} />
    </form>
  )
}

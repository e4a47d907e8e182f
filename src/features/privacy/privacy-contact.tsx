import { privacyContact } from './contact-settings'
import { privacyContactContent as copy } from '../../content/privacy-contact'
import './privacy-notice.css'

/** The contact person for personal data (configured at build time: VITE_PRIVACY_CONTACT_*). */
export function PrivacyContactBlock() {
  const { name, role, email } = privacyContact
  return (
    <section className="privacy-contact" aria-labelledby="privacy-contact-heading">
      <h2 id="privacy-contact-heading" className="privacy-centre__h2">
        {copy.heading}
      </h2>
      <p>{copy.text(name, role)}</p>
      <p>
        {copy.emailLabel}: <a href={`mailto:${email}`}>{email}</a>
      </p>
      <p>{copy.board}</p>
    </section>
  )
}

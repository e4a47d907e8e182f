import { contactPage } from '../../content/contact'
import { brand } from '../../content/site'

/** The Mumbai office address with the support phone and email (SPEC §2 Contact). */
export function OfficeCard() {
  return (
    <section className="info-card contact-office" aria-labelledby="office-heading">
      <h2 id="office-heading">{contactPage.officeHeading}</h2>
      <address className="contact-office__address">
        {brand.office.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <dl className="contact-office__list">
        <div>
          <dt>{contactPage.phoneLabel}</dt>
          <dd>
            <a href={`tel:${brand.supportPhone.replace(/[^+\d]/g, '')}`}>{brand.supportPhone}</a>
          </dd>
        </div>
        <div>
          <dt>{contactPage.emailLabel}</dt>
          <dd>
            <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </dd>
        </div>
      </dl>
      <p className="contact-office__hours">{contactPage.hours}</p>
    </section>
  )
}

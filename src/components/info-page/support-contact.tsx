import { brand } from '../../content/site'
import './info-page.css'

interface SupportContactProps {
  heading: string
  text: string
  callLabel: string
  emailLabel: string
}

/** The support phone and email as tel:/mailto: links, on a brand-coloured band. */
export function SupportContact({ heading, text, callLabel, emailLabel }: SupportContactProps) {
  return (
    <section className="support-block" aria-labelledby="support-heading">
      <div>
        <h2 id="support-heading">{heading}</h2>
        <p>{text}</p>
      </div>
      <div className="support-block__links">
        <a href={`tel:${brand.supportPhone.replace(/[^+\d]/g, '')}`}>
          <span aria-hidden="true">☎</span>
          <span>
            <span className="visually-hidden">{callLabel} </span>
            {brand.supportPhone}
          </span>
        </a>
        <a href={`mailto:${brand.supportEmail}`}>
          <span aria-hidden="true">✉</span>
          <span>
            <span className="visually-hidden">{emailLabel} </span>
            {brand.supportEmail}
          </span>
        </a>
      </div>
    </section>
  )
}

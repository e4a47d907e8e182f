import { PageHero } from '../components/info-page/page-hero'
import '../components/info-page/info-page.css'
import { GrievanceOfficer } from '../components/grievance-officer/grievance-officer'
import { SectionHeading } from '../components/section-heading/section-heading'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { contactPage, contactSeo } from '../content/contact'
import { ContactForm } from '../features/contact/contact-form'
import { MapEmbed } from '../features/contact/map-embed'
import { OfficeCard } from '../features/contact/office-card'
import '../features/contact/contact.css'

export default function ContactPage() {
  return (
    <>
      <Seo title={contactSeo.title} description={contactSeo.description} path={paths.contact} />
      <PageHero title={contactPage.title} subtitle={contactPage.subtitle} lead={contactPage.lead} />
      <div className="container page-section">
        <div className="contact-grid">
          <OfficeCard />
          <section className="info-card contact-form-card" aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading">{contactPage.formHeading}</h2>
            <ContactForm />
          </section>
        </div>
        <div className="mt-5">
          <GrievanceOfficer />
        </div>
        <section className="mt-5" aria-labelledby="map-heading">
          <SectionHeading id="map-heading" title={contactPage.mapHeading} />
          <MapEmbed />
        </section>
      </div>
    </>
  )
}

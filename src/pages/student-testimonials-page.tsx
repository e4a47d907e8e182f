import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import {
  bookScanBanner,
  parentTestimonials,
  studentQuotes,
  testimonialsPage,
  testimonialsSeo,
} from '../content/testimonials'
import { PromoBanner } from '../features/marketing/promo-banner'
import { QuoteSlider } from '../features/marketing/quote-slider'
import { SectionHeading } from '../components/section-heading/section-heading'
import { TestimonialStrip } from '../features/marketing/testimonial-strip'
import '../features/marketing/marketing.css'

export default function StudentTestimonialsPage() {
  return (
    <>
      <Seo
        title={testimonialsSeo.title}
        description={testimonialsSeo.description}
        path={paths.studentTestimonials}
      />

      <section className="mk-hero" aria-labelledby="testimonials-page-heading">
        <div className="container text-center">
          <h1 id="testimonials-page-heading">{testimonialsPage.heading}</h1>
          <p className="mk-hero__lead mx-auto">{testimonialsPage.lead}</p>
        </div>
      </section>

      <section className="page-section" aria-labelledby="parents-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="parents-heading"
            title={testimonialsPage.parentsHeading}
          />
          <TestimonialStrip items={parentTestimonials} label={testimonialsPage.stripLabel} />
        </div>
      </section>

      <section className="page-section section-soft" aria-labelledby="students-heading">
        <div className="container">
          <SectionHeading
            look="marketing"
            center
            id="students-heading"
            title={testimonialsPage.studentsHeading}
          />
          <QuoteSlider quotes={studentQuotes} label={testimonialsPage.sliderLabel} />
        </div>
      </section>

      <PromoBanner
        id="book-scan-heading"
        heading={bookScanBanner.heading}
        text={bookScanBanner.text}
        cta={bookScanBanner.cta}
        image={bookScanBanner.image}
      />
    </>
  )
}

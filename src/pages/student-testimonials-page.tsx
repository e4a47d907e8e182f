import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function StudentTestimonialsPage() {
  return (
    <div className="container page-section">
      <Seo title={'Testimonials'} description={'Testimonials.'} path={paths.studentTestimonials} />
      <h1>{'What Parents and Students Say'}</h1>
    </div>
  )
}

import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function CoursesPage() {
  return (
    <div className="container page-section">
      <Seo title={'Courses'} description={'Courses.'} path={paths.courses} />
      <h1>{'Education, talents, and career opportunities. All in one place.'}</h1>
    </div>
  )
}

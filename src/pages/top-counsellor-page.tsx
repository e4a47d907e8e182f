import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function TopCounsellorPage() {
  return (
    <div className="container page-section">
      <Seo title={'Counsellor Certification Course'} description={'One-time payment counsellor course.'} path={paths.topCounsellor} />
      <h1>{'Become a Top Career Counsellor'}</h1>
    </div>
  )
}

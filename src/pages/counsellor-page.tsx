import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function CounsellorPage() {
  return (
    <div className="container page-section">
      <Seo title={'Become a Career Counsellor'} description={'Become a certified career counsellor.'} path={paths.counsellor} />
      <h1>{'From Teacher to Trusted Career Counsellor'}</h1>
    </div>
  )
}

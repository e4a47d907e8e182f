import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function CounsellorFaqPage() {
  return (
    <div className="container page-section">
      <Seo title={'Counsellor FAQ'} description={'Counsellor FAQ.'} path={paths.counsellorFaq} />
      <h1>{'Counsellor FAQ'}</h1>
    </div>
  )
}

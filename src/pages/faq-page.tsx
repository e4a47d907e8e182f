import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function FaqPage() {
  return (
    <div className="container page-section">
      <Seo title={'FAQ'} description={'FAQ.'} path={paths.faq} />
      <h1>{'Frequently Asked Questions'}</h1>
    </div>
  )
}

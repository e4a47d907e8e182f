import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function ContactPage() {
  return (
    <div className="container page-section">
      <Seo title={'Contact Us'} description={'Contact us.'} path={paths.contact} />
      <h1>{'Contact us'}</h1>
    </div>
  )
}

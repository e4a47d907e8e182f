import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function AboutPage() {
  return (
    <div className="container page-section">
      <Seo title={'About Us'} description={'About the company.'} path={paths.about} />
      <h1>{'Transforming Futures with the Power of Science, Psychology & Ancient Wisdom'}</h1>
    </div>
  )
}

import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function CareerInsightPage() {
  return (
    <div className="container page-section">
      <Seo title={'Career Insight'} description={'Seven career families.'} path={paths.careerInsight} />
      <h1>{'Career Insight'}</h1>
    </div>
  )
}

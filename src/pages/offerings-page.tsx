import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { offeringsPlaceholder } from '../content/placeholders'

/** A placeholder with only a label, as the specification has it. */
export default function OfferingsPage() {
  return (
    <div className="container page-section text-center" style={{ minHeight: '45vh' }}>
      <Seo
        title={offeringsPlaceholder.title}
        description={offeringsPlaceholder.description}
        path={paths.offerings}
      />
      <h1>{offeringsPlaceholder.title}</h1>
      <p className="badge rounded-pill text-bg-warning fs-6 mt-2">{offeringsPlaceholder.label}</p>
    </div>
  )
}

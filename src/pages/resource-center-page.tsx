import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { resourceCenterPlaceholder } from '../content/placeholders'

/** Placeholder text only, as the specification has it. */
export default function ResourceCenterPage() {
  return (
    <div className="container page-section text-center" style={{ minHeight: '45vh' }}>
      <Seo
        title={resourceCenterPlaceholder.title}
        description={resourceCenterPlaceholder.description}
        path={paths.resourceCenter}
      />
      <h1>{resourceCenterPlaceholder.title}</h1>
      <p className="text-body-secondary fs-5">{resourceCenterPlaceholder.text}</p>
    </div>
  )
}

import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function SuccessBlueprintPage() {
  return (
    <div className="container page-section">
      <Seo title={'Success Blueprint'} description={'The Success Blueprint report.'} path={paths.successBlueprint} />
      <h1>{'The Success Blueprint'}</h1>
    </div>
  )
}

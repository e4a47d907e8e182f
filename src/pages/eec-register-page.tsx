import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function EecRegisterPage() {
  return (
    <div className="container page-section">
      <Seo title={'Counsellor Registration'} description={'Register for the counsellor programme.'} path={paths.eecRegister} />
      <h1>{'Register as a Counsellor'}</h1>
    </div>
  )
}

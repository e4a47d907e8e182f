import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function StudentRegisterPage() {
  return (
    <div className="container page-section">
      <Seo title={'Student Registration'} description={'Register for the report.'} path={paths.studentRegister} />
      <h1>{'Get Started With Registration'}</h1>
    </div>
  )
}

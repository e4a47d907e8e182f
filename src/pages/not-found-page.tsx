import { Link } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'

export default function NotFoundPage() {
  return (
    <div className="container page-section text-center">
      <Seo title="Page not found" description="The page you asked for does not exist." noindex />
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
      <Link className="btn btn-brand" to={paths.home}>
        Back to Home
      </Link>
    </div>
  )
}

import { Link } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { chrome } from '../content/chrome'

export default function NotFoundPage() {
  return (
    <div className="container page-section text-center">
      <Seo title={chrome.notFound.title} description={chrome.notFound.description} noindex />
      <h1>{chrome.notFound.title}</h1>
      <p>{chrome.notFound.text}</p>
      <Link className="btn btn-brand" to={paths.home}>
        {chrome.notFound.back}
      </Link>
    </div>
  )
}

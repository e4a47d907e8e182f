import { Link } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { notFound } from '../content/not-found'

export default function NotFoundPage() {
  return (
    <div className="container page-section text-center">
      <Seo title={notFound.title} description={notFound.description} noindex />
      <h1>{notFound.title}</h1>
      <p>{notFound.text}</p>
      <Link className="btn btn-brand" to={paths.home}>
        {notFound.back}
      </Link>
    </div>
  )
}

import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { reportPageContent } from '../content/report-page'
import { ReportScreen } from '../features/report/report-screen'

export default function ReportPage() {
  return (
    <>
      <Seo
        title={reportPageContent.title}
        description={reportPageContent.metaDescription}
        path={paths.report}
        noindex
      />
      <div className="container page-section report-page">
        <h1 className="visually-hidden">{reportPageContent.title}</h1>
        <ReportScreen />
      </div>
    </>
  )
}

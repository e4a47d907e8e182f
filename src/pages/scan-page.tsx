import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { scanContent } from '../content/scan'
import { brand } from '../content/site'
import { ScanApp } from '../features/scan/scan-app'

/** The DEM scan, opened from its link: no site header or footer, nothing to wander off to mid-scan. */
export default function ScanPage() {
  return (
    <>
      <Seo title={scanContent.title} description={scanContent.metaDescription} path={paths.scan} noindex />
      <div className="scan-page">
        <div className="scan-page__bar">
          <span className="scan-page__brand">{brand.siteName}</span>
        </div>
        <div className="scan-page__main">
          <ScanApp />
        </div>
      </div>
    </>
  )
}

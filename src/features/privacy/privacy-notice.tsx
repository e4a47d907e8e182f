import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { dataInventory, privacyCentreContent } from '../../content/privacy-centre'
import './privacy-notice.css'

const copy = privacyCentreContent

/**
 * The notice: each piece of data we hold, why, on what basis, who receives it and how long it is kept. The same
 * table (src/content/privacy-centre.ts) drives the retention job.
 */
export function PrivacyNotice() {
  return (
    <section className="privacy-notice" aria-labelledby="privacy-notice-heading">
      <h2 id="privacy-notice-heading" className="privacy-centre__h2">
        {copy.noticeHeading}
      </h2>
      <table className="privacy-notice__table">
        <thead>
          <tr>
            <th scope="col">{copy.columns.what}</th>
            <th scope="col">{copy.columns.why}</th>
            <th scope="col">{copy.columns.basis}</th>
            <th scope="col">{copy.columns.recipients}</th>
            <th scope="col">{copy.columns.kept}</th>
          </tr>
        </thead>
        <tbody>
          {dataInventory.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.what}</th>
              <td data-label={copy.columns.why}>{row.why}</td>
              <td data-label={copy.columns.basis}>{row.basis}</td>
              <td data-label={copy.columns.recipients}>{row.recipients}</td>
              <td data-label={copy.columns.kept}>{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="privacy-notice__no-tracking">{copy.noTracking}</p>
      <p>
        <Link to={paths.privacyPolicy}>{copy.policyLink}</Link>
      </p>
    </section>
  )
}

import type { BuyerOrder } from '../../api/orders'
import { config } from '../../config/env'
import { paths } from '../../config/paths'
import { localePath } from '../../content/locale'
import { orderReportContent } from '../../content/order-service'
import { formatDay } from './format'

const copy = orderReportContent

/** A report's Success Blueprint on its order: being prepared, or ready to read and download. */
export function OrderReport({
  report,
  orderId,
}: {
  report: NonNullable<BuyerOrder['report']>
  orderId: string
}) {
  if (report.state === 'preparing')
    return (
      <div className="order-card__section" data-report="preparing">
        <h4 className="order-card__subheading">{copy.heading}</h4>
        <p className="order-card__detail">{copy.preparing}</p>
      </div>
    )
  return (
    <div className="order-card__section" data-report="ready">
      <h4 className="order-card__subheading">{copy.ready}</h4>
      <p className="order-card__detail">{copy.readyOn(formatDay(report.generatedAt), report.version)}</p>
      <div className="order-card__actions">
        <a
          className="btn btn-brand btn-sm"
          href={`${localePath(paths.report)}?order=${encodeURIComponent(orderId)}`}
        >
          {copy.read}
        </a>
        <a
          className="btn btn-outline-brand btn-sm"
          href={`${config.apiBaseUrl}/api/orders/${encodeURIComponent(orderId)}/report/pdf`}
          download
        >
          {copy.download}
        </a>
      </div>
    </div>
  )
}

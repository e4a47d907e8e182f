import { useEffect, useState } from 'react'
import { ApiError, errorMessage } from '../../api/api-error'
import { config } from '../../config/env'
import { paths } from '../../config/paths'
import { reportPageContent } from '../../content/report-page'
import type { ReportDocument } from '../../engine/report'
import { ReportView } from './report-view'
import './report.css'

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; orderId: string; document: ReportDocument }

const copy = reportPageContent

async function open(orderId: string): Promise<View> {
  try {
    const { fetchReport } = await import('../../api/orders')
    const { document } = await fetchReport(orderId)
    return { kind: 'loaded', orderId, document }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'failed', message: copy.signIn }
    return { kind: 'failed', message: errorMessage(error, copy.failed) }
  }
}

/** The report of the order named in the address (?order=), for the signed-in buyer. */
export function ReportScreen() {
  const [orderId] = useState(() =>
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('order') ?? ''),
  )
  const [view, setView] = useState<View>({ kind: 'loading' })

  useEffect(() => {
    let live = true
    void open(orderId).then((next) => {
      if (live) setView(next)
    })
    return () => {
      live = false
    }
  }, [orderId])

  const back = (
    <a className="btn btn-outline-brand btn-sm" href={paths.orders}>
      {copy.back}
    </a>
  )
  if (view.kind === 'loading')
    return (
      <p role="status" className="report-status">
        {copy.loading}
      </p>
    )
  if (view.kind === 'failed')
    return (
      <div role="alert" className="report-status">
        <p>{view.message}</p>
        {back}
      </div>
    )
  return (
    <>
      <div className="report-actions">
        {back}
        <a
          className="btn btn-brand btn-sm"
          href={`${config.apiBaseUrl}/api/orders/${encodeURIComponent(view.orderId)}/report/pdf`}
          download
        >
          {copy.download}
        </a>
      </div>
      <ReportView report={view.document} />
    </>
  )
}

import { useEffect, useRef, useState } from 'react'
import { ApiError, errorMessage } from '../../api/api-error'
import { config } from '../../config/env'
import { paths } from '../../config/paths'
import { localePath } from '../../content/locale'
import { reportPageContent } from '../../content/report-page'
import { useFocusBackWhenIdle } from '../../hooks/use-focus-back-when-idle'
import type { ReportDocument } from '../../engine/report'
import { ReportView } from './report-view'
import './report.css'

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; orderId: string; document: ReportDocument }

const copy = reportPageContent

/** Who is reading: the buyer (My orders) or their counsellor (`&from=workspace`, the workspace's API). */
type Reader = 'buyer' | 'counsellor'

async function open(orderId: string, reader: Reader): Promise<View> {
  try {
    const { document } =
      reader === 'counsellor'
        ? await (await import('../../api/workspace')).fetchStudentReport(orderId)
        : await (await import('../../api/orders')).fetchReport(orderId)
    return { kind: 'loaded', orderId, document }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { kind: 'failed', message: reader === 'counsellor' ? copy.signInWorkspace : copy.signIn }
    return {
      kind: 'failed',
      message: errorMessage(error, reader === 'counsellor' ? copy.failedWorkspace : copy.failed),
    }
  }
}

/** The report of the order named in the address (?order=), for the signed-in buyer or, from the workspace, their counsellor. */
export function ReportScreen() {
  const [{ orderId, reader }] = useState(() => {
    const query = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search)
    const from: Reader = query.get('from') === 'workspace' ? 'counsellor' : 'buyer'
    return { orderId: query.get('order') ?? '', reader: from }
  })
  const [view, setView] = useState<View>({ kind: 'loading' })
  // Once loaded, the report has the focus unless the reader put it somewhere meanwhile (the loading line it
  // replaces had it nowhere): a screen reader starts at the report, a keyboard at its top.
  const report = useRef<HTMLElement>(null)
  useFocusBackWhenIdle(view.kind === 'loading', () => report.current)

  useEffect(() => {
    let live = true
    void open(orderId, reader).then((next) => {
      if (live) setView(next)
    })
    return () => {
      live = false
    }
  }, [orderId, reader])

  const back = (
    <a
      className="btn btn-outline-brand btn-sm"
      href={localePath(reader === 'counsellor' ? paths.workspace : paths.orders)}
    >
      {reader === 'counsellor' ? copy.backToWorkspace : copy.back}
    </a>
  )
  const pdf =
    reader === 'counsellor'
      ? `/api/workspace/students/${encodeURIComponent(orderId)}/report/pdf`
      : `/api/orders/${encodeURIComponent(orderId)}/report/pdf`
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
        <a className="btn btn-brand btn-sm" href={`${config.apiBaseUrl}${pdf}`} download>
          {copy.download}
        </a>
      </div>
      <ReportView report={view.document} ref={report} />
    </>
  )
}

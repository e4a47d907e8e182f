import { config } from '../../config/env'
import { paths } from '../../config/paths'
import { localePath } from '../../content/locale'
import { indiaWhen } from '../../content/india-time'
import { workspaceContent } from '../../content/workspace'
import { useLoad } from './use-load'

const copy = workspaceContent.students

async function load() {
  const { fetchStudents } = await import('../../api/workspace')
  return fetchStudents()
}

/** The counsellor's students: who to call, where the scan and report stand, the next session. */
export function StudentsList() {
  const { state, reload } = useLoad(load, copy.loadFailed)
  if (state.kind === 'loading')
    return (
      <p className="workspace__status" role="status">
        {copy.loading}
      </p>
    )
  if (state.kind === 'failed')
    return (
      <div className="workspace__status" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn-brand workspace__tap" onClick={reload}>
          {workspaceContent.retry}
        </button>
      </div>
    )
  if (state.data.length === 0) return <p className="workspace__empty">{copy.empty}</p>
  return (
    <ul className="workspace__list">
      {state.data.map((student) => {
        const child = copy.child(student.childFirstName)
        const session = student.session
        return (
          <li key={student.orderId} className="workspace-card workspace-student" data-order={student.orderId}>
            <h3 className="workspace-student__name">
              {child} <span className="workspace-student__class">{copy.childClass(student.childClass)}</span>
            </h3>
            {student.closed && <p className="workspace-badge workspace-badge--done">{copy.closed}</p>}
            <p className="workspace-student__parent">
              <span className="workspace-student__label">{copy.parent}: </span>
              {student.parentName}
            </p>
            <div className="workspace-student__contact">
              <a className="btn btn-outline-brand workspace__tap" href={`tel:${student.parentPhone}`}>
                {copy.call(student.parentPhone)}
              </a>
              <a
                className="btn btn-outline-brand workspace__tap workspace-student__mail"
                href={`mailto:${student.parentEmail}`}
              >
                {copy.mail(student.parentEmail)}
              </a>
            </div>
            <dl className="workspace-student__facts">
              <div>
                <dt>{copy.scanLabel}</dt>
                <dd>{workspaceContent.scanStates[student.scan]}</dd>
              </div>
              <div>
                <dt>{copy.reportLabel}</dt>
                <dd>
                  {!student.reportReady
                    ? copy.reportNotReady
                    : student.answersHurried
                      ? copy.answersHurried
                      : copy.reportReady}
                </dd>
              </div>
              <div>
                <dt>{copy.sessionLabel}</dt>
                <dd>
                  {session
                    ? `${indiaWhen(session.startsAt)} (${workspaceContent.sessionStates[session.status]})`
                    : copy.noSession}
                </dd>
              </div>
            </dl>
            {student.reportReady && (
              <div className="workspace-student__actions">
                <a
                  className="btn btn-brand workspace__tap"
                  href={`${localePath(paths.report)}?order=${encodeURIComponent(student.orderId)}&from=workspace`}
                  aria-label={copy.reportOf(child)}
                >
                  {copy.openReport}
                </a>
                <a
                  className="btn btn-outline-brand workspace__tap"
                  href={`${config.apiBaseUrl}/api/workspace/students/${encodeURIComponent(student.orderId)}/report/pdf`}
                  download
                  aria-label={copy.pdfOf(child)}
                >
                  {copy.pdf}
                </a>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}

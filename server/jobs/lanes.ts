/**
 * The job runner's lanes (server/app.ts; the runner's tests run the same ones). One first report renders at a time
 * per instance (its CPU is a core); a parent's new version of a report renders in a lane of its own beside it, so a
 * burst of corrections never holds another buyer's first report (issue 45 S2; the report's PDF threads are as many
 * as the report lanes); four codes' SMS at once (mostly waiting on the provider), so neither ever waits behind the
 * other.
 */
import type { JobLane } from './runner'

export const JOB_LANES = {
  sms: { kind: 'sms', size: 4 },
  report: { kind: 'report', size: 1 },
  'report by parent': { kind: 'report', size: 1, only: { key: 'by', value: 'parent' } },
} satisfies Record<string, JobLane>

/** Reports rendering at once at most: one PDF thread each. */
export const REPORT_RENDERS_AT_ONCE = JOB_LANES.report.size + JOB_LANES['report by parent'].size

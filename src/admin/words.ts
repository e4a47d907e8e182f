/**
 * The back office's own words where react-admin would show its library's ("Element created", "CREATE", "Save
 * current query…"), and the labels of the screens that read states (a counsellor's students, leads, requests).
 * Staff read English only; the public site's words are in src/content/.
 */
import { defaultI18nProvider, type I18nProvider } from 'react-admin'

/** react-admin's messages said in ours: the notices after a save, and the errors it shows. */
export const libraryWords: Record<string, string> = {
  'ra.notification.created': 'Saved.',
  'ra.notification.updated': 'Changes saved.',
  'ra.notification.deleted': 'Removed.',
  'ra.notification.item_doesnt_exist': 'This record does not exist (any more).',
  'ra.notification.http_error': 'The server did not answer. Try again in a moment.',
  'ra.notification.data_provider_error': 'Something went wrong on our side. Try again in a moment.',
  'ra.notification.not_authorized': 'Your back-office session has ended: sign in again.',
  'ra.notification.logged_out': 'Your back-office session has ended: sign in again.',
  'ra.message.invalid_form': 'Some fields need a look: see the messages under them.',
  'ra.action.create': 'Add',
  'ra.action.add_filter': 'More filters',
  'ra.action.remove_all_filters': 'Clear the filters',
  'ra.page.empty': 'Nothing here yet.',
  'ra.navigation.no_results': 'Nothing matches.',
}

/** The library's English with our words over it. */
export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => libraryWords[key] ?? defaultI18nProvider.translate(key, options),
}

/** Where one of a counsellor's students stands (GET /api/admin/counsellors/:id `students`), in one line. */
export interface StudentFacts {
  scan: 'not-started' | 'in-progress' | 'submitted' | 'withdrawn'
  reportReady: boolean
  session: { startsAt: string; status: 'booked' | 'cancelled' | 'held' | 'no-show' } | null
  closed: boolean
}

export function studentState(student: StudentFacts, when: (at: string) => string): string {
  if (student.closed) return 'Closed: the debrief is done'
  if (student.session?.status === 'held') return 'Debrief held'
  if (student.session?.status === 'booked') return `Debrief booked for ${when(student.session.startsAt)}`
  if (student.session?.status === 'no-show') return 'Missed the debrief: to book again'
  if (student.scan === 'withdrawn') return 'Consent withdrawn: no scan, no report'
  if (student.reportReady)
    return student.session?.status === 'cancelled'
      ? 'Report ready; the debrief was cancelled, not booked again'
      : 'Report ready; debrief not booked yet'
  if (student.scan === 'submitted') return 'Scan submitted; report being prepared'
  if (student.scan === 'in-progress') return 'Scan under way'
  return 'Scan not started'
}

/** Who registered (`applicants.role`), as staff say it. */
export const registeredAsChoices = [
  { id: 'student', name: 'A family, for the report' },
  { id: 'eec', name: 'A teacher, for the counsellor programme' },
]

/** A help request or a privacy request (`tickets.kind`). */
export const requestKindChoices = [
  { id: 'help', name: 'Help request' },
  { id: 'privacy', name: 'Privacy request' },
]

export const requestKindNames: Record<string, string> = Object.fromEntries(
  requestKindChoices.map((choice) => [choice.id, choice.name]),
)

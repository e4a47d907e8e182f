/** Shared labels and formats of the back office. */
export const fulfilmentChoices = [
  { id: 'new', name: 'New' },
  { id: 'contacted', name: 'Contacted' },
  { id: 'scan_sent', name: 'Scan link sent' },
  { id: 'scan_scheduled', name: 'Scan scheduled' },
  { id: 'scan_done', name: 'Scan done' },
  { id: 'report_delivered', name: 'Report delivered' },
  { id: 'closed', name: 'Closed' },
]

/**
 * The list's payment filter: the one state the buyer reads on My orders, which the API works out from the order,
 * its payments and refunds (a paid order is "invoiced" inside; a staff refund leaves it "paid").
 */
export const paymentFilterChoices = [
  { id: 'pending', name: 'Pending' },
  { id: 'paid', name: 'Paid' },
  { id: 'refunding', name: 'Refund on its way' },
  { id: 'refunded', name: 'Refunded' },
  { id: 'failed', name: 'Failed' },
]

/** The order's own status, as a support person says it. */
const orderStatusNames: Record<string, string> = {
  created: 'Not paid yet',
  paid: 'Paid',
  confirmed: 'Paid',
  invoiced: 'Paid and invoiced',
  failed: 'Failed',
  duplicate: 'Second payment for a plan already paid',
}

/** An order's payment state (the API's `paymentState`): its status, or its paying payment's refund. */
export function paymentStateName(state: unknown): string {
  if (state === 'partly-refunded') return 'Paid, refunded in part'
  if (state === 'refunding') return 'Refund on its way'
  if (state === 'refund-failed') return 'Refund failed (see the runbook)'
  if (state === 'refunded') return 'Refunded'
  return orderStatusNames[String(state)] ?? String(state ?? '')
}

/** One payment's state (the API's `state`): the gateway's status, moved on by our refund of it. */
export const paymentLineNames: Record<string, string> = {
  failed: 'failed',
  authorized: 'authorized',
  captured: 'captured',
  'partly-refunded': 'captured, refunded in part',
  refunding: 'captured, refund on its way',
  'refund-failed': 'captured, refund failed',
  refunded: 'refunded',
}

export function rupees(paise: unknown): string {
  return typeof paise === 'number'
    ? `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : ''
}

export function when(value: unknown): string {
  if (typeof value !== 'string') return ''
  return new Date(value).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  })
}

/** A day as the back office says it, in India: "Thu, 2 Oct 2025" (a YYYY-MM-DD date, or an instant). */
export function indiaDay(value: string): string {
  // A bare date is that day in India: noon India time keeps it there in any browser's zone.
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value
  const day = new Date(at)
  const weekday = day.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'short' })
  return `${weekday}, ${day.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' })}`
}

/** DateField props for one way of showing time everywhere in the back office: India's, as the order page shows it. */
export const indiaTime = {
  showTime: true,
  locales: 'en-IN',
  options: { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' },
} as const

/** Where a refund stands (our `refunds.status`), in words. */
export const refundStatusNames: Record<string, string> = {
  due: 'Decided, about to be asked of the gateway',
  creating: 'Being asked of the gateway',
  pending: 'Accepted by the gateway, on its way to the buyer',
  processed: 'Processed: the money is back with the buyer',
  failed: 'Failed: see "When a refund fails" in the runbook',
}

/** The gateway's payment methods (Razorpay's `method`), as staff say them. */
export const paymentMethodNames: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
  cardless_emi: 'Cardless EMI',
  paylater: 'Pay later',
}

/** What each kind of mail is, as the mail queue and an order's page name it. */
export const mailKindNames: Record<string, string> = {
  otp: 'Sign-in code',
  invoice: 'Invoice',
  contact: 'Contact message',
  refund: 'Refund',
  support: 'Notice to support',
  scan: 'Scan link',
  report: 'Report',
  debrief: 'Debrief',
  ticket: 'Help or privacy request',
  privacy: 'Privacy notice',
}

/** Where a mail stands, in words. */
export const mailStatusNames: Record<string, string> = {
  pending: 'Waiting to be sent',
  sending: 'Being sent',
  sent: 'Sent',
  dead: 'Failed for good',
}

export function fulfilmentName(id: unknown): string {
  return fulfilmentChoices.find((choice) => choice.id === id)?.name ?? String(id ?? '')
}

/** An audit entry as the API lists it. */
export interface AuditEntry {
  action: string
  entity: string
  entityId: string
  before: unknown
  after: unknown
}

function values(from: unknown): Record<string, unknown> {
  return from !== null && typeof from === 'object' ? (from as Record<string, unknown>) : {}
}

function text(value: unknown, none = 'none'): string {
  return value === null || value === undefined || value === '' ? none : String(value)
}

/**
 * A ticket's answer as the log keeps it: its length and a hash since issue 45 (S6), never its words; older entries
 * kept the words, blanked when the person's account is erased.
 */
function answerText(value: unknown): string {
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { length?: unknown }).length === 'number'
  )
    return `An answer of ${(value as { length: number }).length} characters (its words are kept only on the request)`
  return text(value)
}

/**
 * What a staff member did, in the words a support person reads: "Refund of ₹4,999" with its reason, not
 * `order.refund` and `amountPaise: 499900`. `what` is one line; `detail` the particulars, one per line.
 */
export function auditWords(entry: AuditEntry): { what: string; detail: string } {
  const before = values(entry.before)
  const after = values(entry.after)
  switch (entry.action) {
    case 'order.refund':
      return {
        what: `Refund of ${rupees(after.amountPaise).replace(/\.00$/, '')}`,
        detail: [
          `Reason: ${text(after.reason)}`,
          after.creditNote ? `Credit note ${String(after.creditNote)}` : 'No credit note (not invoiced)',
        ].join('\n'),
      }
    case 'order.update': {
      const lines: string[] = []
      if ('fulfilmentStatus' in after)
        lines.push(
          `Fulfilment: ${fulfilmentName(before.fulfilmentStatus)} → ${fulfilmentName(after.fulfilmentStatus)}`,
        )
      if ('counsellor' in after)
        lines.push(
          `Counsellor: ${text(before.counsellor, 'not assigned')} → ${text(after.counsellor, 'not assigned')}`,
        )
      return { what: 'Order updated', detail: lines.join('\n') }
    }
    case 'invoice.email':
      return {
        what: 'Invoice mailed again',
        detail: `Invoice ${text(after.invoice)} to ${text(after.to)}`,
      }
    case 'report.email':
      return {
        what: 'Report mailed again',
        detail: `Version ${text(after.version)} to ${text(after.to)}`,
      }
    case 'report.regenerate':
      return { what: 'New version of the report asked for', detail: '' }
    case 'scan.email':
      return { what: 'Scan link mailed again', detail: '' }
    case 'message.handled':
      return { what: 'Message marked handled', detail: '' }
    case 'message.reopened':
      return { what: 'Message reopened', detail: '' }
    case 'mail.retry':
      return {
        what: 'Mail sent again',
        detail: `${mailKindNames[String(before.kind)] ?? text(before.kind)} to ${text(before.to)}, which was: ${
          mailStatusNames[String(before.status)] ?? text(before.status)
        }`,
      }
    case 'documents.export':
      return { what: 'Invoices and credit notes exported (CSV)', detail: `Month ${entry.entityId}` }
    case 'leads.export': {
      const filter = Object.entries(values(after.filter)).map(([key, value]) => `${key}: ${text(value)}`)
      return {
        what: 'Leads exported (CSV)',
        detail: `${text(after.rows, '0')} rows\n${filter.length > 0 ? `Filter: ${filter.join(', ')}` : 'All leads'}`,
      }
    }
    case 'staff.sign-in':
      return { what: 'Signed in', detail: '' }
    case 'staff.sign-out':
      return { what: 'Signed out', detail: '' }
    case 'counsellor.certify':
      return { what: 'Counsellor certified', detail: `${text(after.name)} (${text(after.email)})` }
    case 'counsellor.update':
      return {
        what: 'Counsellor changed',
        detail: Object.keys(after)
          .map((key) => `${key}: ${text(before[key])} → ${text(after[key])}`)
          .join('\n'),
      }
    case 'order.reassign':
      return { what: 'Counsellor reassigned', detail: '' }
    case 'ticket.answered':
      return { what: 'Request answered', detail: answerText(after.answer) }
    case 'ticket.answered-and-closed':
      return { what: 'Request answered and closed', detail: answerText(after.answer) }
    case 'ticket.closed':
      return { what: 'Request closed', detail: '' }
    case 'ticket.reopened':
      return { what: 'Request opened again', detail: '' }
    case 'breach.notice': {
      const orders = Array.isArray(after.orders) ? after.orders.length : 0
      const people = Number(text(after.recipients, '0'))
      return {
        what: 'Breach notice mailed',
        detail: `${people} ${people === 1 ? 'person' : 'people'}, ${orders} ${orders === 1 ? 'order' : 'orders'}\nSubject: ${text(after.subject)}`,
      }
    }
    case 'strategy.hours':
      return {
        what: 'Strategy session hours changed',
        detail: [
          `Hours: ${hoursText(before.hours)} → ${hoursText(after.hours)}`,
          `Meeting link: ${text(before.meetingLink, 'none')} → ${text(after.meetingLink, 'none')}`,
        ].join('\n'),
      }
    case 'strategy.held':
      return { what: 'Strategy session marked held', detail: `Session of ${when(after.startsAt)}` }
    case 'strategy.move':
      return {
        what: 'Strategy session moved',
        detail: [
          `${when(before.startsAt)} → ${when(after.startsAt)}`,
          after.reason ? `Reason: ${text(after.reason)}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      }
    case 'strategy.cancel':
      return {
        what: 'Strategy session cancelled',
        detail: `Session of ${when(before.startsAt)}\nReason: ${text(after.reason)}`,
      }
    case 'strategy.day-off':
      return {
        what: 'Team day off added',
        detail: `${indiaDay(entry.entityId)}${after.note ? `: ${text(after.note)}` : ''}`,
      }
    case 'strategy.day-off-removed':
      return { what: 'Team day off removed', detail: indiaDay(entry.entityId) }
    default: {
      // An action this page does not know yet: its name and values, readable rather than hidden.
      const name = entry.action.replace(/[._-]+/g, ' ')
      return {
        what: name.charAt(0).toUpperCase() + name.slice(1),
        detail: Object.entries(after)
          .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : text(value)}`)
          .join('\n'),
      }
    }
  }
}

/** The record an audit entry is about, as the back office names it: "Order 3F2A9C1B". */
export function auditRecordName(entry: Pick<AuditEntry, 'entity' | 'entityId'>): string {
  if (entry.entity === 'order') return `Order ${entry.entityId.slice(0, 8).toUpperCase()}`
  if (entry.entity === 'message') return 'Contact message'
  if (entry.entity === 'mail') return `Mail ${entry.entityId}`
  if (entry.entity === 'documents') return 'GST documents'
  if (entry.entity === 'leads') return 'Leads'
  if (entry.entity === 'staff') return entry.entityId
  if (entry.entity === 'counsellor') return `Counsellor ${entry.entityId.slice(0, 8).toUpperCase()}`
  if (entry.entity === 'ticket') return `Request ${entry.entityId.slice(0, 8).toUpperCase()}`
  if (entry.entity === 'breach-notice') return 'Breach notice'
  if (entry.entity === 'strategy-team') return 'Strategy session hours'
  if (entry.entity === 'strategy-day-off') return 'Team days off'
  if (entry.entity === 'strategy-session')
    return `Strategy session ${entry.entityId.slice(0, 8).toUpperCase()}`
  return `${entry.entity} ${entry.entityId.slice(0, 8)}`
}

/** The team's weekly hours as the audit log keeps them ("Mon 10:00-13:00"), in one line. */
function hoursText(value: unknown): string {
  return Array.isArray(value) && value.length > 0 ? value.map((range) => text(range)).join(', ') : 'none'
}

/** A strategy session's state, as staff say it. */
export const strategyStatusNames: Record<string, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled by the counsellor',
  /** Cancelled by us: the counsellor kit was refunded (server/strategy/sessions.ts cancelStrategyForRefund). */
  refunded: 'Cancelled: kit refunded',
  /** Cancelled by staff in the back office, followed by their reason. */
  byStaff: 'Cancelled by staff',
  held: 'Held',
}

/** The weekdays of the team's hours, Monday first as staff plan a week (0 = Sunday, as the server counts). */
export const weekdays = [
  { id: 1, name: 'Monday' },
  { id: 2, name: 'Tuesday' },
  { id: 3, name: 'Wednesday' },
  { id: 4, name: 'Thursday' },
  { id: 5, name: 'Friday' },
  { id: 6, name: 'Saturday' },
  { id: 0, name: 'Sunday' },
] as const

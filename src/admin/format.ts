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

export const orderStatusChoices = [
  ...['created', 'paid', 'confirmed', 'invoiced', 'failed', 'duplicate'].map((id) => ({
    id,
    name: id[0]?.toUpperCase() + id.slice(1),
  })),
  // A staff refund leaves the order paid; the API reads refunded from the paying payment's refund.
  { id: 'refunded', name: 'Refunded' },
]

/** An order's payment state (the API's `paymentState`): its status, or its paying payment's refund. */
export function paymentStateName(state: unknown): string {
  if (state === 'partly-refunded') return 'Paid, refunded in part'
  if (state === 'refunding') return 'Refund on its way'
  if (state === 'refund-failed') return 'Refund failed (see the runbook)'
  if (state === 'refunded') return 'Refunded'
  return orderStatusChoices.find((choice) => choice.id === state)?.name ?? String(state ?? '')
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

/** DateField props for one way of showing time everywhere in the back office: India's, as the order page shows it. */
export const indiaTime = {
  showTime: true,
  locales: 'en-IN',
  options: { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' },
} as const

/** An audit entry's before or after values, one "key: value" per line. */
export function auditValues(values: unknown): string {
  if (values === null || typeof values !== 'object') return ''
  return Object.entries(values)
    .map(
      ([key, value]) =>
        `${key}: ${value === null ? '-' : typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('\n')
}

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

export const orderStatusChoices = ['created', 'paid', 'confirmed', 'invoiced', 'failed', 'duplicate'].map(
  (id) => ({
    id,
    name: id[0]?.toUpperCase() + id.slice(1),
  }),
)

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

/**
 * The readable copy of what we hold (the privacy centre's "Download as a page to read"): one self-contained HTML
 * page, no script, no outside resource, every value escaped, printable. The JSON download holds the same data and
 * the reports' full documents.
 */
import { dataInventory, privacyCentreContent } from '../../src/content/privacy-centre'
import type { HeldData, HeldOrder, HeldScan } from './privacy'

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const day = (isoTime: string | null) =>
  isoTime
    ? new Date(isoTime).toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      })
    : '-'

const rupees = (paise: number) =>
  `INR ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

function rows(pairs: readonly (readonly [string, string])[]): string {
  return `<dl>${pairs.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`
}

function table(head: readonly string[], body: readonly (readonly string[])[]): string {
  if (body.length === 0) return '<p>None.</p>'
  return `<table><thead><tr>${head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${body
    .map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`
}

function scanSection(scan: HeldScan): string {
  const child = scan.child
  return [
    '<h4>The scan</h4>',
    rows([
      ['Status', scan.status],
      ["Child's first name", child?.firstName ?? '-'],
      ['Class', child ? String(child.classLevel) : '-'],
      ['School', child?.school ?? '-'],
      ['City or town', child?.city ?? '-'],
      ['Submitted', day(scan.submittedAt)],
    ]),
    '<h5>Answers</h5>',
    table(
      ['Question', 'Answer', 'Answered'],
      scan.answers.map((answer) => [answer.question, answer.answerText, day(answer.answeredAt)]),
    ),
    '<h5>Consent records</h5>',
    table(
      ['Notice version', 'Given', 'Withdrawn', 'Email'],
      scan.consents.map((row) => [row.noticeVersion, day(row.givenAt), day(row.withdrawnAt), row.email]),
    ),
    '<h5>Reports</h5>',
    table(
      ['Version', 'Made', 'Model'],
      scan.reports.map((report) => [String(report.version), day(report.generatedAt), report.modelVersion]),
    ),
  ].join('')
}

function orderSection(order: HeldOrder): string {
  return [
    `<section><h3>${escapeHtml(order.plan)} (${escapeHtml(day(order.orderedAt))})</h3>`,
    rows([
      ['Order id', order.id],
      ['Amount', rupees(order.amountPaise)],
      ['Status', order.status],
      ['Paid', day(order.paidAt)],
      ['Counsellor', order.counsellor ?? '-'],
      [
        'GST invoice',
        order.invoice
          ? `${order.invoice.number}, ${day(order.invoice.issuedAt)}: ${order.invoice.buyerName}, ${order.invoice.buyerEmail}, ${order.invoice.buyerPhone}, ${rupees(order.invoice.totalPaise)}`
          : '-',
      ],
      [
        'Credit note',
        order.creditNote ? `${order.creditNote.number}, ${day(order.creditNote.issuedAt)}` : '-',
      ],
    ]),
    '<h4>Payments</h4>',
    table(
      ['Payment', 'Amount', 'Method', 'Status', 'When'],
      order.payments.map((p) => [p.id, rupees(p.amountPaise), p.method ?? '-', p.status, day(p.at)]),
    ),
    order.refunds.length > 0
      ? `<h4>Refunds</h4>${table(
          ['Amount', 'Reason', 'Status', 'When'],
          order.refunds.map((r) => [rupees(r.amountPaise), r.reason, r.status, day(r.at)]),
        )}`
      : '',
    order.scan ? scanSection(order.scan) : '',
    order.debriefs.length > 0
      ? '<h4>Debriefs with the counsellor</h4>' +
        table(
          ['Counsellor', 'When', 'Status', 'Note for you', "The counsellor's notes"],
          order.debriefs.map((d) => [
            d.counsellor,
            day(d.startsAt),
            d.status,
            d.noteForYou ?? '',
            d.counsellorNotes ?? '',
          ]),
        )
      : '',
    '</section>',
  ].join('')
}

export function exportHtml(data: HeldData): string {
  const { account } = data
  const copy = privacyCentreContent
  const body = [
    `<h1>What DEM Success Blueprint holds about ${escapeHtml(account.email)}</h1>`,
    `<p>Made on ${escapeHtml(day(data.exportedAt))}. This page and the JSON file hold the same data; the JSON file also holds the full text of each report.</p>`,
    '<h2>Your account</h2>',
    rows([
      ['Email address', account.email],
      ['Name', `${account.firstName} ${account.lastName}`],
      ['Phone number', account.phone],
      ['Registered as', copy.held.roles[account.role]],
      ['Registered', day(account.registeredAt)],
      ['Email confirmed', day(account.emailConfirmedAt)],
      ['Phone confirmed', day(account.phoneConfirmedAt)],
    ]),
    '<h2>Orders</h2>',
    data.orders.length > 0 ? data.orders.map(orderSection).join('') : '<p>None.</p>',
    '<h2>Your messages to us</h2>',
    table(
      ['Sent', 'Name', 'Message'],
      data.contactMessages.map((m) => [day(m.sentAt), m.name, m.message]),
    ),
    '<h2>Copies of our mails to you</h2>',
    table(
      ['Kind', 'Subject', 'Queued', 'Status'],
      data.mails.map((m) => [m.kind, m.subject, day(m.createdAt), m.status]),
    ),
    '<h2>Open sign-in sessions</h2>',
    table(
      ['Started', 'Ends'],
      data.sessions.map((s) => [day(s.createdAt), day(s.expiresAt)]),
    ),
    `<h2>${escapeHtml(copy.noticeHeading)}</h2>`,
    table(
      [copy.columns.what, copy.columns.why, copy.columns.basis, copy.columns.recipients, copy.columns.kept],
      dataInventory.map((row) => [row.what, row.why, row.basis, row.recipients, row.kept]),
    ),
    `<h2>${escapeHtml(copy.contact.heading)}</h2>`,
    `<p>${escapeHtml(copy.contact.text(data.privacyContact.name, data.privacyContact.role))} ${escapeHtml(data.privacyContact.email)}</p>`,
    `<p>${escapeHtml(copy.contact.board)}</p>`,
  ].join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Your data at DEM Success Blueprint</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:60rem;margin:0 auto;padding:1rem}
table{border-collapse:collapse;width:100%;margin:0 0 1rem}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:left;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}dd{margin:0}
section{border-top:2px solid #444;margin-top:1.5rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

/**
 * The month's GST documents as CSV, for the returns: every invoice and credit note issued in a calendar month of
 * India's time, one row each, oldest first. Amounts are rupees with two decimals, negative on credit notes; a
 * credit note names the invoice it cancels. Test documents (TST, TCN: no money moved) are listed as such, never
 * mixed with the tax series.
 *
 * Cells a spreadsheet would run as a formula (text starting with =, +, -, @, a tab or a carriage return) are
 * prefixed with a single quote, whatever the text: names and emails are typed by buyers. Amounts are numbers this
 * module prints (a credit note's minus sign stays a number).
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { creditNotes, invoices } from '../db/schema'

const IST_OFFSET_MS = 330 * 60_000

/** "2025-10" -> the first moment of October 2025 and of November 2025 in India; undefined for anything else. */
export function monthInIndia(month: string): { from: Date; to: Date } | undefined {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
  if (!match) return undefined
  const year = Number(match[1])
  const index = Number(match[2]) - 1
  return {
    from: new Date(Date.UTC(year, index, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, index + 1, 1) - IST_OFFSET_MS),
  }
}

/** A CSV cell (RFC 4180): text neutralised and quoted as needed; a number of paise as rupees. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') {
    const sign = value < 0 ? '-' : ''
    const paise = Math.abs(value)
    return `${sign}${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`
  }
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const DOCUMENT_COLUMNS = [
  'Type',
  'Number',
  'Date',
  'Buyer name',
  'Buyer email',
  'Taxable',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Original invoice',
] as const

type Row = (string | number)[]

/** "2025-10-01": the day in India. */
function indianDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** The CSV of the invoices and credit notes issued in [from, to), with a byte order mark so Excel reads UTF-8. */
export async function documentsCsv(db: DbOrTx, range: { from: Date; to: Date }): Promise<string> {
  const [invoiceRows, noteRows] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(gte(invoices.issuedAt, range.from), lt(invoices.issuedAt, range.to)))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
    db
      .select({ note: creditNotes, invoice: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(gte(creditNotes.issuedAt, range.from), lt(creditNotes.issuedAt, range.to)))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number)),
  ])
  const rows: { at: Date; cells: Row }[] = [
    ...invoiceRows.map((invoice) => ({
      at: invoice.issuedAt,
      cells: [
        invoice.series === 'TST' ? 'test invoice' : 'invoice',
        invoice.number,
        indianDay(invoice.issuedAt),
        invoice.buyerName,
        invoice.buyerEmail,
        invoice.taxablePaise,
        invoice.cgstPaise,
        invoice.sgstPaise,
        invoice.igstPaise,
        invoice.totalPaise,
        '',
      ],
    })),
    ...noteRows.map(({ note, invoice }) => ({
      at: note.issuedAt,
      cells: [
        invoice.series === 'TST' ? 'test credit note' : 'credit note',
        note.number,
        indianDay(note.issuedAt),
        invoice.buyerName,
        invoice.buyerEmail,
        -note.taxablePaise,
        -note.cgstPaise,
        -note.sgstPaise,
        -note.igstPaise,
        -note.totalPaise,
        invoice.number,
      ],
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime())
  const lines = [[...DOCUMENT_COLUMNS], ...rows.map((row) => row.cells)].map((cells) =>
    cells.map(csvCell).join(','),
  )
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

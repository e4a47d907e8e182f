/**
 * The back office's money documents: an order's invoice and credit notes as PDFs, and a month of invoices and credit
 * notes as CSV for the GST returns. Registered in the admin scope (routes/admin.ts), so every route here needs a
 * staff session. Opening one document is a read like the order page (not audited); the month's export carries
 * every buyer's name and email and is audited (`documents.export`).
 */
import { eq } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { invoices } from '../db/schema'
import { HttpError } from '../http/errors'
import { idParams, isUuid } from '../http/schemas'
import { creditNoteOfOrder, documentFileName } from '../invoices/credit-notes'
import { documentsCsv, monthInIndia } from '../invoices/documents-csv'
import { audit } from '../services/staff'

const noteParams = z.strictObject({ id: z.string().max(100), noteId: z.string().max(100) })

const monthQuery = z.strictObject({
  month: z.string({ error: 'The month is YYYY-MM.' }).max(7, 'The month is YYYY-MM.'),
})

export function adminDocumentRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database
  const pdf = ctx.invoicePdf

  const sendPdf = (reply: FastifyReply, number: string, file: Buffer) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${documentFileName(number)}"`)
      .send(file)

  scope.get('/api/admin/orders/:id/invoice', { schema: { params: idParams } }, async (request, reply) => {
    if (!isUuid(request.params.id)) throw new HttpError(404, 'This order has no invoice.')
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, request.params.id))
    if (!invoice) throw new HttpError(404, 'This order has no invoice.')
    return sendPdf(reply, invoice.number, await pdf.render(invoice, ctx.supplier))
  })

  const sendCreditNote = async (reply: FastifyReply, orderId: string, noteId?: string) => {
    const found =
      isUuid(orderId) && (noteId === undefined || isUuid(noteId))
        ? await creditNoteOfOrder(db, orderId, { noteId })
        : undefined
    if (!found) throw new HttpError(404, 'This order has no such credit note.')
    return sendPdf(
      reply,
      found.note.number,
      await pdf.renderCreditNote(found.note, found.invoice, ctx.supplier),
    )
  }

  // The order's latest credit note (the address of the days of one note per order), and each note by its id.
  scope.get('/api/admin/orders/:id/credit-note', { schema: { params: idParams } }, (request, reply) =>
    sendCreditNote(reply, request.params.id),
  )
  scope.get(
    '/api/admin/orders/:id/credit-notes/:noteId',
    { schema: { params: noteParams } },
    (request, reply) => sendCreditNote(reply, request.params.id, request.params.noteId),
  )

  scope.get('/api/admin/documents.csv', { schema: { querystring: monthQuery } }, async (request, reply) => {
    const { month } = request.query
    const range = monthInIndia(month)
    if (!range) throw new HttpError(400, 'The month is YYYY-MM.')
    const csv = await documentsCsv(db, range)
    await audit(
      db,
      {
        staffEmail: request.staffEmail,
        action: 'documents.export',
        entity: 'documents',
        entityId: month,
      },
      ctx.clock(),
    )
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="documents-${month}.csv"`)
      .send(csv)
  })
}

/**
 * The invoice mail: its words and the one function that queues it. An invoice is mailed when it is issued, when
 * the buyer asks for it again (POST /api/invoice/send, My orders) and when staff resend it; all of them queue the
 * same message through queueInvoiceMail.
 */
import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { invoices, mailQueue, orders } from '../db/schema'
import { enqueueMail, orderLanguage } from '../mail/queue'
import { formatPaise, hindiRupees, hindiUrl, wrapText, type MailWords } from '../mail/templates'
import type { Language } from '../../src/content/localised'
import { kitFirstStep, reportFirstStep } from '../../src/content/after-purchase'
import type { ScanLinks } from '../scan/links'

/** Said on every invoice issued under the simulator or test keys: no money moved, so it is no tax invoice. */
export const TEST_INVOICE_NOTICE = 'TEST - not a tax invoice'

type Invoice = typeof invoices.$inferSelect
type Role = (typeof orders.$inferSelect)['role']

/** The first step after the purchase and where the buyer follows the order, said in the invoice mail. */
export interface AfterPurchase {
  firstStep: { title: string; detail: string }
  ordersUrl: string
  /** A report's scan link. */
  /** A report's scan: its link comes in its own mail (issue 45 S3: never in the invoice, which is forwarded). */
  scanInItsOwnMail?: true
  /** A counsellor kit's "100 guaranteed student clients": where its terms are (server/counsellor-pages/render.ts). */
  guaranteeUrl?: string
}

/** The first steps in Hindi (the English ones are the site's, src/content/after-purchase.ts). */
const FIRST_STEPS: Record<Language, Record<Role, AfterPurchase['firstStep']>> = {
  en: { student: reportFirstStep, eec: kitFirstStep },
  hi: {
    student: {
      title: 'आपका बच्चा DEM स्कैन देगा',
      detail:
        '27 सवाल ऑनलाइन, लगभग बीस मिनट में, किसी भी फ़ोन या कंप्यूटर पर। इसका लिंक आपके ईमेल में और मेरे ऑर्डर (My orders) पेज पर है।',
    },
    eec: {
      title: 'आपका ट्रेनिंग बैच',
      detail: 'हम 2 कामकाजी दिनों के अंदर आपको आपके ट्रेनिंग बैच की तारीख़ें लिखकर भेजेंगे।',
    },
  },
}

/** What the invoice mail says comes next, for a report (student) or a counsellor kit (eec). */
export function afterPurchase(
  order: { role: Role; id: string },
  siteUrl: string | undefined,
  scanLinks?: ScanLinks,
  language: Language = 'en',
): AfterPurchase | undefined {
  if (siteUrl === undefined) return undefined
  return {
    firstStep: FIRST_STEPS[language][order.role],
    ordersUrl: `${siteUrl}/orders`,
    ...(order.role === 'student' && scanLinks ? { scanInItsOwnMail: true as const } : {}),
    ...(order.role === 'eec'
      ? { guaranteeUrl: `${siteUrl}${language === 'hi' ? '/hi' : ''}/guarantee` }
      : {}),
  }
}

type InvoiceWords = Pick<Invoice, 'number' | 'buyerName' | 'description' | 'totalPaise' | 'series'>

const INVOICE_MAILS: Record<Language, (invoice: InvoiceWords, after?: AfterPurchase) => MailWords> = {
  en: (invoice, after) => {
    const test = invoice.series === 'TST'
    return {
      subject: test
        ? `${TEST_INVOICE_NOTICE}: your invoice ${invoice.number}`
        : `Your invoice ${invoice.number}`,
      body: [
        ...(test
          ? [`${TEST_INVOICE_NOTICE}. This payment was made in test mode;`, 'no money moved.', '']
          : []),
        `Hello ${invoice.buyerName},`,
        '',
        'Thank you for your payment.',
        `Invoice ${invoice.number} is attached as a PDF.`,
        '',
        `Item: ${invoice.description}`,
        `Amount: INR ${formatPaise(invoice.totalPaise)} (GST included)`,
        '',
        ...(after
          ? [
              ...wrapText(`What happens next: ${after.firstStep.title}. ${after.firstStep.detail}`),
              ...(after.scanInItsOwnMail
                ? wrapText(
                    'The link to the scan comes in its own email; "Open the scan" is also on My orders.',
                  )
                : []),
              ...(after.guaranteeUrl
                ? ['', 'The 100 guaranteed student clients, in plain words:', after.guaranteeUrl]
                : []),
              '',
              'Your orders, their next steps and this invoice are on My orders:',
              after.ordersUrl,
              '',
            ]
          : []),
        'Keep it for your records.',
        'For any question, reply to this message.',
        '',
        'DEM Success Blueprint',
      ].join('\n'),
    }
  },
  hi: (invoice, after) => {
    const test = invoice.series === 'TST'
    return {
      subject: test ? `टेस्ट - टैक्स इनवॉइस नहीं: आपका इनवॉइस ${invoice.number}` : `आपका इनवॉइस ${invoice.number}`,
      body: [
        ...(test ? ['टेस्ट - यह टैक्स इनवॉइस नहीं है। यह भुगतान टेस्ट मोड में हुआ था;', 'कोई पैसा नहीं कटा।', ''] : []),
        `नमस्ते ${invoice.buyerName} जी,`,
        '',
        'आपके भुगतान के लिए धन्यवाद।',
        `इनवॉइस ${invoice.number} PDF के रूप में संलग्न है।`,
        '',
        `विवरण: ${invoice.description}`,
        `राशि: ${hindiRupees(invoice.totalPaise)} (GST सहित)`,
        '',
        ...(after
          ? [
              ...wrapText(`आगे क्या होगा: ${after.firstStep.title}। ${after.firstStep.detail}`),
              ...(after.scanInItsOwnMail
                ? wrapText('स्कैन का लिंक एक अलग ईमेल में आता है; "स्कैन खोलें" मेरे ऑर्डर पेज पर भी है।')
                : []),
              ...(after.guaranteeUrl
                ? ['', '100 पक्के विद्यार्थी, सरल शब्दों में:', hindiUrl(after.guaranteeUrl)]
                : []),
              '',
              'आपके ऑर्डर, उनके अगले क़दम और यह इनवॉइस मेरे ऑर्डर (My orders) पेज पर हैं:',
              hindiUrl(after.ordersUrl),
              '',
            ]
          : []),
        'इसे अपने रिकॉर्ड के लिए सँभालकर रखें।',
        'कोई भी सवाल हो, तो इस संदेश का जवाब दें।',
        '',
        'DEM Success Blueprint',
      ].join('\n'),
    }
  },
}

export function invoiceMail(invoice: InvoiceWords, after?: AfterPurchase, language: Language = 'en') {
  return INVOICE_MAILS[language](invoice, after)
}

/**
 * Queues an invoice's mail in the caller's transaction. `siteUrl` (VITE_SITE_URL) adds the next steps and the My
 * orders link; `resentBy` ('buyer' or a staff email) marks a resend, which the buyer's limits count.
 */
export async function queueInvoiceMail(
  tx: DbOrTx,
  invoice: Invoice,
  input: {
    role: Role
    siteUrl: string | undefined
    now: Date
    to?: string
    resentBy?: string
    scanLinks?: ScanLinks | undefined
  },
): Promise<void> {
  // The buyer's language when they paid; the invoice PDF itself stays the English tax document.
  const language = await orderLanguage(tx, invoice.orderId)
  await enqueueMail(
    tx,
    {
      kind: 'invoice',
      to: input.to ?? invoice.buyerEmail,
      ...invoiceMail(
        invoice,
        afterPurchase({ role: input.role, id: invoice.orderId }, input.siteUrl, input.scanLinks, language),
        language,
      ),
      invoiceId: invoice.id,
      language,
      ...(input.resentBy === undefined ? {} : { meta: { resentBy: input.resentBy } }),
    },
    input.now,
  )
}

/** What happened to an invoice's mail when someone asked for it again. */
export type InvoiceMailRequeue = 'queued' | 'already-queued' | 'already-sent' | 'no-invoice'

/**
 * Sends an issued invoice again when its last mail did not go out: a mail given up (`dead`) is queued again from
 * its first attempt, with its Message-ID unchanged; one still queued or being sent is left alone (it is on its
 * way); one sent is sent again only when `evenIfSent` (staff asked explicitly). When the queue no longer holds any
 * mail for the invoice (retention drops sent mail after a day), a new one is queued from the stored invoice.
 * Used by POST /api/invoice/send.
 */
export async function requeueInvoiceMail(
  tx: DbOrTx,
  invoiceId: string,
  now: Date,
  options: { evenIfSent?: boolean; siteUrl?: string; scanLinks?: ScanLinks } = {},
): Promise<InvoiceMailRequeue> {
  const [last] = await tx
    .select({ id: mailQueue.id, status: mailQueue.status })
    .from(mailQueue)
    .where(eq(mailQueue.invoiceId, invoiceId))
    .orderBy(desc(mailQueue.id))
    .limit(1)
    .for('update')
  if (last?.status === 'pending' || last?.status === 'sending') return 'already-queued'
  if (last?.status === 'sent' && !options.evenIfSent) return 'already-sent'
  if (last?.status === 'dead') {
    await tx
      .update(mailQueue)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null, claimedBy: null })
      .where(eq(mailQueue.id, last.id))
    return 'queued'
  }
  const [row] = await tx
    .select({ invoice: invoices, role: orders.role })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, invoiceId))
  if (!row) return 'no-invoice'
  await queueInvoiceMail(tx, row.invoice, {
    role: row.role,
    siteUrl: options.siteUrl,
    now,
    scanLinks: options.scanLinks,
  })
  return 'queued'
}

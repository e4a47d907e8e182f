/**
 * The report's mail and its attachment (the PDF the mail sender attaches, through server/app.ts `mailDocuments`).
 * Short lines, like every mail (mail/templates.ts).
 */
import { documentChildName, reportFileNames } from './report-file-name'
import { eq } from 'drizzle-orm'
import type { Language } from '../../src/content/localised'
import type { DbOrTx } from '../db/client'
import { reports } from '../db/schema'
import { hindiUrl, wrapText, type MailWords } from '../mail/templates'
import type { MailAttachment } from '../mail/transports'

interface ReportMailInput {
  firstName: string
  childName: string
  ordersUrl: string
  version: number
}

const REPORT_MAILS: Record<Language, (input: ReportMailInput) => MailWords> = {
  en: (input) => {
    const child = input.childName
    return {
      subject:
        input.version > 1
          ? `${child}'s Success Blueprint (updated)`
          : `${child}'s Success Blueprint is ready`,
      body: [
        `Hello ${input.firstName},`,
        '',
        ...wrapText(
          `${child}'s Success Blueprint is ready. It is attached as a PDF, and you can read it on your phone on My orders:`,
        ),
        input.ordersUrl,
        '',
        ...wrapText(
          `Please read it with ${child}, in a calm moment. It describes tendencies from ${child}'s own answers: it is not a test result and not a verdict, and nothing in it closes a door.`,
        ),
        '',
        'The next step is the debrief: a certified counsellor goes through',
        'the report with you both and answers your questions.',
        '',
        'DEM Success Blueprint',
      ].join('\n'),
    }
  },
  hi: (input) => {
    const child = input.childName
    return {
      subject:
        input.version > 1
          ? `${child} का Success Blueprint (नया संस्करण)`
          : `${child} का Success Blueprint तैयार है`,
      body: [
        `नमस्ते ${input.firstName} जी,`,
        '',
        ...wrapText(
          `${child} का Success Blueprint तैयार है। यह PDF के रूप में संलग्न है, और आप इसे अपने फ़ोन पर मेरे ऑर्डर (My orders) पेज पर भी पढ़ सकते हैं:`,
        ),
        hindiUrl(input.ordersUrl),
        '',
        ...wrapText(
          `इसे ${child} के साथ, किसी शांत समय में बैठकर पढ़ें। इसमें ${child} के अपने जवाबों से दिखने वाले रुझान बताए गए हैं: यह किसी परीक्षा का नतीजा नहीं है, न ही कोई फ़ैसला, और इसमें कोई भी बात किसी रास्ते को बंद नहीं करती।`,
        ),
        '',
        ...wrapText(
          'अगला क़दम डीब्रीफ़ है: एक प्रमाणित काउंसलर आप दोनों के साथ रिपोर्ट को विस्तार से देखते हैं और आपके सवालों के जवाब देते हैं।',
        ),
        '',
        'DEM Success Blueprint',
      ].join('\n'),
    }
  },
}

export function reportMail(input: ReportMailInput, language: Language = 'en'): MailWords {
  return REPORT_MAILS[language](input)
}

/** A report's PDF, rendered when the report was generated (reports.ts), as its mail attaches it. */
export async function reportAttachment(db: DbOrTx, reportId: string): Promise<MailAttachment> {
  const [report] = await db
    .select({
      pdf: reports.pdf,
      version: reports.version,
      document: reports.document,
      generatedAt: reports.generatedAt,
    })
    .from(reports)
    .where(eq(reports.id, reportId))
  // Erased (consent withdrawn) before the mail went out: nothing to send, and nothing will come back.
  if (!report) throw new Error(`report ${reportId} not found`)
  return {
    // Named for the child and the date (issue 51.12); the mail library encodes a non-Latin name (RFC 2231).
    filename: reportFileNames({
      childName: documentChildName(report.document),
      generatedAt: report.generatedAt,
      version: report.version,
    }).unicode,
    content: report.pdf,
    contentType: 'application/pdf',
  }
}

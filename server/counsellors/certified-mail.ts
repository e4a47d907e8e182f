/**
 * The mail that tells a teacher they are certified (issue 50, point 9): queued by `certifyCounsellor` in the
 * transaction that certifies, so it exists once, and only if the certification committed, however many times
 * certification is asked for. In the teacher's language (the page they bought the kit on, else the languages of
 * their profile), with the workspace's link and the next step: set your hours. Plain ASCII lines in English, like
 * every mail (mail/templates.ts).
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { applicants, type counsellors } from '../db/schema'
import type { Language } from '../../src/content/localised'
import { workspaceContent as workspaceHi } from '../../src/content/hi/workspace'
import { workspaceContent as workspaceEn } from '../../src/content/workspace'
import { enqueueMail } from '../mail/queue'
import type { MailText } from '../mail/sealed'

/** A counsellor's row (counsellors.ts imports this module, so the type is named from the schema). */
type Counsellor = typeof counsellors.$inferSelect

interface CertifiedFacts {
  name: string
  email: string
  workspaceUrl: string
}

const WORDS: Record<Language, (facts: CertifiedFacts) => MailText> = {
  en: (f) => ({
    subject: 'You are a certified DEM counsellor',
    body: [
      `Dear ${f.name},`,
      '',
      'Congratulations: you are now a certified DEM counsellor.',
      '',
      'Your next step: set your hours. Parents book their',
      "child's debrief with you only inside the hours you set,",
      'and families are given to counsellors who have them.',
      '',
      `1. Open your workspace: ${f.workspaceUrl}`,
      `2. Sign in with this email address (${f.email}):`,
      '   we mail you a 6-digit code.',
      `3. Open "${workspaceEn.sections.hours}", set your weekly hours and save.`,
      '',
      'Your students, your sessions, your page and your',
      'certificate are in the workspace too.',
    ].join('\n'),
  }),
  hi: (f) => ({
    subject: 'बधाई हो: अब आप DEM के सर्टिफ़ाइड काउंसलर हैं',
    body: [
      `प्रिय ${f.name},`,
      '',
      'बधाई हो: अब आप DEM के सर्टिफ़ाइड काउंसलर हैं।',
      '',
      'आपका अगला कदम: अपने समय तय करें। माता-पिता अपने बच्चे की',
      'रिपोर्ट पर बातचीत आपके साथ सिर्फ़ उन्हीं समयों में बुक करते हैं',
      'जो आप तय करते हैं, और परिवार उन्हीं काउंसलरों को दिए जाते हैं',
      'जिनके समय तय हैं।',
      '',
      `1. अपना वर्कस्पेस खोलें: ${f.workspaceUrl}`,
      `2. इसी ईमेल पते (${f.email}) से साइन इन करें:`,
      '   हम आपको 6 अंकों का एक कोड भेजेंगे।',
      `3. "${workspaceHi.sections.hours}" खोलें, हफ़्ते के अपने समय चुनें और सेव करें।`,
      '',
      'आपके विद्यार्थी, आपके डीब्रीफ़ सत्र, आपका पेज और आपका सर्टिफ़िकेट',
      'भी वर्कस्पेस में ही हैं।',
    ].join('\n'),
  }),
}

/** The teacher's language: the one they bought the kit in, else Hindi only when their profile has no English. */
export async function counsellorLanguage(tx: DbOrTx, counsellor: Counsellor): Promise<Language> {
  if (counsellor.applicantId) {
    const [buyer] = await tx
      .select({ language: applicants.language })
      .from(applicants)
      .where(eq(applicants.id, counsellor.applicantId))
    if (buyer) return buyer.language
  }
  return counsellor.languages.includes('en') ? 'en' : 'hi'
}

export function certifiedMail(language: Language, facts: CertifiedFacts): MailText {
  return WORDS[language](facts)
}

/** Queues the certification mail, in the caller's (the certifying) transaction. */
export async function queueCertifiedMail(
  tx: DbOrTx,
  counsellor: Counsellor,
  input: { siteUrl: string; now: Date },
): Promise<void> {
  const language = await counsellorLanguage(tx, counsellor)
  const workspaceUrl = `${input.siteUrl}${language === 'hi' ? '/hi' : ''}/workspace`
  const mail = certifiedMail(language, { name: counsellor.name, email: counsellor.email, workspaceUrl })
  await enqueueMail(tx, { kind: 'counsellor', to: counsellor.email, ...mail, language }, input.now)
}

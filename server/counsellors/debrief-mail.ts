/**
 * The words of the debrief's mails: to the parent and to the counsellor when a session is booked, moved,
 * cancelled or held, the reminders a day and an hour before, and a new or changed counsellor. Plain ASCII in
 * short lines, like every mail (mail/templates.ts).
 */
import type { Language } from '../../src/content/localised'
import { HINDI_TIME } from '../../src/content/hi/india-time'
import type { MailText } from '../mail/sealed'
import { hindiUrl, wrapText } from '../mail/templates'
import { DEBRIEF_MINUTES } from './slots'

/** "Saturday, 28 Nov 2026, 4:30 pm (India time)". */
export function indiaDateTime(at: Date): string {
  const text = at.toLocaleString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  })
  return `${text.replace(/[\u202f\u00a0]/g, ' ')} (India time)`
}

/** "शनिवार, 28 नवंबर 2026, शाम 4:30 (भारतीय समय)". */
export function hindiDateTime(at: Date): string {
  const day = at.toLocaleDateString('hi-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })
  const time = at.toLocaleTimeString('hi-IN', { ...HINDI_TIME, timeZone: 'Asia/Kolkata' })
  return `${day}, ${time} (भारतीय समय)`.replace(/[\u202f\u00a0]/g, ' ')
}

export interface DebriefMailFacts {
  /** The parent's language (the order's): their mails are in it; the counsellor's are English. */
  language: Language
  parentFirstName: string
  parentEmail: string
  parentPhone: string
  childFirstName: string | null
  counsellorName: string
  counsellorEmail: string
  /** The counsellor's page and credential while the page is shown (counsellor-pages/links.ts), else null. */
  counsellorPageUrl?: string | null
  credentialUrl?: string | null
  meetingLink: string | null
  startsAt: Date
  ordersUrl: string
  workspaceUrl: string
}

type Named = Pick<DebriefMailFacts, 'childFirstName'>
const child = (f: Named) => f.childFirstName ?? 'your child'
const childOf = (f: Named) => (f.childFirstName ? `${f.childFirstName}'s` : "your child's")

/** How the parent joins: the counsellor's meeting link, or a call to the parent's phone. */
export function joinWords(f: Pick<DebriefMailFacts, 'meetingLink' | 'parentPhone' | 'counsellorName'>) {
  return f.meetingLink ? `Join at ${f.meetingLink}` : `${f.counsellorName} will call you on ${f.parentPhone}`
}

const lines = (...parts: (string | string[])[]) => parts.flat().join('\n')

type CounsellorLinks = Pick<DebriefMailFacts, 'counsellorName' | 'counsellorPageUrl' | 'credentialUrl'>
/** The counsellor's page and credential, while the page is shown: who the parent gets, to check. */
const aboutCounsellor = (f: CounsellorLinks) =>
  f.counsellorPageUrl
    ? [
        '',
        `About ${f.counsellorName}: ${f.counsellorPageUrl}`,
        ...(f.credentialUrl ? [`Their certificate: ${f.credentialUrl}`] : []),
      ]
    : []
const hindiAboutCounsellor = (f: CounsellorLinks) =>
  f.counsellorPageUrl
    ? [
        '',
        `${f.counsellorName} के बारे में: ${f.counsellorPageUrl}`,
        ...(f.credentialUrl ? [`उनका प्रमाणपत्र: ${f.credentialUrl}`] : []),
      ]
    : []

/** The words of a session's calendar invitation, in its reader's language. */
export interface CalendarWords {
  summary: string
  description: string
  location: string
}

/**
 * A session's calendar entry for its reader: what it is, with the other person, how to join and the reader's own
 * place to change it (My orders for the parent, the workspace for the counsellor; issue 50, point 15).
 */
export function calendarWords(
  f: Omit<DebriefMailFacts, 'startsAt'>,
  language: Language,
  reader: 'parent' | 'counsellor' = 'parent',
): CalendarWords {
  if (reader === 'counsellor') {
    const parent = f.parentFirstName || 'the parent'
    return {
      summary: `Success Blueprint debrief with ${parent}`,
      description: `${DEBRIEF_MINUTES}-minute walk through ${parent}'s child's Success Blueprint report. ${f.meetingLink ? `Your meeting link: ${f.meetingLink}` : `Call ${f.parentPhone}`}. Cancel or mark it in your workspace: ${f.workspaceUrl}`,
      location: f.meetingLink ?? `Phone call to ${f.parentPhone}`,
    }
  }
  if (language === 'hi') return hindiCalendarWords(f)
  return {
    summary: `Success Blueprint debrief with ${f.counsellorName}`,
    description: `${DEBRIEF_MINUTES}-minute walk through ${f.childFirstName ? `${f.childFirstName}'s` : 'the'} Success Blueprint report. ${joinWords(f)}. Move or cancel: ${f.ordersUrl}`,
    location: f.meetingLink ?? `Phone call to ${f.parentPhone}`,
  }
}
const signOff = ['', 'DEM Success Blueprint']

export function bookedMailToParent(f: DebriefMailFacts, moved: boolean): MailText {
  if (f.language === 'hi') return HINDI_PARENT_MAILS.booked(f, moved)
  return {
    subject: moved ? 'Your debrief has moved' : 'Your Success Blueprint debrief is booked',
    body: lines(
      `Hello ${f.parentFirstName},`,
      '',
      wrapText(
        `${moved ? 'Your debrief is now' : 'Your debrief is booked'} with ${f.counsellorName}, the counsellor who will walk you and ${child(f)} through ${childOf(f)} report.`,
      ),
      '',
      `When: ${indiaDateTime(f.startsAt)}, ${DEBRIEF_MINUTES} minutes`,
      wrapText(joinWords(f)),
      '',
      'The invitation is attached: open it to add the session to your calendar.',
      'You can move or cancel it up to 12 hours before, on My orders:',
      f.ordersUrl,
      '',
      'Please have the report at hand, and ask your child to join you.',
      aboutCounsellor(f),
      signOff,
    ),
  }
}

export function bookedMailToCounsellor(f: DebriefMailFacts, moved: boolean): MailText {
  return {
    subject: moved ? 'A debrief has moved' : 'A debrief is booked with you',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText(
        `${f.parentFirstName} (${f.parentEmail}, ${f.parentPhone}) ${moved ? 'moved their debrief to' : 'booked a debrief for'} ${indiaDateTime(f.startsAt)}.`,
      ),
      f.meetingLink ? `Meeting link: ${f.meetingLink}` : `Please call ${f.parentPhone} at that time.`,
      '',
      'The invitation is attached. The report and the session are in your workspace:',
      f.workspaceUrl,
      signOff,
    ),
  }
}

export function reminderMail(
  f: DebriefMailFacts,
  to: 'parent' | 'counsellor',
  hoursBefore: number,
): MailText {
  if (to === 'parent' && f.language === 'hi') return HINDI_PARENT_MAILS.reminder(f, hoursBefore)
  const when = hoursBefore >= 24 ? 'tomorrow' : 'in one hour'
  const greeting = to === 'parent' ? f.parentFirstName : f.counsellorName
  const detail =
    to === 'parent'
      ? wrapText(`${f.counsellorName} will go through ${childOf(f)} report with you. ${joinWords(f)}.`)
      : wrapText(
          `With ${f.parentFirstName} (${f.parentPhone}) about ${childOf(f)} report.${f.meetingLink ? '' : ` Please call ${f.parentPhone}.`}`,
        )
  return {
    subject: `Reminder: your debrief is ${when}`,
    body: lines(
      `Hello ${greeting},`,
      '',
      `Your debrief is ${when}: ${indiaDateTime(f.startsAt)}.`,
      detail,
      '',
      to === 'parent' ? `To move or cancel it: ${f.ordersUrl}` : `Your workspace: ${f.workspaceUrl}`,
      signOff,
    ),
  }
}

export function cancelledByParentMail(f: DebriefMailFacts): MailText {
  return {
    subject: 'A debrief was cancelled',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText(
        `${f.parentFirstName} (${f.parentEmail}) cancelled the debrief of ${indiaDateTime(f.startsAt)}. The time is free again.`,
      ),
      signOff,
    ),
  }
}

export function cancelledByCounsellorMail(f: DebriefMailFacts, reason: string): MailText {
  if (f.language === 'hi') return HINDI_PARENT_MAILS.cancelledByCounsellor(f, reason)
  return {
    subject: 'Please pick a new time for your debrief',
    body: lines(
      `Hello ${f.parentFirstName},`,
      '',
      wrapText(
        `${f.counsellorName} cannot keep the debrief of ${indiaDateTime(f.startsAt)} and is sorry for the change.`,
      ),
      wrapText(`The reason given: ${reason}`),
      '',
      'Please pick another time that suits you on My orders:',
      f.ordersUrl,
      signOff,
    ),
  }
}

/** Why a family's booked session is off from the family's side. */
export type FamilyCancelCause = 'refund' | 'withdrawal' | 'erasure'

const counsellorCauseWords: Record<FamilyCancelCause, string> = {
  refund: 'The order was refunded in full',
  withdrawal: "The parent withdrew consent for the child's scan",
  erasure: 'The parent had their account erased',
}

/** To the counsellor: the family's session is off (never the child's name: it may be erased with this change). */
export function familyCancelMailToCounsellor(f: DebriefMailFacts, cause: FamilyCancelCause): MailText {
  return {
    subject: 'A debrief was cancelled',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText(
        `${counsellorCauseWords[cause]}, so the debrief with ${f.parentFirstName} of ${indiaDateTime(f.startsAt)} is cancelled. The time is free again.`,
      ),
      'The attached cancellation removes it from your calendar.',
      signOff,
    ),
  }
}

const parentCauseWords: Record<Language, Record<FamilyCancelCause, string>> = {
  en: {
    refund: 'Your order was refunded',
    withdrawal: 'You withdrew your consent for the scan',
    erasure: 'You asked us to erase your account',
  },
  hi: {
    refund: 'आपके ऑर्डर की राशि लौटा दी गई है',
    withdrawal: 'आपने स्कैन के लिए अपनी सहमति वापस ले ली है',
    erasure: 'आपके कहने पर आपका खाता मिटा दिया गया है',
  },
}

/** To the parent: their session is off, and why (their own step), with the cancelling invitation. */
export function familyCancelMailToParent(f: DebriefMailFacts, cause: FamilyCancelCause): MailText {
  if (f.language === 'hi')
    return {
      subject: 'आपका डीब्रीफ़ रद्द हो गया है',
      body: lines(
        `नमस्ते ${f.parentFirstName} जी,`,
        '',
        wrapText(
          `${parentCauseWords.hi[cause]}, इसलिए ${f.counsellorName} के साथ ${hindiDateTime(f.startsAt)} का डीब्रीफ़ रद्द हो गया है।`,
        ),
        wrapText('साथ में संलग्न रद्दीकरण इसे आपके कैलेंडर से हटा देगा।'),
        hindiSignOff,
      ),
    }
  return {
    subject: 'Your debrief is cancelled',
    body: lines(
      `Hello ${f.parentFirstName},`,
      '',
      wrapText(
        `${parentCauseWords.en[cause]}, so your debrief with ${f.counsellorName} of ${indiaDateTime(f.startsAt)} is cancelled.`,
      ),
      'The attached cancellation removes it from your calendar.',
      signOff,
    ),
  }
}

export function heldMail(f: DebriefMailFacts, note: string): MailText {
  if (f.language === 'hi') return HINDI_PARENT_MAILS.held(f, note)
  return {
    subject: `A note from ${f.counsellorName} after your debrief`,
    body: lines(
      `Hello ${f.parentFirstName},`,
      '',
      `Thank you for your time today. ${f.counsellorName} wrote this for you:`,
      '',
      note.split(/\r?\n/).flatMap((line) => (line.trim() ? wrapText(line) : [''])),
      '',
      `The report stays on My orders: ${f.ordersUrl}`,
      signOff,
    ),
  }
}

export function newStudentMail(f: Omit<DebriefMailFacts, 'startsAt'>, reassigned: boolean): MailText {
  return {
    subject: reassigned ? 'A student has moved to you' : 'A new student is assigned to you',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText(
        `${f.parentFirstName} (${f.parentEmail}, ${f.parentPhone}) bought the Success Blueprint and is now your student's parent. When the report is ready they will book a debrief in your hours.`,
      ),
      '',
      `Your workspace: ${f.workspaceUrl}`,
      signOff,
    ),
  }
}

/** To the parent: a counsellor is assigned and the report is ready, so the debrief can be booked (as promised). */
export function counsellorAssignedMail(f: Omit<DebriefMailFacts, 'startsAt'>): MailText {
  if (f.language === 'hi')
    return {
      subject: 'अब आप अपना डीब्रीफ़ बुक कर सकते हैं',
      body: lines(
        `नमस्ते ${f.parentFirstName} जी,`,
        '',
        wrapText(
          `${f.counsellorName} ${hindiChild(f)} के Success Blueprint के काउंसलर हैं, और वही आपको रिपोर्ट विस्तार से समझाएँगे।`,
        ),
        wrapText('कृपया मेरे ऑर्डर (My orders) पेज पर अपनी सुविधा का समय चुनें:'),
        hindiUrl(f.ordersUrl),
        hindiSignOff,
      ),
    }
  return {
    subject: 'You can book your debrief now',
    body: lines(
      `Hello ${f.parentFirstName},`,
      '',
      wrapText(
        `${f.counsellorName} is the counsellor for ${childOf(f)} Success Blueprint and will walk you through the report.`,
      ),
      'Please pick a time that suits you on My orders:',
      f.ordersUrl,
      signOff,
    ),
  }
}

export function studentLeftMail(f: Omit<DebriefMailFacts, 'startsAt'>): MailText {
  return {
    subject: 'A student has moved to another counsellor',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText(
        `The team has moved ${f.parentFirstName}'s family (${f.parentEmail}) to another counsellor. Any session booked with you is cancelled.`,
      ),
      signOff,
    ),
  }
}

export function newCounsellorMailToParent(
  f: Omit<DebriefMailFacts, 'startsAt'>,
  hadSession: boolean,
): MailText {
  if (f.language === 'hi') return HINDI_PARENT_MAILS.newCounsellor(f, hadSession)
  return {
    subject: 'Your counsellor has changed',
    body: lines(
      `Hello ${f.parentFirstName},`,
      '',
      wrapText(
        `${f.counsellorName} is now the counsellor for ${childOf(f)} Success Blueprint and will walk you through the report.`,
      ),
      hadSession
        ? wrapText('The session you had booked is cancelled: please pick a new time on My orders.')
        : wrapText('When the report is ready you can book a debrief on My orders.'),
      f.ordersUrl,
      aboutCounsellor(f),
      signOff,
    ),
  }
}

/**
 * The parent's mails in Hindi, one for each English one above (the parent reads the order's language); the
 * counsellor's mails stay English.
 */
interface ParentMails {
  booked: (f: DebriefMailFacts, moved: boolean) => MailText
  reminder: (f: DebriefMailFacts, hoursBefore: number) => MailText
  cancelledByCounsellor: (f: DebriefMailFacts, reason: string) => MailText
  held: (f: DebriefMailFacts, note: string) => MailText
  newCounsellor: (f: Omit<DebriefMailFacts, 'startsAt'>, hadSession: boolean) => MailText
}

const hindiChild = (f: Named) => f.childFirstName ?? 'आपके बच्चे'
const hindiJoin = (f: Pick<DebriefMailFacts, 'meetingLink' | 'parentPhone' | 'counsellorName'>) =>
  f.meetingLink ? `इस लिंक से जुड़ें: ${f.meetingLink}` : `${f.counsellorName} आपको ${f.parentPhone} पर फ़ोन करेंगे`
const hindiSignOff = ['', 'DEM Success Blueprint']

/** The parent's calendar entry in Hindi: one thought a line, the addresses on lines of their own. */
function hindiCalendarWords(f: Omit<DebriefMailFacts, 'startsAt'>): CalendarWords {
  return {
    summary: `Success Blueprint डीब्रीफ़: ${f.counsellorName} के साथ`,
    description: lines(
      `${DEBRIEF_MINUTES} मिनट की बातचीत, जिसमें ${f.counsellorName} ${hindiChild(f)} की Success Blueprint रिपोर्ट आपको विस्तार से समझाएँगे।`,
      hindiJoin(f),
      `समय बदलने या रद्द करने के लिए: ${hindiUrl(f.ordersUrl)}`,
    ),
    location: f.meetingLink ?? `${f.parentPhone} पर फ़ोन कॉल`,
  }
}

const HINDI_PARENT_MAILS: ParentMails = {
  booked: (f, moved) => ({
    subject: moved ? 'आपके डीब्रीफ़ का समय बदल गया है' : 'आपका Success Blueprint डीब्रीफ़ बुक हो गया है',
    body: lines(
      `नमस्ते ${f.parentFirstName} जी,`,
      '',
      wrapText(
        `आपका डीब्रीफ़ ${moved ? 'अब ' : ''}${f.counsellorName} के साथ बुक है, जो आपको और ${hindiChild(f)} को उसकी रिपोर्ट विस्तार से समझाएँगे।`,
      ),
      '',
      `कब: ${hindiDateTime(f.startsAt)}, ${DEBRIEF_MINUTES} मिनट`,
      wrapText(hindiJoin(f)),
      '',
      wrapText('निमंत्रण साथ में संलग्न है: इसे खोलकर सत्र को अपने कैलेंडर में जोड़ लें।'),
      wrapText('आप सत्र से 12 घंटे पहले तक इसे बदल या रद्द कर सकते हैं, मेरे ऑर्डर (My orders) पेज पर:'),
      hindiUrl(f.ordersUrl),
      '',
      wrapText('कृपया रिपोर्ट अपने पास रखें, और अपने बच्चे को भी साथ बैठने के लिए कहें।'),
      hindiAboutCounsellor(f),
      hindiSignOff,
    ),
  }),
  reminder: (f, hoursBefore) => {
    const when = hoursBefore >= 24 ? 'कल' : 'एक घंटे में'
    return {
      subject: `याद दिलाना: आपका डीब्रीफ़ ${when} है`,
      body: lines(
        `नमस्ते ${f.parentFirstName} जी,`,
        '',
        `आपका डीब्रीफ़ ${when} है: ${hindiDateTime(f.startsAt)}।`,
        wrapText(`${f.counsellorName} आपके साथ ${hindiChild(f)} की रिपोर्ट पर बात करेंगे। ${hindiJoin(f)}।`),
        '',
        'इसे बदलने या रद्द करने के लिए:',
        hindiUrl(f.ordersUrl),
        hindiSignOff,
      ),
    }
  },
  cancelledByCounsellor: (f, reason) => ({
    subject: 'कृपया अपने डीब्रीफ़ के लिए नया समय चुनें',
    body: lines(
      `नमस्ते ${f.parentFirstName} जी,`,
      '',
      wrapText(
        `${f.counsellorName} ${hindiDateTime(f.startsAt)} का डीब्रीफ़ नहीं ले पाएँगे, और इस बदलाव के लिए क्षमा चाहते हैं।`,
      ),
      wrapText(`बताया गया कारण: ${reason}`),
      '',
      wrapText('कृपया मेरे ऑर्डर (My orders) पेज पर अपनी सुविधा का कोई दूसरा समय चुनें:'),
      hindiUrl(f.ordersUrl),
      hindiSignOff,
    ),
  }),
  held: (f, note) => ({
    subject: `डीब्रीफ़ के बाद ${f.counsellorName} का संदेश`,
    body: lines(
      `नमस्ते ${f.parentFirstName} जी,`,
      '',
      wrapText(`आज अपना समय देने के लिए धन्यवाद। ${f.counsellorName} ने आपके लिए यह लिखा है:`),
      '',
      note.split(/\r?\n/).flatMap((line) => (line.trim() ? wrapText(line) : [''])),
      '',
      'रिपोर्ट मेरे ऑर्डर (My orders) पेज पर बनी रहेगी:',
      hindiUrl(f.ordersUrl),
      hindiSignOff,
    ),
  }),
  newCounsellor: (f, hadSession) => ({
    subject: 'आपके काउंसलर बदल गए हैं',
    body: lines(
      `नमस्ते ${f.parentFirstName} जी,`,
      '',
      wrapText(
        `अब ${f.counsellorName} ${hindiChild(f)} के Success Blueprint के काउंसलर हैं, और वही आपको रिपोर्ट विस्तार से समझाएँगे।`,
      ),
      hadSession
        ? wrapText('आपने जो सत्र बुक किया था, वह रद्द हो गया है: कृपया मेरे ऑर्डर (My orders) पेज पर नया समय चुनें।')
        : wrapText('रिपोर्ट तैयार होने पर आप मेरे ऑर्डर (My orders) पेज पर डीब्रीफ़ बुक कर सकते हैं।'),
      hindiUrl(f.ordersUrl),
      hindiAboutCounsellor(f),
      hindiSignOff,
    ),
  }),
}

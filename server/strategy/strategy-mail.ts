/**
 * The words of the strategy session's mails and calendar entries: to the counsellor, in their language (English or
 * Hindi: `counsellorLanguage`, the kit's page, else Hindi when their profile has no English), when the session is
 * booked, moved or cancelled (by them, by our team or by a kit refund), the reminders a day and an hour before,
 * the counsellor's calendar entry, and the one mail sent before any booking, that the team has opened times; and
 * the team's copy of each to the support inbox, in English with its calendar entry. Each counsellor mail is a
 * record per language (`Record<Language, ...>`, so a missing Hindi mail is a compile error); English is plain
 * ASCII in short lines, like every mail (mail/templates.ts), Hindi the same lines in Devanagari with Hindi dates
 * and times (`hindiDateTime`: "शुक्रवार, 3 अक्टूबर 2025, सुबह 10:00 (भारतीय समय)").
 */
import type { Language } from '../../src/content/localised'
import { workspaceContent as workspaceHi } from '../../src/content/hi/workspace'
import { workspaceContent as workspaceEn } from '../../src/content/workspace'
import { hindiDateTime, indiaDateTime } from '../counsellors/debrief-mail'
import type { CalendarWords } from '../counsellors/debrief-mail'
import { CHANGE_NOTICE_MS } from '../counsellors/slots'
import type { MailText } from '../mail/sealed'
import { wrapText } from '../mail/templates'

export const STRATEGY_MINUTES = 60

export interface StrategyMailFacts {
  /** The counsellor's language: their mails and calendar entry are in it; the team's copies are English. */
  language: Language
  counsellorName: string
  counsellorEmail: string
  counsellorPhone: string | null
  /** The team's meeting link (back office, Strategy sessions), else null: the team calls. */
  meetingLink: string | null
  startsAt: Date
  /** The counsellor's workspace, in their language (`/workspace` or `/hi/workspace`). */
  workspaceUrl: string
  /** The back office's list of strategy sessions, for the team's copies. */
  adminUrl: string
}

const lines = (...parts: (string | string[])[]) => parts.flat().join('\n')
const signOff = ['', 'DEM Success Blueprint']
const teamSignOff = ['', '-- the site, for the team']

/** What the hour is for, in one sentence (the Hindi is the workspace's strategyContent.lead). */
const PURPOSE: Record<Language, string> = {
  en: 'An hour with our team for your start as a counsellor: your page, your marketing kit and how to reach your first families.',
  hi: 'काउंसलर के रूप में आपकी शुरुआत के लिए हमारी टीम के साथ एक घंटा: आपका पेज, आपकी मार्केटिंग किट, और अपने पहले परिवारों तक कैसे पहुँचें।',
}

/** Whether the session can still be moved or cancelled when a reminder this many hours before is read. */
const changeable = (hoursBefore: number) => hoursBefore * 3_600_000 > CHANGE_NOTICE_MS

type JoinFacts = Pick<StrategyMailFacts, 'meetingLink' | 'counsellorPhone'>

/** Every mail and the calendar entry the counsellor gets, in one language. */
interface CounsellorWords {
  /** How the counsellor joins: the team's meeting link, or a call from the team. */
  join: (f: JoinFacts) => string
  calendar: (f: Omit<StrategyMailFacts, 'startsAt'>) => CalendarWords
  booked: (f: StrategyMailFacts, moved: boolean) => MailText
  /** Cancelled by the counsellor. */
  cancelled: (f: StrategyMailFacts) => MailText
  /** Our team moved it (back office), with staff's reason when they gave one. */
  staffMoved: (f: StrategyMailFacts, reason: string | null) => MailText
  /** Our team cancelled it (back office), with staff's reason; the counsellor may book another time. */
  staffCancelled: (f: StrategyMailFacts, reason: string) => MailText
  /** Cancelled by us because the counsellor kit was refunded (its first-100 place went with it). */
  refunded: (f: StrategyMailFacts) => MailText
  reminder: (f: StrategyMailFacts, hoursBefore: number) => MailText
}

const location = (f: JoinFacts, phoneCall: (phone: string) => string, linkByMail: string) =>
  f.meetingLink ?? (f.counsellorPhone ? phoneCall(f.counsellorPhone) : linkByMail)

const ENGLISH: CounsellorWords = {
  join: (f) =>
    f.meetingLink
      ? `Join at ${f.meetingLink}`
      : f.counsellorPhone
        ? `Our team will call you on ${f.counsellorPhone}`
        : 'Our team will email you the call link before the session',
  calendar: (f) => ({
    summary: 'Strategy session with the DEM team',
    description: `${STRATEGY_MINUTES}-minute strategy session. ${PURPOSE.en} ${ENGLISH.join(f)}. Move or cancel it in your workspace: ${f.workspaceUrl}`,
    location: location(f, (phone) => `Phone call to ${phone}`, 'Call link by email'),
  }),
  booked: (f, moved) => ({
    subject: moved ? 'Your strategy session has moved' : 'Your strategy session is booked',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText(
        moved
          ? 'Your strategy session with our team has moved to a new time.'
          : 'Your 1-hour strategy session with our team is booked. It is part of the first-100 offer.',
      ),
      '',
      `When: ${indiaDateTime(f.startsAt)}, ${STRATEGY_MINUTES} minutes`,
      wrapText(ENGLISH.join(f)),
      '',
      wrapText(PURPOSE.en),
      wrapText('Bring your questions, and have your page open in your workspace if you have started it.'),
      '',
      'The invitation is attached: open it to add the session to your calendar.',
      'You can move or cancel it up to 12 hours before, in your workspace:',
      f.workspaceUrl,
      signOff,
    ),
  }),
  cancelled: (f) => ({
    subject: 'Your strategy session is cancelled',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText(`Your strategy session of ${indiaDateTime(f.startsAt)} is cancelled, as you asked.`),
      'The attached cancellation removes it from your calendar.',
      '',
      'You can book another time in your workspace whenever it suits you:',
      f.workspaceUrl,
      signOff,
    ),
  }),
  staffMoved: (f, reason) => ({
    subject: 'Our team has moved your strategy session',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText('Our team has had to move your strategy session to a new time.'),
      reason ? wrapText(`The reason: ${reason}`) : [],
      '',
      `New time: ${indiaDateTime(f.startsAt)}, ${STRATEGY_MINUTES} minutes`,
      wrapText(ENGLISH.join(f)),
      '',
      'The new invitation is attached: it replaces the old one in your calendar.',
      'If the new time does not suit you, move or cancel it in your workspace:',
      f.workspaceUrl,
      signOff,
    ),
  }),
  staffCancelled: (f, reason) => ({
    subject: 'Your strategy session is cancelled',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText(`Our team has had to cancel your strategy session of ${indiaDateTime(f.startsAt)}.`),
      wrapText(`The reason: ${reason}`),
      'The attached cancellation removes it from your calendar.',
      '',
      'We are sorry. Please book another time in your workspace:',
      f.workspaceUrl,
      signOff,
    ),
  }),
  refunded: (f) => ({
    subject: 'Your strategy session is cancelled',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText(
        `Your strategy session of ${indiaDateTime(f.startsAt)} is cancelled, because your counsellor kit was refunded: the session is part of the kit's first-100 offer.`,
      ),
      'The attached cancellation removes it from your calendar.',
      signOff,
    ),
  }),
  reminder: (f, hoursBefore) => {
    const when = hoursBefore >= 24 ? 'tomorrow' : 'in one hour'
    return {
      subject: `Reminder: your strategy session is ${when}`,
      body: lines(
        `Hello ${f.counsellorName},`,
        '',
        `Your strategy session with our team is ${when}: ${indiaDateTime(f.startsAt)}.`,
        wrapText(`${ENGLISH.join(f)}.`),
        '',
        // Within 12 hours it can no longer be changed: the workspace only shows it.
        changeable(hoursBefore)
          ? `To move or cancel it: ${f.workspaceUrl}`
          : `See it in your workspace: ${f.workspaceUrl}`,
        signOff,
      ),
    }
  },
}

/** The Hindi: आप to a teacher, in the Hindi workspace's words (रणनीति सत्र, काउंसलर, वर्कस्पेस). */
const HINDI: CounsellorWords = {
  join: (f) =>
    f.meetingLink
      ? `इस लिंक से जुड़ें: ${f.meetingLink}`
      : f.counsellorPhone
        ? `हमारी टीम आपको ${f.counsellorPhone} पर कॉल करेगी`
        : 'सत्र से पहले हमारी टीम आपको कॉल का लिंक ईमेल करेगी',
  // One thought a line, the addresses on lines of their own (as the parent's Hindi debrief entry).
  calendar: (f) => ({
    summary: 'DEM टीम के साथ रणनीति सत्र',
    description: lines(
      `${STRATEGY_MINUTES} मिनट का रणनीति सत्र। ${PURPOSE.hi}`,
      `${HINDI.join(f)}।`,
      `समय बदलने या रद्द करने के लिए अपना वर्कस्पेस खोलें: ${f.workspaceUrl}`,
    ),
    location: location(f, (phone) => `${phone} पर फ़ोन कॉल`, 'कॉल का लिंक ईमेल से आएगा'),
  }),
  booked: (f, moved) => ({
    subject: moved ? 'आपके रणनीति सत्र का समय बदल गया है' : 'आपका रणनीति सत्र बुक हो गया है',
    body: lines(
      `प्रिय ${f.counsellorName},`,
      '',
      wrapText(
        moved
          ? 'हमारी टीम के साथ आपका रणनीति सत्र अब नए समय पर है।'
          : 'हमारी टीम के साथ आपका 1 घंटे का रणनीति सत्र बुक हो गया है। यह पहले 100 वाले ऑफ़र का हिस्सा है।',
      ),
      '',
      `कब: ${hindiDateTime(f.startsAt)}, ${STRATEGY_MINUTES} मिनट`,
      wrapText(HINDI.join(f)),
      '',
      wrapText(PURPOSE.hi),
      wrapText('अपने सवाल साथ लाएँ, और अगर आपने अपना पेज बनाना शुरू कर दिया है, तो उसे अपने वर्कस्पेस में खोलकर रखें।'),
      '',
      wrapText('निमंत्रण साथ में संलग्न है: इसे खोलकर सत्र को अपने कैलेंडर में जोड़ लें।'),
      wrapText('आप सत्र से 12 घंटे पहले तक अपने वर्कस्पेस में इसका समय बदल सकते हैं या इसे रद्द कर सकते हैं:'),
      f.workspaceUrl,
      signOff,
    ),
  }),
  cancelled: (f) => ({
    subject: 'आपका रणनीति सत्र रद्द हो गया है',
    body: lines(
      `प्रिय ${f.counsellorName},`,
      '',
      wrapText(`आपके कहे अनुसार ${hindiDateTime(f.startsAt)} का आपका रणनीति सत्र रद्द कर दिया गया है।`),
      wrapText('साथ में संलग्न रद्दीकरण सूचना खोलने पर यह आपके कैलेंडर से हट जाएगा।'),
      '',
      wrapText('जब भी आपको सुविधा हो, आप अपने वर्कस्पेस में कोई दूसरा समय बुक कर सकते हैं:'),
      f.workspaceUrl,
      signOff,
    ),
  }),
  staffMoved: (f, reason) => ({
    subject: 'हमारी टीम ने आपके रणनीति सत्र का समय बदल दिया है',
    body: lines(
      `प्रिय ${f.counsellorName},`,
      '',
      wrapText('हमारी टीम को आपके रणनीति सत्र का समय बदलना पड़ा है।'),
      reason ? wrapText(`कारण: ${reason}`) : [],
      'इसके लिए हमें खेद है।',
      '',
      `नया समय: ${hindiDateTime(f.startsAt)}, ${STRATEGY_MINUTES} मिनट`,
      wrapText(HINDI.join(f)),
      '',
      wrapText('नया निमंत्रण साथ में संलग्न है: यह आपके कैलेंडर में पुराने निमंत्रण की जगह ले लेगा।'),
      wrapText('अगर नया समय आपके लिए सुविधाजनक न हो, तो आप अपने वर्कस्पेस में इसे बदल या रद्द कर सकते हैं:'),
      f.workspaceUrl,
      signOff,
    ),
  }),
  staffCancelled: (f, reason) => ({
    subject: 'आपका रणनीति सत्र रद्द हो गया है',
    body: lines(
      `प्रिय ${f.counsellorName},`,
      '',
      wrapText(`हमारी टीम को ${hindiDateTime(f.startsAt)} का आपका रणनीति सत्र रद्द करना पड़ा है।`),
      wrapText(`कारण: ${reason}`),
      wrapText('साथ में संलग्न रद्दीकरण सूचना खोलने पर यह आपके कैलेंडर से हट जाएगा।'),
      '',
      wrapText('इसके लिए हमें खेद है। कृपया अपने वर्कस्पेस में अपनी सुविधा का कोई दूसरा समय बुक करें:'),
      f.workspaceUrl,
      signOff,
    ),
  }),
  refunded: (f) => ({
    subject: 'आपका रणनीति सत्र रद्द हो गया है',
    body: lines(
      `प्रिय ${f.counsellorName},`,
      '',
      wrapText(
        `${hindiDateTime(f.startsAt)} का आपका रणनीति सत्र रद्द हो गया है, क्योंकि आपकी काउंसलर किट का पैसा लौटा दिया गया है: यह सत्र किट के पहले 100 वाले ऑफ़र का हिस्सा है।`,
      ),
      wrapText('साथ में संलग्न रद्दीकरण सूचना खोलने पर यह आपके कैलेंडर से हट जाएगा।'),
      signOff,
    ),
  }),
  reminder: (f, hoursBefore) => {
    const when = hoursBefore >= 24 ? 'कल' : 'एक घंटे में'
    return {
      subject: `याद दिलाना: आपका रणनीति सत्र ${when} है`,
      body: lines(
        `प्रिय ${f.counsellorName},`,
        '',
        `हमारी टीम के साथ आपका रणनीति सत्र ${when} है: ${hindiDateTime(f.startsAt)}।`,
        wrapText(`${HINDI.join(f)}।`),
        '',
        changeable(hoursBefore) ? 'इसे बदलने या रद्द करने के लिए:' : 'अपने वर्कस्पेस में आप इसे देख सकते हैं:',
        f.workspaceUrl,
        signOff,
      ),
    }
  },
}

const COUNSELLOR: Record<Language, CounsellorWords> = { en: ENGLISH, hi: HINDI }

/** The calendar entry: the counsellor's, in their language (they move or cancel it in the workspace), or the team's. */
export function strategyCalendarWords(
  f: Omit<StrategyMailFacts, 'startsAt'>,
  reader: 'counsellor' | 'team',
): CalendarWords {
  if (reader === 'counsellor') return COUNSELLOR[f.language].calendar(f)
  return {
    summary: `Strategy session with ${f.counsellorName}`,
    description: `${STRATEGY_MINUTES}-minute strategy session with ${f.counsellorName} (${f.counsellorEmail}${f.counsellorPhone ? `, ${f.counsellorPhone}` : ''}), a first-100 counsellor. ${f.meetingLink ? `Meeting link: ${f.meetingLink}` : f.counsellorPhone ? `Call ${f.counsellorPhone}` : 'Email them the call link'}. Mark it held in the back office: ${f.adminUrl}`,
    location: location(f, (phone) => `Phone call to ${phone}`, 'Call link by email'),
  }
}

export function strategyBookedMail(f: StrategyMailFacts, moved: boolean): MailText {
  return COUNSELLOR[f.language].booked(f, moved)
}

export function strategyCancelledMail(f: StrategyMailFacts): MailText {
  return COUNSELLOR[f.language].cancelled(f)
}

/** Our team moved the session (back office), with staff's reason when they gave one. */
export function strategyStaffMovedMail(f: StrategyMailFacts, reason: string | null): MailText {
  return COUNSELLOR[f.language].staffMoved(f, reason)
}

/** Our team cancelled the session (back office), with staff's reason; the counsellor may book another time. */
export function strategyStaffCancelledMail(f: StrategyMailFacts, reason: string): MailText {
  return COUNSELLOR[f.language].staffCancelled(f, reason)
}

/** Cancelled by us because the counsellor kit was refunded (its first-100 place went with it). */
export function strategyRefundedMail(f: StrategyMailFacts): MailText {
  return COUNSELLOR[f.language].refunded(f)
}

export function strategyReminderMail(f: StrategyMailFacts, hoursBefore: number): MailText {
  return COUNSELLOR[f.language].reminder(f, hoursBefore)
}

/** The team's copy: who, when, how to reach them, and what happened. */
export type StrategyTeamEvent =
  | 'booked'
  | 'moved'
  | 'cancelled'
  | 'refunded'
  | { reminder: number }
  /** A change made in the back office, by whom and why. */
  | { staff: 'moved' | 'cancelled'; by: string; reason: string | null }

export function strategyTeamMail(f: StrategyMailFacts, event: StrategyTeamEvent): MailText {
  const cancelled =
    event === 'cancelled' ||
    event === 'refunded' ||
    (typeof event === 'object' && 'staff' in event && event.staff === 'cancelled')
  const who = `${f.counsellorName} (${f.counsellorEmail}${f.counsellorPhone ? `, ${f.counsellorPhone}` : ''})`
  const when = indiaDateTime(f.startsAt)
  const [subject, first] =
    typeof event === 'object' && 'staff' in event
      ? event.staff === 'moved'
        ? [
            `Strategy session moved by ${event.by}: ${f.counsellorName}`,
            `${event.by} moved the strategy session with ${who} to ${when}.${event.reason ? ` The reason given: ${event.reason}` : ''}`,
          ]
        : [
            `Strategy session cancelled by ${event.by}: ${f.counsellorName}`,
            `${event.by} cancelled the strategy session of ${when} with ${who}. The reason given: ${event.reason ?? '-'} The time is free again.`,
          ]
      : event === 'booked'
        ? [`Strategy session booked: ${f.counsellorName}`, `${who} booked a strategy session for ${when}.`]
        : event === 'moved'
          ? [`Strategy session moved: ${f.counsellorName}`, `${who} moved their strategy session to ${when}.`]
          : event === 'cancelled'
            ? [
                `Strategy session cancelled: ${f.counsellorName}`,
                `${who} cancelled their strategy session of ${when}. The time is free again.`,
              ]
            : event === 'refunded'
              ? [
                  `Strategy session cancelled, kit refunded: ${f.counsellorName}`,
                  `The strategy session of ${when} with ${who} is cancelled: their counsellor kit was refunded. The time is free again.`,
                ]
              : [
                  `Strategy session ${event.reminder >= 24 ? 'tomorrow' : 'in one hour'}: ${f.counsellorName}`,
                  `The strategy session with ${who} is ${event.reminder >= 24 ? 'tomorrow' : 'in one hour'}: ${when}.`,
                ]
  return {
    subject,
    body: lines(
      wrapText(first),
      cancelled
        ? []
        : f.meetingLink
          ? [`Meeting link: ${f.meetingLink}`]
          : f.counsellorPhone
            ? wrapText(`No meeting link is set: please call ${f.counsellorPhone} at that time.`)
            : wrapText(
                'No meeting link is set and they gave no phone number: please email them a call link before the session.',
              ),
      '',
      cancelled
        ? ['The attached cancellation removes it from the calendar.']
        : typeof event === 'string' || 'staff' in event
          ? ['The invitation is attached.']
          : [],
      'The team hours and every session are in the back office:',
      f.adminUrl,
      teamSignOff,
    ),
  }
}

interface TimesOpenFacts {
  name: string
  workspaceUrl: string
}

const TIMES_OPEN: Record<Language, (f: TimesOpenFacts) => MailText> = {
  en: (f) => ({
    subject: 'Book your strategy session: our team has opened times',
    body: lines(
      `Hello ${f.name},`,
      '',
      wrapText(
        `Our team has opened times for your 1-hour strategy session, part of the first-100 offer. Pick the time that suits you in your workspace, under "${workspaceEn.sections.page}":`,
      ),
      f.workspaceUrl,
      '',
      wrapText(PURPOSE.en),
      signOff,
    ),
  }),
  hi: (f) => ({
    subject: 'अपना रणनीति सत्र बुक करें: हमारी टीम ने समय खोल दिए हैं',
    body: lines(
      `प्रिय ${f.name},`,
      '',
      'पहले 100 वाले ऑफ़र में आपका 1 घंटे का रणनीति सत्र अब बुक हो सकता है:',
      'हमारी टीम ने इसके लिए समय खोल दिए हैं। अपने वर्कस्पेस में',
      `"${workspaceHi.sections.page}" खोलें और अपनी सुविधा का समय चुनें:`,
      f.workspaceUrl,
      '',
      'काउंसलर के रूप में आपकी शुरुआत के लिए हमारी टीम के साथ एक घंटा:',
      'आपका पेज, आपकी मार्केटिंग किट, और अपने पहले परिवारों तक कैसे पहुँचें।',
      signOff,
    ),
  }),
}

/** A first-100 counsellor who was waiting is told, once, that the team has opened times (their language). */
export function strategyTimesOpenMail(language: Language, facts: TimesOpenFacts): MailText {
  return TIMES_OPEN[language](facts)
}

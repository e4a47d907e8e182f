/**
 * The words of the strategy session's mails and calendar entries: to the counsellor (English, like every counsellor
 * mail) when the session is booked, moved or cancelled (by them or by our team) and the reminders a day and an hour
 * before, and the team's copy of each to the support inbox. Plain ASCII in short lines, like every mail
 * (mail/templates.ts). The one mail sent before any booking, that the team has opened times, is in the
 * counsellor's language (English or Hindi).
 */
import type { Language } from '../../src/content/localised'
import { workspaceContent as workspaceHi } from '../../src/content/hi/workspace'
import { workspaceContent as workspaceEn } from '../../src/content/workspace'
import { indiaDateTime } from '../counsellors/debrief-mail'
import type { CalendarWords } from '../counsellors/debrief-mail'
import type { MailText } from '../mail/sealed'
import { wrapText } from '../mail/templates'

export const STRATEGY_MINUTES = 60

export interface StrategyMailFacts {
  counsellorName: string
  counsellorEmail: string
  counsellorPhone: string | null
  /** The team's meeting link (back office, Strategy sessions), else null: the team calls. */
  meetingLink: string | null
  startsAt: Date
  workspaceUrl: string
  /** The back office's list of strategy sessions, for the team's copies. */
  adminUrl: string
}

const lines = (...parts: (string | string[])[]) => parts.flat().join('\n')
const signOff = ['', 'DEM Success Blueprint']
const teamSignOff = ['', '-- the site, for the team']

/** How the counsellor joins: the team's meeting link, or a call from the team. */
export function strategyJoinWords(f: Pick<StrategyMailFacts, 'meetingLink' | 'counsellorPhone'>): string {
  if (f.meetingLink) return `Join at ${f.meetingLink}`
  return f.counsellorPhone
    ? `Our team will call you on ${f.counsellorPhone}`
    : 'Our team will email you the call link before the session'
}

/** What the hour is for, in one sentence. */
const PURPOSE =
  'An hour with our team for your start as a counsellor: your page, your marketing kit and how to reach your first families.'

/** The calendar entry: the counsellor's (they move or cancel it in the workspace) or the team's. */
export function strategyCalendarWords(
  f: Omit<StrategyMailFacts, 'startsAt'>,
  reader: 'counsellor' | 'team',
): CalendarWords {
  if (reader === 'team')
    return {
      summary: `Strategy session with ${f.counsellorName}`,
      description: `${STRATEGY_MINUTES}-minute strategy session with ${f.counsellorName} (${f.counsellorEmail}${f.counsellorPhone ? `, ${f.counsellorPhone}` : ''}), a first-100 counsellor. ${f.meetingLink ? `Meeting link: ${f.meetingLink}` : f.counsellorPhone ? `Call ${f.counsellorPhone}` : 'Email them the call link'}. Mark it held in the back office: ${f.adminUrl}`,
      location:
        f.meetingLink ?? (f.counsellorPhone ? `Phone call to ${f.counsellorPhone}` : 'Call link by email'),
    }
  return {
    summary: 'Strategy session with the DEM team',
    description: `${STRATEGY_MINUTES}-minute strategy session. ${PURPOSE} ${strategyJoinWords(f)}. Move or cancel it in your workspace: ${f.workspaceUrl}`,
    location:
      f.meetingLink ?? (f.counsellorPhone ? `Phone call to ${f.counsellorPhone}` : 'Call link by email'),
  }
}

export function strategyBookedMail(f: StrategyMailFacts, moved: boolean): MailText {
  return {
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
      wrapText(strategyJoinWords(f)),
      '',
      wrapText(PURPOSE),
      wrapText('Bring your questions, and have your page open in your workspace if you have started it.'),
      '',
      'The invitation is attached: open it to add the session to your calendar.',
      'You can move or cancel it up to 12 hours before, in your workspace:',
      f.workspaceUrl,
      signOff,
    ),
  }
}

export function strategyCancelledMail(f: StrategyMailFacts): MailText {
  return {
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
  }
}

/** Our team moved the session (back office), with staff's reason when they gave one. */
export function strategyStaffMovedMail(f: StrategyMailFacts, reason: string | null): MailText {
  return {
    subject: 'Our team has moved your strategy session',
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      wrapText('Our team has had to move your strategy session to a new time.'),
      reason ? wrapText(`The reason: ${reason}`) : [],
      '',
      `New time: ${indiaDateTime(f.startsAt)}, ${STRATEGY_MINUTES} minutes`,
      wrapText(strategyJoinWords(f)),
      '',
      'The new invitation is attached: it replaces the old one in your calendar.',
      'If the new time does not suit you, move or cancel it in your workspace:',
      f.workspaceUrl,
      signOff,
    ),
  }
}

/** Our team cancelled the session (back office), with staff's reason; the counsellor may book another time. */
export function strategyStaffCancelledMail(f: StrategyMailFacts, reason: string): MailText {
  return {
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
  }
}

/** Cancelled by us because the counsellor kit was refunded (its first-100 place went with it). */
export function strategyRefundedMail(f: StrategyMailFacts): MailText {
  return {
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
  }
}

export function strategyReminderMail(f: StrategyMailFacts, hoursBefore: number): MailText {
  const when = hoursBefore >= 24 ? 'tomorrow' : 'in one hour'
  return {
    subject: `Reminder: your strategy session is ${when}`,
    body: lines(
      `Hello ${f.counsellorName},`,
      '',
      `Your strategy session with our team is ${when}: ${indiaDateTime(f.startsAt)}.`,
      wrapText(`${strategyJoinWords(f)}.`),
      '',
      `To move or cancel it: ${f.workspaceUrl}`,
      signOff,
    ),
  }
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
      wrapText(PURPOSE),
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

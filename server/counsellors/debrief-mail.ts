/**
 * The words of the debrief's mails: to the parent and to the counsellor when a session is booked, moved,
 * cancelled or held, the reminders a day and an hour before, and a new or changed counsellor. Plain ASCII in
 * short lines, like every mail (mail/templates.ts).
 */
import type { MailText } from '../mail/sealed'
import { wrapText } from '../mail/templates'
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

export interface DebriefMailFacts {
  parentFirstName: string
  parentEmail: string
  parentPhone: string
  childFirstName: string | null
  counsellorName: string
  counsellorEmail: string
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
const signOff = ['', 'DEM Success Blueprint']

export function bookedMailToParent(f: DebriefMailFacts, moved: boolean): MailText {
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

export function heldMail(f: DebriefMailFacts, note: string): MailText {
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
      signOff,
    ),
  }
}

/**
 * A session (a debrief, or a first-100 counsellor's strategy session with our team: `kind`) as an iCalendar (RFC 5545) event: UTC times, a stable UID per debrief with SEQUENCE counting its
 * moves, text escaped, lines folded at 75 octets, CRLF line ends. METHOD:REQUEST for a booked session;
 * METHOD:CANCEL when it is off, so a calendar that took the invitation removes it. The words (summary, description,
 * location) are in the reader's language, named by a LANGUAGE parameter when it is not English.
 */
import type { Language } from '../../src/content/localised'

export interface DebriefEvent {
  /** What the session is: its UID's prefix and the calendar's product name. A debrief by default. */
  kind?: 'debrief' | 'strategy'
  id: string
  sequence: number
  startsAt: Date
  endsAt: Date
  summary: string
  description: string
  /** The meeting link, or the phone number the counsellor calls from. */
  location: string
  /** The language of summary, description and location. */
  language: Language
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  cancelled: boolean
  /** The site's host, for the UID. */
  domain: string
  now: Date
}

const utc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** A parameter value (CN=...): quoted, without the characters a quoted value cannot hold. */
const param = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const PRODUCTS = { debrief: 'Success Blueprint debrief', strategy: 'Counsellor strategy session' } as const

export function debriefIcs(event: DebriefEvent): string {
  const kind = event.kind ?? 'debrief'
  const words = event.language === 'en' ? '' : `;LANGUAGE=${event.language}`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//DEM//${PRODUCTS[kind]}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${kind}-${event.id}@${event.domain}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART:${utc(event.startsAt)}`,
    `DTEND:${utc(event.endsAt)}`,
    `SUMMARY${words}:${icsText(event.summary)}`,
    `DESCRIPTION${words}:${icsText(event.description)}`,
    `LOCATION${words}:${icsText(event.location)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/**
 * The privacy centre's readable export says every state and kind a record can have in words, in English and Hindi
 * (issue 50 point 16): each refund, debrief, mail and scan state the schema allows, and each kind of mail, never the
 * stored word ("processed", "no-show", "otp"). The API test (privacy.test.ts) reads a real export, which has only the
 * states its one order reaches; this one gives the page every value the database can hold.
 */
import { describe, expect, it } from 'vitest'
import {
  debriefStatuses,
  mailKinds,
  mailStatuses,
  refundStatuses,
  scanStatuses,
} from '../../server/db/schema'
import { exportHtml } from '../../server/privacy/export-html'
import type { HeldData, HeldOrder } from '../../server/privacy/privacy'

const at = '2026-11-28T10:00:00.000Z'

function order(scanStatus: (typeof scanStatuses)[number]): HeldOrder {
  return {
    id: '3f2a9c1b-0000-4000-8000-000000000000',
    reference: '3F2A9C1B',
    plan: "Achiever's Report",
    amountPaise: 499900,
    currency: 'INR',
    status: 'invoiced',
    statusWords: 'Paid',
    orderedAt: at,
    paidAt: at,
    counsellor: 'Meera Iyer',
    payments: [],
    refunds: refundStatuses.map((status) => ({
      amountPaise: 499900,
      reason: 'Asked by the buyer',
      status,
      at,
    })),
    invoice: null,
    creditNote: null,
    scan: {
      status: scanStatus,
      child: null,
      submittedAt: null,
      answers: [],
      consents: [],
      reports: [],
    },
    debriefs: debriefStatuses.map((status) => ({
      counsellor: 'Meera Iyer',
      startsAt: at,
      status,
      noteForYou: null,
      counsellorNotes: null,
    })),
  }
}

const data: HeldData = {
  exportedAt: at,
  account: {
    email: 'parent@example.com',
    firstName: 'Asha',
    lastName: 'Rao',
    phone: '9876543210',
    role: 'student',
    registeredAt: at,
    emailConfirmedAt: at,
    phoneConfirmedAt: null,
  },
  orders: scanStatuses.map(order),
  contactMessages: [],
  mails: mailKinds.flatMap((kind) =>
    mailStatuses.map((status) => ({ kind, subject: 'A subject', createdAt: at, status })),
  ),
  sessions: [],
  requests: [],
  privacyContact: { name: 'A. Sharma', role: 'Grievance Officer', email: 'privacy@example.com' },
}

/** The texts of the table cells and the definition values: where a record's state or kind is written. */
const cells = (html: string) => [...html.matchAll(/<(td|dd)>([^<]*)</g)].map((match) => match[2]!)

describe.each(['en', 'hi'] as const)('the privacy export in %s', (language) => {
  const html = exportHtml(data, language)
  const written = new Set(cells(html))

  it('says every refund, debrief, mail and scan state and every mail kind in words', () => {
    const stored = new Set<string>([
      ...refundStatuses,
      ...debriefStatuses,
      ...mailStatuses,
      ...mailKinds,
      ...scanStatuses,
    ])
    expect([...written].filter((text) => stored.has(text))).toEqual([])
  })

  it('writes the rows the check above reads (each state shows in its words)', () => {
    const words = {
      en: [
        'Refunded',
        'Failed: we will contact you',
        'Missed',
        'Held',
        'Verification code',
        'Could not be delivered',
      ],
      hi: ['नहीं जुड़े', 'रद्द', 'रिफ़ंड', 'डीब्रीफ़'],
    }[language]
    for (const word of words) expect(written, word).toContain(word)
  })
})

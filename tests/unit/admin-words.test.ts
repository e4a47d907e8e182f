/** The back office in a support person's words: the audit log, the record names, the payment filter. */
import { describe, expect, it } from 'vitest'
import { auditRecordName, auditWords, paymentFilterChoices, paymentStateName } from '../../src/admin/format'
import { i18nProvider, libraryWords, studentState } from '../../src/admin/words'

const order = { entity: 'order', entityId: '3f2a9c1b-0000-4000-8000-000000000001' }

describe('the audit log in words', () => {
  it('says a refund with its amount, reason and credit note, not order.refund and amountPaise', () => {
    const words = auditWords({
      ...order,
      action: 'order.refund',
      before: { refund: null },
      after: {
        refundId: 'r1',
        paymentId: 'pay_1',
        amountPaise: 499_900,
        reason: 'Parent asked to cancel',
        creditNote: 'CRN/25-26/000001',
      },
    })
    expect(words).toEqual({
      what: 'Refund of ₹4,999',
      detail: 'Reason: Parent asked to cancel\nCredit note CRN/25-26/000001',
    })
    expect(JSON.stringify(words)).not.toMatch(/amountPaise|499900|order\.refund/)
  })

  it('says what changed on an order, before and after, by the names staff read', () => {
    expect(
      auditWords({
        ...order,
        action: 'order.update',
        before: { fulfilmentStatus: 'new', counsellor: null },
        after: { fulfilmentStatus: 'scan_scheduled', counsellor: 'Meera Iyer' },
      }),
    ).toEqual({
      what: 'Order updated',
      detail: 'Fulfilment: New → Scan scheduled\nCounsellor: not assigned → Meera Iyer',
    })
  })

  it('names the other actions and the records', () => {
    const entry = (action: string, after: object = {}, before: object = {}) =>
      auditWords({ ...order, action, before, after })
    expect(entry('invoice.email', { invoice: 'INV/25-26/000001', to: 'asha@example.com' })).toEqual({
      what: 'Invoice mailed again',
      detail: 'Invoice INV/25-26/000001 to asha@example.com',
    })
    expect(entry('mail.retry', {}, { kind: 'invoice', to: 'asha@example.com', status: 'dead' }).detail).toBe(
      'Invoice to asha@example.com, which was: Failed for good',
    )
    expect(entry('message.handled').what).toBe('Message marked handled')
    expect(entry('leads.export', { filter: { role: 'eec' }, rows: 12 })).toEqual({
      what: 'Leads exported (CSV)',
      detail: '12 rows\nFilter: role: eec',
    })
    expect(entry('staff.sign-in').what).toBe('Signed in')
    expect(entry('counsellor.update', { status: 'suspended' }, { status: 'certified' })).toEqual({
      what: 'Counsellor changed',
      detail: 'status: certified → suspended',
    })
    // An action this page does not know yet is still readable.
    expect(entry('ticket.answer', { ticket: 'T-12' })).toEqual({
      what: 'Ticket answer',
      detail: 'ticket: T-12',
    })
    expect(auditRecordName(order)).toBe('Order 3F2A9C1B')
    // The help and privacy requests' and the breach notice's entries (issue 35 point 6, issue 38).
    expect(entry('ticket.answered-and-closed', { state: 'closed', answer: 'Refunded today.' })).toEqual({
      what: 'Request answered and closed',
      detail: 'Refunded today.',
    })
    // Since issue 45 (S6) the log keeps an answer's length and hash, not its words.
    expect(
      entry('ticket.answered', { state: 'answered', answer: { length: 15, hmac: '0123456789abcdef' } }),
    ).toEqual({
      what: 'Request answered',
      detail: 'An answer of 15 characters (its words are kept only on the request)',
    })
    expect(entry('breach.notice', { orders: ['a', 'b'], recipients: 2, subject: 'About your data' })).toEqual(
      {
        what: 'Breach notice mailed',
        detail: '2 people, 2 orders\nSubject: About your data',
      },
    )
    expect(entry('breach.notice', { orders: ['a'], recipients: 1, subject: 'About your data' }).detail).toBe(
      '1 person, 1 order\nSubject: About your data',
    )
    expect(auditRecordName({ entity: 'ticket', entityId: order.entityId })).toBe('Request 3F2A9C1B')
  })

  it("says the team's changes to strategy sessions and days off, with the reason and the day in India", () => {
    const session = { entity: 'strategy-session', entityId: '7c1e2d3f-0000-4000-8000-000000000001' }
    expect(
      auditWords({
        ...session,
        action: 'strategy.move',
        before: { startsAt: '2025-10-03T04:30:00.000Z' },
        after: { startsAt: '2025-10-03T05:30:00.000Z', reason: 'Training clash' },
      }),
    ).toEqual({
      what: 'Strategy session moved',
      detail: '3 Oct 2025, 10:00 am → 3 Oct 2025, 11:00 am\nReason: Training clash',
    })
    expect(
      auditWords({
        ...session,
        action: 'strategy.cancel',
        before: { status: 'booked', startsAt: '2025-10-03T04:30:00.000Z' },
        after: { status: 'cancelled', reason: 'Team away' },
      }),
    ).toEqual({
      what: 'Strategy session cancelled',
      detail: 'Session of 3 Oct 2025, 10:00 am\nReason: Team away',
    })
    const day = { entity: 'strategy-day-off', entityId: '2025-10-02' }
    expect(
      auditWords({
        ...day,
        action: 'strategy.day-off',
        before: null,
        after: { date: '2025-10-02', note: 'Gandhi Jayanti' },
      }),
    ).toEqual({ what: 'Team day off added', detail: 'Thu, 2 Oct 2025: Gandhi Jayanti' })
    expect(
      auditWords({ ...day, action: 'strategy.day-off-removed', before: { date: '2025-10-02' }, after: null }),
    ).toEqual({
      what: 'Team day off removed',
      detail: 'Thu, 2 Oct 2025',
    })
    expect(auditRecordName(day)).toBe('Team days off')
  })
})

describe('the payment filter', () => {
  it('offers the states a person means, and names an order’s own status plainly', () => {
    expect(paymentFilterChoices.map((c) => c.id)).toEqual([
      'pending',
      'paid',
      'refunding',
      'refunded',
      'failed',
    ])
    expect(paymentStateName('invoiced')).toBe('Paid and invoiced')
    expect(paymentStateName('created')).toBe('Not paid yet')
    expect(paymentStateName('refunding')).toBe('Refund on its way')
  })
})

describe("the back office's own words (issue 50 point 12)", () => {
  const at = (iso: string) => `at ${iso}`
  const student = { scan: 'not-started', reportReady: false, session: null, closed: false } as const

  it("says where each of a counsellor's students stands, never an empty state", () => {
    expect(studentState(student, at)).toBe('Scan not started')
    expect(studentState({ ...student, scan: 'in-progress' }, at)).toBe('Scan under way')
    expect(studentState({ ...student, scan: 'submitted' }, at)).toBe('Scan submitted; report being prepared')
    expect(studentState({ ...student, scan: 'submitted', reportReady: true }, at)).toBe(
      'Report ready; debrief not booked yet',
    )
    expect(
      studentState(
        {
          ...student,
          scan: 'submitted',
          reportReady: true,
          session: { startsAt: '2026-12-01T10:30:00Z', status: 'booked' },
        },
        at,
      ),
    ).toBe('Debrief booked for at 2026-12-01T10:30:00Z')
    expect(studentState({ ...student, scan: 'withdrawn' }, at)).toBe('Consent withdrawn: no scan, no report')
    expect(studentState({ ...student, closed: true }, at)).toBe('Closed: the debrief is done')
  })

  it("puts our words over react-admin's notices and buttons, and leaves the rest to the library", () => {
    expect(i18nProvider.translate('ra.notification.created')).toBe('Saved.')
    expect(i18nProvider.translate('ra.notification.updated', { smart_count: 1 })).toBe('Changes saved.')
    expect(i18nProvider.translate('ra.action.create')).toBe('Add')
    expect(i18nProvider.translate('ra.action.save')).toBe('Save')
    expect(Object.values(libraryWords).join(' ')).not.toMatch(/Element|CREATE/)
  })
})

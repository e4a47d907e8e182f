import { describe, expect, it } from 'vitest'
import { reportFirstStep } from '../../src/content/after-purchase'
import { nextSteps, orderStatusWords, workspacePaths } from '../../src/content/orders'
import { nextSteps as hiNextSteps } from '../../src/content/hi/orders'
import { paths } from '../../src/config/paths'
import { orderStatus } from '../../server/services/order-status'

const NOW = new Date('2026-11-23T10:00:00Z')
const timing = { minAgeMs: 60_000, intervalMs: 60_000 }
const order = (status: string, extra: Record<string, unknown> = {}) =>
  ({
    status,
    paymentId: null,
    createdAt: new Date(NOW.getTime() - 30_000),
    updatedAt: NOW,
    ...extra,
  }) as Parameters<typeof orderStatus>[0]
const refund = (status: string, initiatedAt: Date | null = new Date('2026-11-20T06:00:00Z')) =>
  ({
    id: 'r1',
    paymentId: 'pay_1',
    orderId: 'o1',
    amountPaise: 499_900,
    reason: 'duplicate',
    status,
    gatewayRefundId: null,
    lockedUntil: null,
    lastError: null,
    createdAt: new Date('2026-11-20T05:00:00Z'),
    initiatedAt,
    settledAt: null,
    updatedAt: NOW,
  }) as Parameters<typeof orderStatus>[2][number]

describe('order status wording', () => {
  it('pending: an authorised payment, with when it will settle and that the bank returns unconfirmed money', () => {
    const words = orderStatus(
      order('created'),
      [{ id: 'pay_1', status: 'authorized', amountPaise: 499_900 }],
      [],
      NOW,
      timing,
    )
    expect(words.key).toBe('pending')
    expect(words.title).toBe(
      'Payment pending - we are confirming it with your bank; you have not been charged twice',
    )
    // Old enough to be asked about from 10:00:30Z; two intervals later: 10:02:30Z, 3:32 pm in India.
    expect(words.detail).toBe(
      'We expect to confirm it by 3:32 pm on 23 Nov 2026. If your bank took the money and the payment is not confirmed, the bank returns it to you automatically.',
    )
    // A Hindi page: the same key, the Hindi words and date.
    const hindi = orderStatus(
      order('created'),
      [{ id: 'pay_1', status: 'authorized', amountPaise: 499_900 }],
      [],
      NOW,
      timing,
      'hi',
    )
    expect(hindi.key).toBe('pending')
    expect(hindi.detail).toMatch(/^हमें उम्मीद है कि 23 नवंबर 2026, दोपहर 3:32 तक इसकी पुष्टि हो जाएगी।/)
  })

  it('pending: checkout opened and no payment reported yet, while reconciliation still asks', () => {
    expect(orderStatus(order('created'), [], [], NOW, timing).key).toBe('pending')
    const old = order('created', { createdAt: new Date(NOW.getTime() - 4 * 86_400_000) })
    expect(orderStatus(old, [], [], NOW, timing)).toEqual(orderStatusWords.failed())
  })

  it('paid: paid, confirmed and invoiced orders', () => {
    for (const status of ['paid', 'confirmed', 'invoiced'])
      expect(
        orderStatus(
          order(status, { paymentId: 'pay_1' }),
          [{ id: 'pay_1', status: 'captured', amountPaise: 499_900 }],
          [],
          NOW,
          timing,
        ),
      ).toEqual({ key: 'paid', title: 'Paid' })
  })

  it('refund on its way: a duplicate payment being refunded, expected 7 working days after it started', () => {
    const words = orderStatus(
      order('duplicate', { paymentId: 'pay_1' }),
      [{ id: 'pay_1', status: 'captured', amountPaise: 499_900 }],
      [refund('pending')],
      NOW,
      timing,
    )
    // Started Fri 20 Nov 2026; seven working days later: Tue 1 Dec 2026.
    expect(words.title).toBe('Refund on its way (expected by 1 Dec 2026)')
    expect(words.key).toBe('refunding')
  })

  it('refund on its way: a staff refund of a paid order, not yet accepted by the gateway', () => {
    const words = orderStatus(
      order('invoiced', { paymentId: 'pay_1' }),
      [{ id: 'pay_1', status: 'captured', amountPaise: 499_900 }],
      [refund('due', null)],
      NOW,
      timing,
    )
    expect(words.title).toBe('Refund on its way (expected by 1 Dec 2026)')
  })

  it('refunded: the refund processed', () => {
    expect(
      orderStatus(
        order('invoiced', { paymentId: 'pay_1' }),
        [{ id: 'pay_1', status: 'refunded', amountPaise: 499_900 }],
        [refund('processed')],
        NOW,
        timing,
      ),
    ).toEqual({ key: 'refunded', title: 'Refunded' })
    // An uncaptured payment the gateway gave back by itself.
    expect(
      orderStatus(
        order('created'),
        [{ id: 'pay_1', status: 'refunded', amountPaise: 499_900 }],
        [],
        NOW,
        timing,
      ).title,
    ).toBe('Refunded')
  })

  it('refunded in part: still paid, with what was refunded or is on its way; in full after the last part', () => {
    const paid = order('invoiced', { paymentId: 'pay_1' })
    const captured = [{ id: 'pay_1', status: 'captured' as const, amountPaise: 499_900 }]
    const part = (status: string, amountPaise: number) => ({
      ...refund(status),
      reason: 'staff' as const,
      amountPaise,
    })
    expect(orderStatus(paid, captured, [part('pending', 100_050)], NOW, timing)).toEqual({
      key: 'paid',
      title: 'Paid, a refund of ₹1,000.50 on its way (expected by 1 Dec 2026)',
      detail: 'The money goes back to the card, account or UPI app you paid with.',
    })
    expect(orderStatus(paid, captured, [part('processed', 100_000)], NOW, timing)).toEqual({
      key: 'paid',
      title: 'Paid, ₹1,000 refunded',
    })
    const rest = [part('processed', 100_000), part('pending', 399_900)]
    expect(orderStatus(paid, captured, rest, NOW, timing).key).toBe('refunding')
    expect(
      orderStatus(paid, captured, [part('processed', 100_000), part('processed', 399_900)], NOW, timing),
    ).toEqual(orderStatusWords.refunded())
  })

  it('failed: nothing was charged', () => {
    expect(
      orderStatus(
        order('failed'),
        [{ id: 'pay_1', status: 'failed', amountPaise: 499_900 }],
        [],
        NOW,
        timing,
      ),
    ).toEqual({
      key: 'failed',
      title: 'Payment failed - nothing was charged',
    })
  })
})

describe('next steps', () => {
  it('a report: the scan first and current while new, then the report and the debrief', () => {
    const steps = nextSteps('student', 'new')
    expect(steps.map((s) => s.title)).toEqual([
      'Your child takes the DEM scan',
      'Your report',
      'The debrief with a counsellor',
    ])
    expect(steps[0]).toMatchObject({ ...reportFirstStep, state: 'current' })
    expect(steps[0]?.detail).toContain('27 questions online')
    expect(steps.slice(1).every((s) => s.state === 'upcoming')).toBe(true)
  })

  it('a report: the state follows the fulfilment status the scan and staff set', () => {
    expect(nextSteps('student', 'scan_sent').map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming'])
    expect(nextSteps('student', 'scan_done').map((s) => s.state)).toEqual(['done', 'current', 'upcoming'])
    expect(nextSteps('student', 'report_delivered').map((s) => s.state)).toEqual(['done', 'done', 'current'])
    expect(nextSteps('student', 'closed').every((s) => s.state === 'done')).toBe(true)
  })

  it('a counsellor kit: the course, then the hours, each with its link once it is the step (issue 50, point 9)', () => {
    expect(nextSteps('eec', 'new').map((s) => [s.title, s.state, s.link?.href])).toEqual([
      ['The counsellor course', 'current', '/workspace/course'],
      ['Set your hours', 'upcoming', undefined],
    ])
    expect(nextSteps('eec', 'new', 'in-training').map((s) => s.state)).toEqual(['current', 'upcoming'])
    expect(nextSteps('eec', 'new', 'certified').map((s) => [s.state, s.link?.href])).toEqual([
      ['done', '/workspace/course'],
      ['current', '/workspace'],
    ])
    expect(nextSteps('eec', 'new', 'hours-set').every((s) => s.state === 'done')).toBe(true)
    // Nothing says to wait for a batch any more.
    expect(JSON.stringify(nextSteps('eec', 'new'))).not.toMatch(/opens once the training batch/)
    // The workspace's paths, as the route table has them.
    expect(workspacePaths).toEqual({ workspace: paths.workspace, course: paths.workspaceCourse })
  })

  it('a counsellor kit in Hindi: Hindi words and Hindi links', () => {
    const steps = hiNextSteps('eec', 'new', 'certified')
    expect(steps.map((s) => s.link?.href)).toEqual(['/hi/workspace/course', '/hi/workspace'])
    expect(steps.every((s) => !/[A-Za-z]/.test(s.title + s.detail + (s.link?.label ?? '')))).toBe(true)
  })
})

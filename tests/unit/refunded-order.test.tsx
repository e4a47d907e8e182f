/**
 * A refunded order reads as refunded everywhere a person reads it: each payment line in the buyer's words (never
 * the gateway's "captured"), the back office's payment state, and the invoice marked cancelled beside its credit
 * note on My orders. And "Need help with this order?" on it: the form, its errors, and the requests with our answers.
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { endpoints } from '../../src/api/endpoints'
import type { BuyerTicket } from '../../src/api/orders'
import { orderHelpContent } from '../../src/content/order-help'
import { server } from './msw/server'
import { allowConsoleError } from './setup'
import type { BuyerOrder } from '../../src/api/orders'
import {
  orderReference,
  ordersContent,
  orderStatusWords,
  paymentLine,
  paymentWords,
} from '../../src/content/orders'
import { OrderCard } from '../../src/features/orders/order-card'
import { paymentLineState, paymentState } from '../../server/services/order-status'

const NOTE_1 = '00000000-0000-4000-8000-0000000000a1'
const NOTE_2 = '00000000-0000-4000-8000-0000000000a2'

const captured = { id: 'pay_1', status: 'captured' as const, amountPaise: 499_900 }
const refund = (status: 'due' | 'pending' | 'processed' | 'failed', amountPaise = 499_900) => ({
  paymentId: 'pay_1',
  status,
  amountPaise,
})

describe('a payment and its refund', () => {
  it('reads as the refund once there is one, as the gateway says otherwise', () => {
    expect(paymentLineState(captured, [])).toBe('captured')
    expect(paymentLineState(captured, [refund('due')])).toBe('refunding')
    expect(paymentLineState(captured, [refund('pending')])).toBe('refunding')
    expect(paymentLineState(captured, [refund('failed')])).toBe('refund-failed')
    expect(paymentLineState(captured, [refund('processed')])).toBe('refunded')
    expect(paymentLineState({ id: 'pay_1', status: 'refunded', amountPaise: 499_900 }, [])).toBe('refunded')
    expect(
      paymentLineState({ id: 'pay_2', status: 'authorized', amountPaise: 499_900 }, [refund('processed')]),
    ).toBe('authorized')
    // In parts: partly refunded until they add up to the payment (a failed one counts, and says so first).
    expect(paymentLineState(captured, [refund('pending', 100_000)])).toBe('partly-refunded')
    expect(paymentLineState(captured, [refund('processed', 100_000)])).toBe('partly-refunded')
    expect(paymentLineState(captured, [refund('processed', 100_000), refund('pending', 399_900)])).toBe(
      'refunding',
    )
    expect(paymentLineState(captured, [refund('processed', 100_000), refund('processed', 399_900)])).toBe(
      'refunded',
    )
    expect(paymentLineState(captured, [refund('failed', 100_000)])).toBe('refund-failed')
  })

  it('gives a paid order the state of its paying payment’s refund, and leaves other orders their status', () => {
    const invoiced = { status: 'invoiced' as const, paymentId: 'pay_1' }
    expect(paymentState(invoiced, [captured], [])).toBe('invoiced')
    expect(paymentState(invoiced, [captured], [refund('pending')])).toBe('refunding')
    expect(paymentState(invoiced, [captured], [refund('processed')])).toBe('refunded')
    expect(paymentState({ status: 'paid', paymentId: 'pay_1' }, [captured], [refund('failed')])).toBe(
      'refund-failed',
    )
    expect(paymentState({ status: 'duplicate', paymentId: 'pay_1' }, [captured], [refund('pending')])).toBe(
      'duplicate',
    )
    expect(paymentState(invoiced, [captured], [refund('processed', 100_000)])).toBe('partly-refunded')
  })
})

describe('a refunded order on My orders', () => {
  const order: BuyerOrder = {
    id: '00000000-0000-4000-8000-000000000001',
    reference: orderReference('00000000-0000-4000-8000-000000000001'),
    role: 'student',
    plan: 'basic',
    planName: "Achiever's Report",
    amountPaise: 499_900,
    currency: 'INR',
    createdAt: '2025-10-01T04:30:00.000Z',
    status: orderStatusWords.refunded(),
    payments: [
      {
        id: 'pay_1',
        amountPaise: 499_900,
        status: 'captured',
        words: paymentWords.refunded,
        line: paymentLine({ state: 'refunded', method: 'upi', date: '1 Oct 2025', time: '10:00 am' }),
        method: 'upi',
        createdAt: '2025-10-01T04:30:00.000Z',
      },
    ],
    refunds: [{ id: 'r1', paymentId: 'pay_1', amountPaise: 499_900, status: orderStatusWords.refunded() }],
    invoice: {
      id: 'i1',
      number: 'INV/25-26/000001',
      cancelledBy: 'CRN/25-26/000001',
      creditedBy: ['CRN/25-26/000001'],
    },
    creditNotes: [
      { id: NOTE_1, number: 'CRN/25-26/000001', amountPaise: 499_900, issuedAt: '2025-10-02T04:30:00.000Z' },
    ],
    nextSteps: null,
    counsellor: null,
    scan: null,
    report: null,
  }

  it('says the payment is refunded, marks the invoice cancelled and offers the credit note', () => {
    render(<OrderCard order={order} onChanged={() => {}} />)
    // The payment's line in the buyer's words: no gateway id, no "captured".
    const [line, refundLine] = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(line).toBe('₹4,999: Paid by UPI on 1 Oct 2025 at 10:00 am, refunded')
    expect(refundLine).toBe('₹4,999: Refunded')
    expect(document.body.textContent).not.toMatch(/pay_|order_|captured/)
    expect(screen.getByText('00000000')).toBeTruthy()
    expect(screen.getByText(ordersContent.list.cancelledBy(['CRN/25-26/000001']))).toBeTruthy()
    const link = screen.getByRole('link', { name: ordersContent.list.downloadCreditNote('CRN/25-26/000001') })
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`/api/orders/00000000-0000-4000-8000-000000000001/credit-notes/${NOTE_1}$`),
    )
  })

  it('refunded in part: still paid, the invoice credited in part, each credit note offered', () => {
    const notes = [
      { id: NOTE_1, number: 'CRN/25-26/000001', amountPaise: 100_000, issuedAt: '2025-10-02T04:30:00.000Z' },
      { id: NOTE_2, number: 'CRN/25-26/000002', amountPaise: 50_000, issuedAt: '2025-10-03T04:30:00.000Z' },
    ]
    render(
      <OrderCard
        order={{
          ...order,
          status: orderStatusWords.partlyRefunded('₹1,500'),
          payments: [
            {
              ...order.payments[0]!,
              words: paymentWords['partly-refunded'],
              line: paymentLine({
                state: 'partly-refunded',
                method: 'upi',
                date: '1 Oct 2025',
                time: '10:00 am',
              }),
            },
          ],
          invoice: {
            id: 'i1',
            number: 'INV/25-26/000001',
            cancelledBy: null,
            creditedBy: notes.map((n) => n.number),
          },
          creditNotes: notes,
        }}
        onChanged={() => {}}
      />,
    )
    expect(screen.getByText('Paid, ₹1,500 refunded')).toBeTruthy()
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe(
      '₹4,999: Paid by UPI on 1 Oct 2025 at 10:00 am, part of it refunded',
    )
    expect(
      screen.getByText(
        'Credited in part by credit notes CRN/25-26/000001 and CRN/25-26/000002: part of the payment is refunded.',
      ),
    ).toBeTruthy()
    for (const note of notes)
      expect(
        screen
          .getByRole('link', { name: ordersContent.list.downloadCreditNote(note.number) })
          .getAttribute('href'),
      ).toMatch(new RegExp(`/credit-notes/${note.id}$`))
  })
})

describe('Need help with this order?', () => {
  const order = {
    id: '00000000-0000-4000-8000-000000000002',
    reference: 'order_2',
    role: 'student',
    plan: 'basic',
    planName: "Achiever's Report",
    amountPaise: 499_900,
    currency: 'INR',
    createdAt: '2025-10-01T04:30:00.000Z',
    status: orderStatusWords.paid(),
    payments: [],
    refunds: [],
    invoice: null,
    creditNote: null,
    creditNotes: [],
    nextSteps: null,
    counsellor: null,
    scan: null,
    report: null,
  } as BuyerOrder
  const answered: BuyerTicket = {
    id: 't1',
    kind: 'help',
    number: 'HLP-000007',
    orderId: order.id,
    reason: 'refund',
    message: 'Please refund my second payment.',
    state: 'answered',
    createdAt: '2025-10-01T05:00:00.000Z',
    answer: 'Done: it reaches you in 5 to 7 working days.',
    answeredAt: '2025-10-02T05:00:00.000Z',
  }

  it('shows each request with its state and our answer', () => {
    render(<OrderCard order={order} tickets={[answered]} onChanged={() => {}} />)
    expect(screen.getByRole('heading', { name: orderHelpContent.requests })).toBeTruthy()
    expect(screen.getByText('Request HLP-000007: Answered')).toBeTruthy()
    expect(screen.getByText('Please refund my second payment.')).toBeTruthy()
    expect(screen.getByText(orderHelpContent.ourAnswer('2 Oct 2025'))).toBeTruthy()
    expect(screen.getByText('Done: it reaches you in 5 to 7 working days.')).toBeTruthy()
  })

  it('opens the form with focus on it, says what to put right, sends the request and confirms it', async () => {
    const user = userEvent.setup()
    let sent: unknown
    server.use(
      http.post(`*${endpoints.tickets}`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ ticket: { ...answered, id: 't2', number: 'HLP-000008', state: 'open' } })
      }),
    )
    let changed = 0
    render(<OrderCard order={order} onChanged={() => (changed += 1)} />)
    await user.click(screen.getByRole('button', { name: orderHelpContent.open }))
    expect(screen.getByRole('radio', { name: 'A payment' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: orderHelpContent.send }))
    expect(screen.getByRole('group', { name: orderHelpContent.reasonLegend })).toHaveAccessibleDescription(
      orderHelpContent.chooseReason,
    )
    expect(screen.getByRole('radio', { name: 'A payment' })).toHaveFocus()

    await user.click(screen.getByRole('radio', { name: 'A refund request' }))
    await user.click(screen.getByRole('button', { name: orderHelpContent.send }))
    const message = screen.getByRole('textbox', { name: orderHelpContent.messageLabel })
    expect(message).toHaveFocus()
    expect(message).toHaveAttribute('aria-invalid', 'true')
    expect(message).toHaveAccessibleDescription(
      `${orderHelpContent.writeMessage} ${orderHelpContent.messageHint}`,
    )

    await user.type(message, 'I paid twice.')
    await user.click(screen.getByRole('button', { name: orderHelpContent.send }))
    const status = await screen.findByText(orderHelpContent.sent('HLP-000008'))
    expect(status).toHaveFocus()
    expect(sent).toEqual({ orderId: order.id, reason: 'refund', message: 'I paid twice.' })
    expect(changed).toBe(1)
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it("keeps the form and announces the server's refusal", async () => {
    const user = userEvent.setup()
    const refusal = 'You already have 3 requests about this order waiting for us.'
    server.use(
      http.post(`*${endpoints.tickets}`, () => HttpResponse.json({ message: refusal }, { status: 429 })),
    )
    allowConsoleError()
    render(<OrderCard order={order} onChanged={() => {}} />)
    await user.click(screen.getByRole('button', { name: orderHelpContent.open }))
    await user.click(screen.getByRole('radio', { name: 'Something else' }))
    await user.type(screen.getByRole('textbox', { name: orderHelpContent.messageLabel }), 'Hello')
    await user.click(screen.getByRole('button', { name: orderHelpContent.send }))
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
    expect(screen.getByRole('textbox', { name: orderHelpContent.messageLabel })).toHaveValue('Hello')
  })
})

describe('a payment in the buyer’s words', () => {
  const at = { date: '23 Nov 2026', time: '7:45 pm' }
  it('says how and when it was paid, and where its refund stands', () => {
    expect(paymentLine({ state: 'captured', method: 'upi', ...at })).toBe(
      'Paid by UPI on 23 Nov 2026 at 7:45 pm',
    )
    expect(paymentLine({ state: 'captured', method: 'card', ...at })).toBe(
      'Paid by card on 23 Nov 2026 at 7:45 pm',
    )
    expect(paymentLine({ state: 'captured', method: 'netbanking', ...at })).toBe(
      'Paid by net banking on 23 Nov 2026 at 7:45 pm',
    )
    expect(paymentLine({ state: 'refunding', method: 'upi', ...at })).toBe(
      'Paid by UPI on 23 Nov 2026 at 7:45 pm, refund on its way',
    )
    expect(paymentLine({ state: 'partly-refunded', method: 'upi', ...at })).toBe(
      'Paid by UPI on 23 Nov 2026 at 7:45 pm, part of it refunded',
    )
    expect(paymentLine({ state: 'authorized', method: 'card', ...at })).toBe(
      'Payment by card on 23 Nov 2026 at 7:45 pm, being confirmed with your bank',
    )
    expect(paymentLine({ state: 'failed', method: 'card', ...at })).toBe(
      'Payment by card on 23 Nov 2026 at 7:45 pm failed - nothing was charged',
    )
    // A method the gateway did not report, or one we have no words for, is left out rather than shown raw.
    expect(paymentLine({ state: 'captured', method: null, ...at })).toBe('Paid on 23 Nov 2026 at 7:45 pm')
    expect(paymentLine({ state: 'captured', method: 'crypto', ...at })).toBe('Paid on 23 Nov 2026 at 7:45 pm')
  })

  it('gives an order one short reference, the first 8 characters of its id upper-cased', () => {
    expect(orderReference('3f2a9c1b-0000-4000-8000-000000000001')).toBe('3F2A9C1B')
  })
})

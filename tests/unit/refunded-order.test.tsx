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
import { ordersContent, orderStatusWords, paymentWords } from '../../src/content/orders'
import { OrderCard } from '../../src/features/orders/order-card'
import { paymentLineState, paymentState } from '../../server/services/order-status'

const captured = { id: 'pay_1', status: 'captured' as const }
const refund = (status: 'due' | 'pending' | 'processed' | 'failed') => ({ paymentId: 'pay_1', status })

describe('a payment and its refund', () => {
  it('reads as the refund once there is one, as the gateway says otherwise', () => {
    expect(paymentLineState(captured, [])).toBe('captured')
    expect(paymentLineState(captured, [refund('due')])).toBe('refunding')
    expect(paymentLineState(captured, [refund('pending')])).toBe('refunding')
    expect(paymentLineState(captured, [refund('failed')])).toBe('refund-failed')
    expect(paymentLineState(captured, [refund('processed')])).toBe('refunded')
    expect(paymentLineState({ id: 'pay_1', status: 'refunded' }, [])).toBe('refunded')
    expect(paymentLineState({ id: 'pay_2', status: 'authorized' }, [refund('processed')])).toBe('authorized')
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
  })
})

describe('a refunded order on My orders', () => {
  const order: BuyerOrder = {
    id: '00000000-0000-4000-8000-000000000001',
    reference: 'order_1',
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
        method: 'upi',
        createdAt: '2025-10-01T04:30:00.000Z',
      },
    ],
    refunds: [{ id: 'r1', paymentId: 'pay_1', amountPaise: 499_900, status: orderStatusWords.refunded() }],
    invoice: { id: 'i1', number: 'INV/25-26/000001', cancelledBy: 'CRN/25-26/000001' },
    creditNote: { number: 'CRN/25-26/000001' },
    nextSteps: null,
    counsellor: null,
    scan: null,
    report: null,
  }

  it('says the payment is refunded, marks the invoice cancelled and offers the credit note', () => {
    render(<OrderCard order={order} onChanged={() => {}} />)
    // The payment's line (its id is also on the refund's line, after it).
    const line = screen.getAllByText(/^pay_1$/)[0]?.closest('li')
    expect(line?.textContent).toMatch(/, refunded$/)
    expect(line?.textContent).not.toMatch(/captured/)
    expect(screen.getByText(ordersContent.list.cancelledBy('CRN/25-26/000001'))).toBeTruthy()
    const link = screen.getByRole('link', { name: ordersContent.list.downloadCreditNote })
    expect(link.getAttribute('href')).toMatch(
      /\/api\/orders\/00000000-0000-4000-8000-000000000001\/credit-note$/,
    )
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

/**
 * Issue 50 point 2: withdrawing a scan's consent asks in a real dialog (not the browser's confirm()), the same one in
 * My orders and in the privacy centre: it names the report, its PDF and the booked debrief's date, offers the PDF
 * first, closes on Escape with focus back on the button, and withdraws only when asked to.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HeldOrder } from '../../src/api/privacy'
import { withdrawConsentContent as copy } from '../../src/content/withdraw-consent'
import { indiaLongDay, indiaTime } from '../../src/content/india-time'
import { OrderScan } from '../../src/features/orders/order-scan'
import { ConsentList } from '../../src/features/privacy/privacy-sections'
import { server } from './msw/server'

const ORDER = '00000000-0000-4000-8000-000000000050'
const STARTS = '2026-12-03T05:00:00.000Z'
const when = `${indiaLongDay(STARTS)}, ${indiaTime(STARTS)}`

function backend(state: 'booked' | 'open') {
  const withdrawn: string[] = []
  server.use(
    http.get(`*/api/orders/${ORDER}/debrief`, () =>
      HttpResponse.json({
        state,
        counsellorName: 'Meera Iyer',
        session:
          state === 'booked'
            ? {
                id: 's1',
                startsAt: STARTS,
                endsAt: '2026-12-03T05:45:00.000Z',
                status: 'booked',
                joinBy: 'https://meet.example/x',
                changeUntil: '2026-12-02T17:00:00.000Z',
              }
            : null,
        slots: [],
        parentNote: null,
      }),
    ),
    http.post(`*/api/orders/${ORDER}/scan/withdraw`, () => {
      withdrawn.push(ORDER)
      return HttpResponse.json({ message: 'Consent withdrawn: the answers were erased.' })
    }),
  )
  return withdrawn
}

afterEach(() => vi.restoreAllMocks())

describe('withdrawing consent in My orders', () => {
  function renderScan(reportReady: boolean) {
    return render(
      <OrderScan
        scan={{
          status: 'submitted',
          answered: 40,
          total: 40,
          submittedAt: STARTS,
          childFirstName: 'Asha',
          hurried: false,
          canReopen: false,
        }}
        orderId={ORDER}
        planName="Achiever's Report"
        reportReady={reportReady}
        onChanged={() => {}}
      />,
    )
  }

  it('names the report, its PDF and the debrief’s date, offers the PDF first, and never uses confirm()', async () => {
    const confirm = vi.spyOn(window, 'confirm')
    const withdrawn = backend('booked')
    renderScan(true)
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }))
    const dialog = await screen.findByRole('dialog', { name: copy.title })
    expect(within(dialog).getByText(copy.lead('Asha'))).toBeTruthy()
    expect(within(dialog).getByText(copy.report("Achiever's Report"))).toBeTruthy()
    expect(await within(dialog).findByText(copy.debrief(when))).toBeTruthy()
    const pdf = within(dialog).getByRole('link', { name: copy.download })
    expect(pdf.getAttribute('href')).toBe(`/api/orders/${ORDER}/report/pdf`)
    // The PDF comes before the button that erases it.
    const erase = within(dialog).getByRole('button', { name: copy.confirm })
    expect(pdf.compareDocumentPosition(erase) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(withdrawn).toEqual([])
    await userEvent.click(erase)
    await waitFor(() => expect(withdrawn).toEqual([ORDER]))
    expect(await screen.findByText('Consent withdrawn: the answers were erased.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(confirm).not.toHaveBeenCalled()
  })

  it('closes on Escape, withdraws nothing, and gives focus back to the button', async () => {
    const withdrawn = backend('open')
    renderScan(true)
    const opener = screen.getByRole('button', { name: 'Withdraw consent' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).queryByText(copy.checking)).toBeNull())
    // No booked debrief: no date is claimed.
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2)
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: copy.keep })),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
    expect(withdrawn).toEqual([])
  })
})

describe('withdrawing consent in the privacy centre', () => {
  const held: HeldOrder = {
    id: ORDER,
    plan: "Achiever's Report",
    amountPaise: 499_900,
    status: 'invoiced',
    orderedAt: STARTS,
    invoice: { number: 'INV-1' },
    creditNote: null,
    scan: {
      status: 'submitted',
      child: { firstName: 'Asha', classLevel: 9, school: null, city: null, context: null },
      submittedAt: STARTS,
      answers: [],
      consents: [],
      reports: [{ version: 1, generatedAt: STARTS }],
    },
  }

  it('asks in the same dialog, with the same words, before withdrawing', async () => {
    const confirm = vi.spyOn(window, 'confirm')
    const withdrawn = backend('booked')
    const reloaded = vi.fn()
    render(<ConsentList orders={[held]} onWithdrawn={reloaded} />)
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }))
    const dialog = await screen.findByRole('dialog', { name: copy.title })
    expect(within(dialog).getByText(copy.report("Achiever's Report"))).toBeTruthy()
    expect(await within(dialog).findByText(copy.debrief(when))).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: copy.download })).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: copy.keep }))
    expect(withdrawn).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw consent' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: copy.confirm }),
    )
    await waitFor(() => expect(reloaded).toHaveBeenCalled())
    expect(withdrawn).toEqual([ORDER])
    expect(confirm).not.toHaveBeenCalled()
    // The confirmation has the focus, not the page (issue 50 point 13).
    await waitFor(() => expect(screen.getByText('Consent withdrawn: the answers were erased.')).toHaveFocus())
  })
})

/**
 * Issue 50 point 4: a time within 12 hours is final once booked (no Change, no Cancel), so the picker says so before
 * booking, and the Book button sits under the chosen time's day, not below every day's times.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Debrief } from '../../src/api/debrief'
import { debriefContent as copy } from '../../src/content/debrief'
import OrderDebrief from '../../src/features/orders/order-debrief'
import { server } from './msw/server'

const ORDER = '00000000-0000-4000-8000-000000000004'
const slot = (iso: string, final: boolean) => ({
  startsAt: iso,
  endsAt: new Date(Date.parse(iso) + 45 * 60_000).toISOString(),
  final,
})

function serve(slots: Debrief['slots']) {
  const open: Debrief = {
    state: 'open',
    counsellorName: 'Meera Iyer',
    session: null,
    slots,
    parentNote: null,
  }
  server.use(http.get(`*/api/orders/${ORDER}/debrief`, () => HttpResponse.json(open)))
}

describe('the debrief picker', () => {
  it('marks times within 12 hours as final and warns beside Book when one is chosen', async () => {
    serve([
      slot('2026-11-30T05:00:00.000Z', true),
      slot('2026-11-30T05:45:00.000Z', true),
      slot('2026-12-01T05:00:00.000Z', false),
      slot('2026-12-02T05:00:00.000Z', false),
    ])
    const user = userEvent.setup({ delay: null })
    render(<OrderDebrief orderId={ORDER} />)
    const monday = await screen.findByRole('group', { name: 'Monday, 30 November' })
    expect(screen.getByText(copy.finalNote)).toBeTruthy()
    const early = within(monday).getByRole('radio', { name: `10:30 am ${copy.finalMark}` })
    expect(early.getAttribute('aria-describedby')).toBeTruthy()
    const tuesday = screen.getByRole('group', { name: 'Tuesday, 1 December' })
    expect(within(tuesday).queryByText(copy.finalMark)).toBeNull()

    await user.click(early)
    const warning = within(monday).getByRole('note')
    expect(warning.textContent).toBe(copy.chosenFinal('Mon, 30 Nov, 10:30 am'))
    // The Book button is in the chosen day, right after its times.
    expect(within(monday).getByRole('button', { name: 'Book Mon, 30 Nov, 10:30 am' })).toBeTruthy()

    await user.click(within(tuesday).getByRole('radio', { name: '10:30 am' }))
    expect(within(tuesday).getByRole('button', { name: 'Book Tue, 1 Dec, 10:30 am' })).toBeTruthy()
    expect(within(monday).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('note')).toBeNull()
    expect(screen.getAllByRole('button', { name: /^Book/ })).toHaveLength(1)
  })

  it('says nothing of final times when none is within 12 hours', async () => {
    serve([slot('2026-12-01T05:00:00.000Z', false)])
    render(<OrderDebrief orderId={ORDER} />)
    await screen.findByRole('group', { name: 'Tuesday, 1 December' })
    expect(screen.queryByText(copy.finalNote)).toBeNull()
    expect(screen.queryByText(copy.finalMark)).toBeNull()
    // Nothing chosen yet: the one button stays below the days.
    expect(screen.getByRole('button', { name: copy.bookChosen })).toBeTruthy()
  })

  it('puts focus on what happened once a time is booked, not on the page (issue 50 point 13)', async () => {
    serve([slot('2026-12-01T05:00:00.000Z', false)])
    const booked: Debrief = {
      state: 'booked',
      counsellorName: 'Meera Iyer',
      session: {
        id: 'session-1',
        startsAt: '2026-12-01T05:00:00.000Z',
        endsAt: '2026-12-01T05:45:00.000Z',
        status: 'booked',
        joinBy: 'https://meet.example.in/abc',
        changeUntil: '2026-11-30T17:00:00.000Z',
      },
      slots: [],
      parentNote: null,
    }
    server.use(http.post(`*/api/orders/${ORDER}/debrief`, () => HttpResponse.json(booked)))
    const user = userEvent.setup({ delay: null })
    render(<OrderDebrief orderId={ORDER} />)
    const tuesday = await screen.findByRole('group', { name: 'Tuesday, 1 December' })
    await user.click(within(tuesday).getByRole('radio', { name: '10:30 am' }))
    await user.click(within(tuesday).getByRole('button', { name: 'Book Tue, 1 Dec, 10:30 am' }))
    await screen.findByText(copy.bookedNotice)
    // The Book button is gone with the picker: focus is on the notice that says what happened.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(copy.bookedNotice))
  })
})

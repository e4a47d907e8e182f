/**
 * Issue 47 point 5: the workspace's strategy session. No team hours: said plainly, with the promise that the team
 * sees the counsellor waiting; free times: the shared picker (final times marked), booking puts focus on the notice;
 * booked: the time in India time, the meeting link, the .ics, Change and Cancel (cancel asks first, in the page).
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Strategy } from '../../src/api/strategy'
import { strategyContent as copy } from '../../src/content/workspace-page'
import { StrategySession } from '../../src/features/workspace/strategy-session'
import { server } from './msw/server'

const slot = (iso: string, final: boolean) => ({
  startsAt: iso,
  endsAt: new Date(Date.parse(iso) + 3_600_000).toISOString(),
  final,
})
const base: Strategy = {
  eligible: true,
  place: 7,
  state: 'open',
  sessionMinutes: 60,
  session: null,
  slots: [],
}
const booked: Strategy = {
  ...base,
  state: 'booked',
  session: {
    id: 'session-1',
    startsAt: '2026-12-01T05:00:00.000Z',
    endsAt: '2026-12-01T06:00:00.000Z',
    status: 'booked',
    meetingLink: 'https://meet.example.in/dem-team',
    callPhone: null,
    changeUntil: '2026-11-30T17:00:00.000Z',
    canChange: true,
    movesLeft: 3,
    cancelledByTeam: false,
    cancelReason: null,
  },
}

const serve = (strategy: Strategy) =>
  server.use(http.get('*/api/workspace/strategy', () => HttpResponse.json(strategy)))

describe('the strategy session in the workspace', () => {
  it('says plainly when the team has opened no times', async () => {
    serve({ ...base, state: 'no-hours' })
    render(<StrategySession />)
    expect(await screen.findByText(copy.noHours)).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('says when our team cancelled the session, and why, above the times to pick again', async () => {
    serve({
      ...base,
      state: 'open',
      session: {
        ...booked.session!,
        status: 'cancelled',
        canChange: false,
        movesLeft: 0,
        cancelledByTeam: true,
        cancelReason: 'Our team is away that day.',
      },
      slots: [slot('2026-12-02T05:00:00.000Z', false)],
    })
    render(<StrategySession />)
    expect(
      await screen.findByText(
        copy.teamCancelled('Tuesday, 1 December, 10:30 am', 'Our team is away that day.'),
      ),
    ).toBeTruthy()
    expect(copy.teamCancelled('Tuesday, 1 December, 10:30 am', 'Our team is away that day.')).toBe(
      'Our team cancelled your session of Tuesday, 1 December, 10:30 am: Our team is away that day. We are sorry: please pick another time below.',
    )
    expect(screen.getByRole('radio', { name: '10:30 am' })).toBeTruthy()
  })

  it('says nothing of a cancellation that was the counsellor’s own', async () => {
    serve({
      ...base,
      state: 'open',
      session: { ...booked.session!, status: 'cancelled', canChange: false, movesLeft: 0 },
      slots: [slot('2026-12-02T05:00:00.000Z', false)],
    })
    const { container } = render(<StrategySession />)
    await screen.findByRole('radio', { name: '10:30 am' })
    expect(container.querySelector('[data-strategy="team-cancelled"]')).toBeNull()
  })

  it('says all times are taken when the hours are full', async () => {
    serve({ ...base, state: 'open', slots: [] })
    render(<StrategySession />)
    expect(await screen.findByText(copy.noSlots)).toBeTruthy()
  })

  it('books a time from the picker and puts focus on the notice', async () => {
    serve({
      ...base,
      slots: [slot('2026-11-30T05:00:00.000Z', true), slot('2026-12-01T05:00:00.000Z', false)],
    })
    server.use(http.post('*/api/workspace/strategy', () => HttpResponse.json(booked)))
    const user = userEvent.setup({ delay: null })
    render(<StrategySession />)
    const monday = await screen.findByRole('group', { name: 'Monday, 30 November' })
    expect(within(monday).getByRole('radio', { name: `10:30 am ${copy.finalMark}` })).toBeTruthy()
    expect(screen.getByText(copy.finalNote)).toBeTruthy()
    const tuesday = screen.getByRole('group', { name: 'Tuesday, 1 December' })
    await user.click(within(tuesday).getByRole('radio', { name: '10:30 am' }))
    await user.click(within(tuesday).getByRole('button', { name: 'Book Tue, 1 Dec, 10:30 am' }))
    await screen.findByText(copy.bookedNotice)
    await waitFor(() => expect(document.activeElement?.textContent).toBe(copy.bookedNotice))
    expect(screen.getByText(copy.booked('Tuesday, 1 December, 10:30 am'))).toBeTruthy()
    expect(screen.getByRole('link', { name: copy.joinLink }).getAttribute('href')).toBe(
      'https://meet.example.in/dem-team',
    )
    expect(screen.getByRole('link', { name: copy.addToCalendar }).getAttribute('href')).toMatch(
      /\/api\/workspace\/strategy\.ics$/,
    )
  })

  it('asks before cancelling, in the page, and offers the times again after', async () => {
    serve(booked)
    server.use(
      http.post('*/api/workspace/strategy/cancel', () =>
        HttpResponse.json({ ...base, slots: [slot('2026-12-02T05:00:00.000Z', false)] }),
      ),
    )
    const user = userEvent.setup({ delay: null })
    render(<StrategySession />)
    await user.click(await screen.findByRole('button', { name: copy.cancel }))
    const confirm = screen.getByRole('group', { name: copy.cancel })
    expect(within(confirm).getByText(copy.cancelQuestion)).toBeTruthy()
    // The pressed button is gone: focus is on the question that replaced it, not lost on the page.
    await waitFor(() => expect(document.activeElement).toBe(confirm))
    await user.click(within(confirm).getByRole('button', { name: copy.cancelConfirm }))
    await screen.findByText(copy.cancelledNotice)
    expect(await screen.findByRole('group', { name: 'Wednesday, 2 December' })).toBeTruthy()
  })

  it('puts focus on the times when Change is pressed', async () => {
    serve(booked)
    const user = userEvent.setup({ delay: null })
    render(<StrategySession />)
    await user.click(await screen.findByRole('button', { name: copy.change }))
    const times = screen.getByRole('group', { name: copy.change })
    await waitFor(() => expect(document.activeElement).toBe(times))
  })

  it('says when the session can no longer be changed', async () => {
    serve({ ...booked, session: { ...booked.session!, canChange: false } })
    render(<StrategySession />)
    expect(await screen.findByText(copy.tooLate)).toBeTruthy()
    expect(screen.queryByRole('button', { name: copy.change })).toBeNull()
    expect(screen.queryByRole('button', { name: copy.cancel })).toBeNull()
  })
})

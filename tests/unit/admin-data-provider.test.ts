import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { dataProvider } from '../../src/admin/data-provider'
import { timeLeft } from '../../src/admin/tickets'
import { server } from './msw/server'

describe('the back office data provider', () => {
  it('sends only the writable fields that changed, even when the form holds the whole order', async () => {
    const bodies: unknown[] = []
    server.use(
      http.put('*/api/admin/orders/:id', async ({ request, params }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ id: params.id, fulfilmentStatus: 'scan_scheduled' })
      }),
    )
    // The edit form holds the order page's record; the record it started from can be the list's shorter row.
    const listRow = { id: 'o1', email: 'a@example.com', fulfilmentStatus: 'new', counsellor: null }
    const form = {
      ...listRow,
      fulfilmentStatus: 'scan_scheduled',
      counsellor: 'Meera Iyer',
      payments: [],
      refunds: [],
      invoice: null,
      mails: [],
    }
    await dataProvider.update('orders', { id: 'o1', data: form, previousData: listRow })
    expect(bodies).toEqual([{ fulfilmentStatus: 'scan_scheduled', counsellor: 'Meera Iyer' }])
  })

  it('sends nothing read-only for a message', async () => {
    const bodies: unknown[] = []
    server.use(
      http.put('*/api/admin/messages/:id', async ({ request, params }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ id: params.id })
      }),
    )
    await dataProvider.update('messages', {
      id: 'm1',
      data: { id: 'm1', handled: true, message: 'Call me' },
      previousData: { id: 'm1', handled: false },
    })
    expect(bodies).toEqual([{ handled: true }])
  })
})

describe('help requests in the back office', () => {
  it("sends only a ticket's state, and says how long is left on its clocks in words", async () => {
    const bodies: unknown[] = []
    server.use(
      http.put('*/api/admin/tickets/:id', async ({ request, params }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ id: params.id, state: 'closed' })
      }),
    )
    await dataProvider.update('tickets', {
      id: 't1',
      data: { id: 't1', state: 'closed', answer: 'Done', message: 'Help' },
      previousData: { state: 'open' },
    })
    expect(bodies).toEqual([{ state: 'closed' }])
    expect(timeLeft(48 * 60)).toBe('2 days left')
    expect(timeLeft(47 * 60 + 59)).toBe('47 h left')
    expect(timeLeft(59)).toBe('59 min left')
    expect(timeLeft(-90)).toBe('1 h late')
    expect(timeLeft(null)).toBe('Done')
  })
})

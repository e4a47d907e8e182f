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

describe("a counsellor's languages in the back office (issue 50 point 3)", () => {
  it('sends them when staff certify a counsellor, and when they change on the edit form only', async () => {
    const bodies: { method: string; body: unknown }[] = []
    server.use(
      http.post('*/api/admin/counsellors', async ({ request }) => {
        bodies.push({ method: 'POST', body: await request.json() })
        return HttpResponse.json({ id: 'c1' })
      }),
      http.put('*/api/admin/counsellors/:id', async ({ request, params }) => {
        bodies.push({ method: 'PUT', body: await request.json() })
        return HttpResponse.json({ id: params.id })
      }),
    )
    await dataProvider.create('counsellors', {
      data: { email: 'lata@example.com', name: 'Lata Mehra', phone: '', languages: ['hi'] },
    })
    const record = {
      id: 'c1',
      email: 'lata@example.com',
      name: 'Lata Mehra',
      status: 'certified',
      languages: ['hi'],
    }
    // The form holds a new array with the same languages: nothing to send for them.
    await dataProvider.update('counsellors', {
      id: 'c1',
      data: { ...record, languages: ['hi'], status: 'suspended' },
      previousData: record,
    })
    await dataProvider.update('counsellors', {
      id: 'c1',
      data: { ...record, languages: ['hi', 'en'] },
      previousData: record,
    })
    expect(bodies).toEqual([
      { method: 'POST', body: { email: 'lata@example.com', name: 'Lata Mehra', languages: ['hi'] } },
      { method: 'PUT', body: { status: 'suspended' } },
      { method: 'PUT', body: { languages: ['hi', 'en'] } },
    ])
  })
})

describe('the course in the back office', () => {
  it('creates and edits a training batch with every field the API needs (it answered 405 and 400 before)', async () => {
    const bodies: { method: string; body: unknown }[] = []
    server.use(
      http.post('*/api/admin/course-batches', async ({ request }) => {
        bodies.push({ method: 'POST', body: await request.json() })
        return HttpResponse.json({ id: 'b1' })
      }),
      http.put('*/api/admin/course-batches/:id', async ({ request, params }) => {
        bodies.push({ method: 'PUT', body: await request.json() })
        return HttpResponse.json({ id: params.id })
      }),
    )
    const batch = {
      title: 'December, English',
      startsOn: '2026-12-14',
      endsOn: '2026-12-16',
      language: 'en',
      seats: 30,
      joiningLink: 'https://meet.example.in/abc',
    }
    await dataProvider.create('course-batches', { data: { ...batch, joiningLink: '' } })
    const record = { id: 'b1', ...batch, seatsTaken: 2, seatsLeft: 28, members: [] }
    await dataProvider.update('course-batches', {
      id: 'b1',
      data: { ...record, seats: 40 },
      previousData: record,
    })
    const { joiningLink: _, ...withoutLink } = batch
    expect(bodies).toEqual([
      { method: 'POST', body: withoutLink },
      { method: 'PUT', body: { ...batch, seats: 40 } },
    ])
  })

  it("sends a lesson video's address, and an empty one to remove it", async () => {
    const bodies: unknown[] = []
    server.use(
      http.put('*/api/admin/course-videos/:id', async ({ request, params }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ id: params.id })
      }),
    )
    const row = { id: 'l02', session: 2, title: 'Reading the report', url: '', updatedBy: null }
    const url = 'https://youtu.be/dQw4w9WgXcQ'
    await dataProvider.update('course-videos', { id: 'l02', data: { ...row, url }, previousData: row })
    await dataProvider.update('course-videos', {
      id: 'l02',
      data: { ...row, url: null },
      previousData: { ...row, url },
    })
    expect(bodies).toEqual([{ url }, { url: '' }])
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

/**
 * Issue 51 point 1: the privacy centre corrects the child's school context. A scan from before the context was asked
 * holds none, and correcting the child's name must not invent one (a board the parent never chose, and a new report).
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { HeldOrder } from '../../src/api/privacy'
import type { ScanContext } from '../../src/engine/types'
import { ChildForm } from '../../src/features/privacy/privacy-sections'
import { server } from './msw/server'

const ORDER = '00000000-0000-4000-8000-000000000051'

function order(context: ScanContext | null): HeldOrder {
  return {
    id: ORDER,
    plan: "Achiever's Report",
    amountPaise: 499900,
    status: 'invoiced',
    orderedAt: '2026-11-20T05:00:00.000Z',
    invoice: { number: 'INV-1' },
    creditNote: null,
    scan: {
      status: 'submitted',
      child: { firstName: 'Asha', classLevel: 9, school: null, city: null, context },
      submittedAt: '2026-11-21T05:00:00.000Z',
      answers: [],
      consents: [],
      reports: [{ version: 1, generatedAt: '2026-11-21T05:00:00.000Z' }],
    },
  }
}

function backend() {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post(`*/api/privacy/orders/${ORDER}/child`, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ message: "Your child's details are corrected." })
    }),
  )
  return bodies
}

describe("the privacy centre's correction of the child's details", () => {
  it('sends no school context for a scan that holds none, when only the name is corrected', async () => {
    const bodies = backend()
    render(<ChildForm order={order(null)} onSaved={() => undefined} />)
    const name = screen.getByLabelText("Child's first name")
    await userEvent.clear(name)
    await userEvent.type(name, 'Aasha')
    await userEvent.click(screen.getByRole('button', { name: "Save my child's details" }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({ childFirstName: 'Aasha', childClass: 9 })
  })

  it('sends the context once the parent gives one, with the rest of the details', async () => {
    const bodies = backend()
    render(<ChildForm order={order(null)} onSaved={() => undefined} />)
    await userEvent.click(screen.getByLabelText(/^As a girl/))
    await userEvent.click(screen.getByRole('button', { name: "Save my child's details" }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ board: 'cbse', addressAs: 'girl', stream: null })
  })
})

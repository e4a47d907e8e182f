import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { keptEntryStates } from '../../../src/app/history/history'
import { hasEmailInState, RequireEmail } from '../../../src/app/require-email'
import { routes } from '../../../src/app/routes'
import { paths } from '../../../src/config/paths'
import { server } from '../msw/server'
import { LocationProbe } from '../render'
import { allowConsoleError } from '../setup'
import { endpoints } from '../../../src/api/endpoints'

function renderGuarded(state: unknown, key = 'checkout-entry', pathname: string = paths.checkout) {
  const entries = [{ pathname: '/somewhere-before' }, { pathname, state, key }]
  return render(
    <Suspense fallback={<p>Loading the guard…</p>}>
      <MemoryRouter initialEntries={entries} initialIndex={1}>
        <Routes>
          <Route path={paths.home} element={<p>home page</p>} />
          {[paths.checkout, paths.studentPlansList, paths.eecPlansList].map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireEmail>
                  <p>guarded content</p>
                </RequireEmail>
              }
            />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Suspense>,
  )
}

describe('guards', () => {
  test('the three guarded routes are exactly the spec’s', () => {
    expect(routes.filter((r) => r.guarded).map((r) => r.path)).toEqual([
      paths.eecPlansList,
      paths.studentPlansList,
      paths.checkout,
    ])
  })

  test.each([undefined, null, {}, { email: '' }, { email: '   ' }, { email: 42 }])(
    'no usable email in state (%j) and no session redirects to /',
    async (state) => {
      renderGuarded(state)
      expect(screen.queryByText('guarded content')).not.toBeInTheDocument()
      expect(await screen.findByText('home page')).toBeInTheDocument()
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
    },
  )

  test('an email in state lets the visitor in', () => {
    renderGuarded({ email: 'asha@example.com' })
    expect(screen.getByText('guarded content')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(paths.checkout)
  })

  test('with the state out of the history entry, the copy kept for that entry lets the visitor in', async () => {
    keptEntryStates.set('kept-entry', { email: 'asha@example.com' })
    try {
      renderGuarded(null, 'kept-entry')
      expect(screen.getByText('guarded content')).toBeInTheDocument()
    } finally {
      keptEntryStates.delete('kept-entry')
    }
    renderGuarded(null, 'kept-entry')
    expect(await screen.findAllByText('home page')).toHaveLength(1)
  })

  const asha = {
    email: 'asha@example.com',
    phone: '9876543210',
    firstName: 'Asha',
    lastName: 'Verma',
    role: 'student',
  }
  const withSession = (body: object) =>
    server.use(http.get(`*${endpoints.session}`, () => HttpResponse.json(body)))

  test('a reloaded checkout (no state) gets the session’s applicant and chosen plan back, and stays', async () => {
    withSession({ ...asha, plan: { key: 'basic', name: "Achiever's Report", amount: 4999 } })
    renderGuarded(null)
    expect(await screen.findByText('guarded content')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(paths.checkout)
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
      ...asha,
      planName: "Achiever's Report",
      planKey: 'basic',
      amount: 4999,
    })
  })

  test.each([paths.studentPlansList, paths.eecPlansList])(
    'a reloaded plans list (%s) stays on the session applicant’s own list',
    async (pathname) => {
      withSession({ ...asha, role: 'eec', plan: null })
      renderGuarded(undefined, 'list-entry', pathname)
      expect(await screen.findByText('guarded content')).toBeInTheDocument()
      expect(screen.getByTestId('location')).toHaveTextContent(paths.eecPlansList)
      expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ ...asha, role: 'eec' })
    },
  )

  test('a checkout reloaded before any plan was chosen goes to the plans list', async () => {
    withSession({ ...asha, plan: null })
    renderGuarded(null)
    expect(await screen.findByText('guarded content')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(paths.studentPlansList)
  })

  test('a failed session read sends the visitor home', async () => {
    allowConsoleError()
    server.use(http.get(`*${endpoints.session}`, () => HttpResponse.json({}, { status: 500 })))
    renderGuarded(null)
    expect(await screen.findByText('home page')).toBeInTheDocument()
  })

  test('hasEmailInState', () => {
    expect(hasEmailInState({ email: 'a@b.co', phone: '1' })).toBe(true)
    expect(hasEmailInState('a@b.co')).toBe(false)
  })
})

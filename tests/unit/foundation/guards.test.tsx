import { screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { render } from '@testing-library/react'
import { keptEntryStates } from '../../../src/app/history'
import { hasEmailInState, RequireEmail } from '../../../src/app/require-email'
import { routes } from '../../../src/app/routes'
import { paths } from '../../../src/config/paths'
import { LocationProbe } from '../render'

function renderGuarded(state: unknown, key = 'checkout-entry') {
  const entries = [{ pathname: '/somewhere-before' }, { pathname: paths.checkout, state, key }]
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={1}>
      <Routes>
        <Route path={paths.home} element={<p>home page</p>} />
        <Route
          path={paths.checkout}
          element={
            <RequireEmail>
              <p>guarded content</p>
            </RequireEmail>
          }
        />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
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
    'no usable email in state (%j) redirects to /',
    (state) => {
      renderGuarded(state)
      expect(screen.queryByText('guarded content')).not.toBeInTheDocument()
      expect(screen.getByText('home page')).toBeInTheDocument()
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
    },
  )

  test('an email in state lets the visitor in', () => {
    renderGuarded({ email: 'asha@example.com' })
    expect(screen.getByText('guarded content')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(paths.checkout)
  })

  test('with the state out of the history entry, the copy kept for that entry lets the visitor in', () => {
    keptEntryStates.set('kept-entry', { email: 'asha@example.com' })
    try {
      renderGuarded(null, 'kept-entry')
      expect(screen.getByText('guarded content')).toBeInTheDocument()
    } finally {
      keptEntryStates.delete('kept-entry')
    }
    renderGuarded(null, 'kept-entry')
    expect(screen.getAllByText('home page')).toHaveLength(1)
  })

  test('hasEmailInState', () => {
    expect(hasEmailInState({ email: 'a@b.co', phone: '1' })).toBe(true)
    expect(hasEmailInState('a@b.co')).toBe(false)
  })
})

import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { HelmetProvider } from 'react-helmet-async'
import { App } from '../../../src/app/app'
import { AppRouter } from '../../../src/app/app-router'
import { findRoute } from '../../../src/app/routes'
import { paths } from '../../../src/config/paths'

async function renderAppAt(path: string) {
  window.history.replaceState(null, '', path)
  await act(async () => {
    await findRoute(path)?.page.preload()
  })
  await act(async () => {
    render(
      <HelmetProvider>
        <AppRouter>
          <App />
        </AppRouter>
      </HelmetProvider>,
    )
  })
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }))
const pageHeading = () => screen.getByRole('heading', { level: 1 })

describe('AppRouter', () => {
  test("keeps the current page up while the next page's code loads (no empty page with a spinner)", async () => {
    await renderAppAt(paths.about)
    const before = pageHeading().textContent
    expect(findRoute(paths.contact)?.page.loaded()).toBe(false)
    fireEvent.click(mainNav().getByRole('link', { name: 'Contact' }))
    expect(pageHeading()).toHaveTextContent(before ?? '')
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument()
    await screen.findByRole('heading', { level: 1, name: /Contact/ })
    expect(window.location.pathname).toBe(paths.contact)
  })
})

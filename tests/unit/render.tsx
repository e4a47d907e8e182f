import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'

export interface RenderAtOptions {
  path?: string
  state?: unknown
  /** Route pattern the element is mounted at (defaults to `path`). */
  routePath?: string
}

/** Where the router is now; rendered on every path so tests can assert navigation and its state. */
export function LocationProbe() {
  const location = useLocation()
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  )
}

/** Renders an element inside the app's providers at a path, with a probe showing the current location. */
export function renderAt(element: ReactElement, { path = '/', state, routePath }: RenderAtOptions = {}) {
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path={routePath ?? path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </HelmetProvider>,
  )
}

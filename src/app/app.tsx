import { useEffect, type ReactNode } from 'react'
import { Route, Routes } from 'react-router-dom'
import { SiteLayout } from '../components/layout/site-layout'
import { RequireEmail } from './require-email'
import { notFoundPage, routes } from './routes'

/**
 * Marks the document once the page itself, not just the layout around it, has hydrated (its lazy chunk resumes
 * after the layout): for tests, monitoring, and the boot script's replay of a tap made before the app loaded.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return children
}

export function App() {
  const NotFound = notFoundPage.Component
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routes.map(({ path, page, guarded }) => {
          const Page = page.Component
          return (
            <Route
              key={path}
              path={path}
              element={
                <MarkHydrated>
                  {guarded ? (
                    <RequireEmail>
                      <Page />
                    </RequireEmail>
                  ) : (
                    <Page />
                  )}
                </MarkHydrated>
              }
            />
          )
        })}
        <Route
          path="*"
          element={
            <MarkHydrated>
              <NotFound />
            </MarkHydrated>
          }
        />
      </Route>
    </Routes>
  )
}

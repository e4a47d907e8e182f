import { Route, Routes } from 'react-router-dom'
import { SiteLayout } from '../components/layout/site-layout'
import { RequireEmail } from './require-email'
import { notFoundPage, routes } from './routes'

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
                guarded ? (
                  <RequireEmail>
                    <Page />
                  </RequireEmail>
                ) : (
                  <Page />
                )
              }
            />
          )
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}

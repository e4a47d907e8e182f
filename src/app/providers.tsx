import { StrictMode, type ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <HelmetProvider>{children}</HelmetProvider>
    </StrictMode>
  )
}

import { StrictMode, type ReactNode } from 'react'

export function Providers({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>
}

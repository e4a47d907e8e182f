import { lazy, Suspense, useState, type ComponentProps } from 'react'

const Dialog = lazy(() =>
  import('./withdraw-consent-dialog').then((m) => ({ default: m.WithdrawConsentDialog })),
)

/**
 * The withdraw dialog, fetched the first time it is asked for: react-bootstrap's Modal (7 KB gzip) stays out of
 * My orders' and the privacy centre's first load. Kept mounted once loaded, so it closes with its transition and
 * puts focus back on the button that opened it.
 */
export function LazyWithdrawConsentDialog(props: ComponentProps<typeof Dialog>) {
  const [wanted, setWanted] = useState(props.show)
  if (props.show && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  )
}

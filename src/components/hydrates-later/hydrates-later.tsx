import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react'

function Mounted({ onMount, children }: { onMount: (mounted: boolean) => void; children: ReactNode }) {
  // Before the browser paints: a tap is held only while the part has truly not hydrated.
  useLayoutEffect(() => onMount(true), [onMount])
  return children
}

/**
 * A part of a page whose code is a chunk of its own (`children` is lazy), so that it hydrates after the page.
 * Until then React drops a tap on it: it can only hand a click to a part it can hydrate at once. The wrapper
 * (no box of its own) says `data-hydrating` until the part has mounted; `holdLateTap` (src/taps.ts) keeps
 * a tap on a button in it meanwhile and presses the button again once the part is there.
 */
export function HydratesLater({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  return (
    <div className="hydrates-later" data-hydrating={mounted ? undefined : ''}>
      <Suspense fallback={fallback}>
        <Mounted onMount={setMounted}>{children}</Mounted>
      </Suspense>
    </div>
  )
}

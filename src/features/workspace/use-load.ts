import { useCallback, useEffect, useState } from 'react'
import { errorMessage } from '../../api/api-error'

export type Loaded<T> =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; data: T }

/** Loads once on mount; `reload` loads again (keeping what is shown until the answer), `set` replaces it. */
export function useLoad<T>(load: () => Promise<T>, failed: string) {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' })
  const run = useCallback(
    () =>
      load().then(
        (data): Loaded<T> => ({ kind: 'loaded', data }),
        (error: unknown): Loaded<T> => ({ kind: 'failed', message: errorMessage(error, failed) }),
      ),
    [load, failed],
  )
  useEffect(() => {
    let live = true
    void run().then((next) => {
      if (live) setState(next)
    })
    return () => {
      live = false
    }
  }, [run])
  const reload = useCallback(() => void run().then(setState), [run])
  const set = useCallback((data: T) => setState({ kind: 'loaded', data }), [])
  return { state, reload, set }
}

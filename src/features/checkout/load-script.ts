const pending = new Map<string, Promise<void>>()

/**
 * Loads a script once: later calls share the same promise. A failed load is forgotten (and its tag removed)
 * so that pressing Pay Now again can retry.
 */
export function loadScript(src: string): Promise<void> {
  const existing = pending.get(src)
  if (existing) return existing
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => {
      script.remove()
      pending.delete(src)
      reject(new Error(`Could not load ${src}`))
    })
    document.head.appendChild(script)
  })
  pending.set(src, promise)
  return promise
}

/**
 * A module loaded on demand, once, and remembered once it has arrived; a failed load is forgotten, so a later
 * call tries again. `current()` gives it synchronously when it is here (a preloaded page or modal renders in the
 * same pass, with no Suspense fallback), and `use` calls into it at once: a tap's request then leaves in the tap's
 * own task, where awaiting `import()` would let React first re-render the tapped screen on a slow phone's CPU.
 */
export function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | undefined
  let pending: Promise<M> | undefined
  const get = (): Promise<M> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  return {
    load: get,
    current: (): M | undefined => loaded,
    use<T>(call: (module: M) => Promise<T>): Promise<T> {
      return loaded ? call(loaded) : get().then(call)
    },
  }
}

/**
 * A module of API calls loaded on demand (it carries axios, which the first load of a page does not) and
 * remembered once it has arrived. `use` calls it at once when it is here, so a tap's request leaves in the tap's
 * own task; awaiting `import()` instead would let React first re-render the tapped screen (its busy state) on a
 * slow phone's CPU, and only then send the request.
 */
export function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | undefined
  let pending: Promise<M> | undefined
  const get = (): Promise<M> =>
    loaded
      ? Promise.resolve(loaded)
      : (pending ??= load().then(
          (module) => (loaded = module),
          (error: unknown) => {
            pending = undefined
            throw error
          },
        ))
  return {
    load: get,
    use<T>(call: (module: M) => Promise<T>): Promise<T> {
      return loaded ? call(loaded) : get().then(call)
    },
  }
}

export const onboardingApi = onDemand(() => import('./onboarding'))
export const promoApi = onDemand(() => import('./promo'))

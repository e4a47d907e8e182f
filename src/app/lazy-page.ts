import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { onDemand } from './on-demand'

export interface LazyPage<P = object> {
  Component: LazyExoticComponent<ComponentType<P>>
  /** Loads the component's chunk ahead of render (before hydration, or ahead of the tap that shows it). */
  preload: () => Promise<unknown>
  /** The chunk has arrived: the component renders without suspending. */
  loaded: () => boolean
}

/**
 * A lazily loaded component that renders at once when its chunk has already arrived. React.lazy suspends on any
 * promise, even a settled one, until its callback runs: the Suspense fallback shows, and React 19 holds the
 * content back for up to 300 ms after a fallback. Handing React a thenable that calls back synchronously once the
 * module is here lets a preloaded component render in the same pass. A failed preload is forgotten, so a later
 * one (or the render) tries again.
 */
export function lazyPage<P = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  type Module = { default: ComponentType<P> }
  const chunk = onDemand(load)
  const now = (): PromiseLike<Module> => {
    const loaded = chunk.current()
    if (!loaded) return chunk.load()
    // React only calls `then` with its two callbacks and ignores what it returns.
    return { then: (onLoaded) => onLoaded?.(loaded) as never }
  }
  // The types ask for a Promise; React itself only calls `then` (react/cjs lazyInitializer).
  return {
    Component: lazy(now as () => Promise<Module>),
    preload: chunk.load,
    loaded: () => chunk.current() !== undefined,
  }
}

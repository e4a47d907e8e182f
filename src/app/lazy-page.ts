import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>
  /** Loads the page's chunk ahead of render (used before hydration so the prerendered HTML is kept). */
  preload: () => Promise<unknown>
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined
  const once = () => (pending ??= load())
  return { Component: lazy(once), preload: once }
}

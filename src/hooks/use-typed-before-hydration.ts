import { useEffect, type RefObject } from 'react'

/**
 * A prerendered form can be typed into before React hydrates it (on a cheap phone that can take seconds). What
 * the visitor typed then is in the DOM but not in React's state, and the next render of the controlled field
 * would wipe it. Once mounted, this hands each field under `root` that has a `data-field` name and holds
 * something (text, a ticked box, the chosen radio) to `adopt`, so the state catches up with the screen. After a
 * client-side navigation the fields start empty and nothing happens.
 */
export function useTypedBeforeHydration(
  root: RefObject<HTMLElement | null>,
  adopt: (field: string, value: string | boolean) => void,
): void {
  useEffect(() => {
    root.current
      ?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-field]')
      .forEach((element) => {
        const field = element.dataset.field
        if (!field) return
        if (element instanceof HTMLInputElement && element.type === 'checkbox') {
          if (element.checked) adopt(field, true)
        } else if (element instanceof HTMLInputElement && element.type === 'radio') {
          if (element.checked) adopt(field, element.value)
        } else if (element.value !== '') adopt(field, element.value)
      })
    // Once, after the first (hydrating) render; from then on the fields are controlled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/**
 * The text of each `data-field` of `root` named in `fields`, as the screen shows it (what React's state holds when
 * there is no such field). A controlled field shows its state, so the two differ only when a keystroke reached the
 * page but not the state (seen in CI: a name on the screen, "Name is required." from the server): a form then
 * sends what the visitor sees.
 */
export function shownValues<T extends Record<string, string>>(root: HTMLElement | null, fields: T): T {
  const shown = { ...fields }
  for (const field of Object.keys(fields) as (keyof T & string)[]) {
    const element = root?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${field}"]`)
    if (element) shown[field] = element.value as T[typeof field]
  }
  return shown
}

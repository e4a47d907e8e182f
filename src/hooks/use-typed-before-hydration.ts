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

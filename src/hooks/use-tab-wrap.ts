import { useEffect, type RefObject } from 'react'

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]'

/**
 * Keeps Tab and Shift+Tab inside an open dialog, wrapping from its last control to its first and back.
 * react-bootstrap's Modal only pulls focus back once it has left: Tab from the last control first moved focus
 * to the page's <body> (a screen reader announced nothing), and only the next Tab brought it back.
 */
export function useTabWrap(active: boolean, container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      const root = container.current
      if (event.key !== 'Tab' || event.defaultPrevented || !root) return
      const controls = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
        (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
      )
      const first = controls[0]
      const last = controls[controls.length - 1]
      if (!first || !last) return
      const current = document.activeElement
      const leaving = !root.contains(current) || current === (event.shiftKey ? first : last)
      if (!leaving) return
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active, container])
}

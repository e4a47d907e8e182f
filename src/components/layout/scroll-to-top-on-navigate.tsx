import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Every navigation starts at the top of the new page, with focus at the start of its content (`#main`), so a
 * keyboard or screen-reader user is not left on <body> or on a link of the page they left. Not on the first
 * load: the browser starts there already.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
    if (first.current) {
      first.current = false
      return
    }
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
  return null
}

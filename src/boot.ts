// The entry the HTML loads: tiny on purpose. A prerendered page is already complete HTML, so it paints first
// (HTML and CSS only) and only then fetches and runs the app that hydrates it. On a slow phone link the
// stylesheet does not share the connection with ~100 KB of JavaScript, and the page's first paint does not wait
// for React to be parsed and run. Pages without prerendered content (the guarded client-only routes) start at once.
import './styles/index.css'

const PAINT_TIMEOUT_MS = 3000

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Hidden tabs do not paint; the timeout also covers browsers without paint timing. A second resolve is a no-op.
    setTimeout(resolve, PAINT_TIMEOUT_MS)
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve))
      return
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint')[0]) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}

/** The page's own chunks, listed by the prerender step: fetched alongside the app instead of after it. */
function preloadPageModules() {
  const modules = document.querySelector<HTMLScriptElement>('script[data-page-modules]')?.dataset.pageModules
  for (const href of modules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}

/**
 * Until React takes over the page its buttons do nothing (links work as links). Remember the last button tapped
 * before then and press it again once the page has hydrated, so an early tap on Play video, the menu or a form's
 * submit is not lost; a submit also must not reload the page meanwhile. Taps after `hydrateRoot` are React's own
 * to handle (it hydrates the tapped part first), so recording stops there: main.tsx calls `handOverEarlyTap`.
 */
let earlyTap: HTMLButtonElement | null = null

function rememberTap(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null
  if (!button) return
  earlyTap = button
  if (button.type === 'submit') event.preventDefault()
}

export function handOverEarlyTap() {
  document.removeEventListener('click', rememberTap, true)
  const button = earlyTap
  if (!button) return
  const html = document.documentElement
  new MutationObserver((_records, observer) => {
    if (html.dataset.hydrated !== 'true') return
    observer.disconnect()
    if (button.isConnected) button.click()
  }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] })
}

const prerendered = document.getElementById('root')?.firstElementChild != null
if (prerendered) document.addEventListener('click', rememberTap, true)
void (prerendered ? firstContentfulPaint() : Promise.resolve()).then(() => {
  preloadPageModules()
  return import('./main')
})

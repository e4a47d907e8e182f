// The entry the HTML loads: tiny on purpose. A prerendered page is already complete HTML, so it paints first
// (HTML and CSS only) and only then fetches and runs the app that hydrates it. On a slow phone link the
// stylesheet does not share the connection with ~100 KB of JavaScript, and the page's first paint does not wait
// for React to be parsed and run. Pages without prerendered content (the guarded client-only routes) start at once.
import './styles/index.css'
// Nothing in English; the Hindi build's font (src/content/hi/locale-assets.ts) joins the first stylesheet.
import './content/locale-assets'
import { rememberTap } from './early-tap'

const PAINT_TIMEOUT_MS = 3000

/**
 * Resolves once the first frame has been drawn and the next one begun: rendering waits for the stylesheets, so the
 * first animation frame is the first paint. Chromium reports the paint timing entry itself 100-550 ms later on a
 * slow phone. Starting right after the first frame instead (one frame sooner) let Lighthouse count the app's
 * JavaScript before the page's largest paint (LCP 2.1-2.3 s on /courses and /top-counsellor). Hidden tabs draw no
 * frames; the timeout covers them.
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, PAINT_TIMEOUT_MS)
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))
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

const prerendered = document.getElementById('root')?.firstElementChild != null
if (prerendered) document.addEventListener('click', rememberTap, true)
void (prerendered ? firstPaint() : Promise.resolve()).then(() => {
  // The app's chunks are requested first: the core chunk is most of the bytes, and the browser opens six
  // connections to a host (HTTP/1.1), so the page's ten or so small chunks asked for first put it in a third
  // round of requests, one network latency after another.
  const app = import('./main')
  preloadPageModules()
  return app
})

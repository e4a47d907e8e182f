/**
 * Until React takes over the page its buttons do nothing (links work as links). Remember the last button tapped
 * before then and press it again once the page has hydrated, so an early tap on Play video, the menu or a form's
 * submit is not lost; a submit also must not reload the page meanwhile. Taps after `hydrateRoot` are React's own
 * to handle (it hydrates the tapped part first), so recording stops there: main.tsx calls `handOverEarlyTap`.
 * A module of its own, shared by boot.ts (which records) and main.tsx (which replays), so neither imports the other.
 */
let earlyTap: HTMLButtonElement | null = null

export function rememberTap(event: MouseEvent) {
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

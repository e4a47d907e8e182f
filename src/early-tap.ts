/**
 * Until React takes over the page its buttons do nothing (links work as links). Remember the last button tapped
 * before then and press it again once the page has hydrated, so an early tap on Play video, the menu or a form's
 * submit is not lost; a submit also must not reload the page meanwhile. From `hydrateRoot` on, React handles taps
 * (it hydrates the tapped part first), except on a part whose code has not arrived yet: `holdLateTaps` keeps
 * those. main.tsx calls `handOverEarlyTap`.
 * A module of its own, shared by boot.ts (which records) and main.tsx (which replays), so neither imports the other.
 */
let earlyTap: HTMLButtonElement | null = null

function tappedButton(event: Event): HTMLButtonElement | null {
  return event.target instanceof Element ? event.target.closest('button') : null
}

/** Presses the button `held()` gives once `ready()` holds, checked whenever `attribute` of `element` changes. */
function pressWhen(
  held: () => HTMLButtonElement | undefined,
  element: Element,
  attribute: string,
  ready: () => boolean,
) {
  new MutationObserver((_records, observer) => {
    if (!ready()) return
    observer.disconnect()
    const button = held()
    if (button?.isConnected) button.click()
  }).observe(element, { attributes: true, attributeFilter: [attribute] })
}

export function rememberTap(event: MouseEvent) {
  const button = tappedButton(event)
  if (!button) return
  earlyTap = button
  if (button.type === 'submit') event.preventDefault()
}

/** The last button tapped in each part still hydrating (`HydratesLater`), to press once the part is there. */
const lateTaps = new WeakMap<Element, HTMLButtonElement>()

/**
 * A tap on a button in a part of the page whose code is still on its way: React would drop it, and a submit
 * would send the form as a page load. Keep it from React and the browser, and press the button again once the
 * part has hydrated (the same element: hydration keeps the prerendered nodes).
 */
function holdLateTap(event: MouseEvent) {
  const button = tappedButton(event)
  const part = button?.closest('[data-hydrating]')
  if (!button || !part) return
  event.preventDefault()
  event.stopPropagation()
  if (!lateTaps.has(part)) {
    const hydrated = () => !part.hasAttribute('data-hydrating')
    pressWhen(() => lateTaps.get(part), part, 'data-hydrating', hydrated)
  }
  lateTaps.set(part, button)
}

export function handOverEarlyTap() {
  document.removeEventListener('click', rememberTap, true)
  document.addEventListener('click', holdLateTap, true)
  const button = earlyTap
  if (!button) return
  const html = document.documentElement
  pressWhen(
    () => button,
    html,
    'data-hydrated',
    () => html.dataset.hydrated === 'true',
  )
}

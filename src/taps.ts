import { takeEarlyTap, tappedButton } from './early-tap'

/**
 * Taps that React cannot take yet. A button tapped before the app loaded (recorded by boot.ts) is pressed again
 * once the page has hydrated, so an early tap on Play video, the menu or a form's submit is not lost. From
 * `hydrateRoot` on React handles taps (it hydrates the tapped part first), except on a part of the page whose code
 * is a chunk of its own and has not hydrated yet (`HydratesLater`): React drops a click there, and a submit would
 * send the form as a page load. `holdLateTap` keeps such a tap and presses the button again once the part is
 * there (the same element: hydration keeps the prerendered nodes).
 */

/** The last button tapped in each part still hydrating, to press once the part is there. */
const lateTaps = new WeakMap<Element, HTMLButtonElement>()
/** The early tap is being pressed again: it must not replace a tap made since then in a part still hydrating. */
let replayingEarlyTap = false

/** Runs `then` once `ready()` holds: now, or when `attribute` of `element` next changes so that it does. */
function once(element: Element, attribute: string, ready: () => boolean, then: () => void) {
  if (ready()) return then()
  new MutationObserver((_records, observer) => {
    if (!ready()) return
    observer.disconnect()
    then()
  }).observe(element, { attributes: true, attributeFilter: [attribute] })
}

function holdLateTap(event: MouseEvent) {
  const button = tappedButton(event)
  const part = button?.closest('[data-hydrating]')
  if (!button || !part) return
  event.preventDefault()
  event.stopPropagation()
  if (replayingEarlyTap && lateTaps.has(part)) return
  if (!lateTaps.has(part)) {
    once(
      part,
      'data-hydrating',
      () => !part.hasAttribute('data-hydrating'),
      () => {
        const held = lateTaps.get(part)
        if (held?.isConnected) held.click()
      },
    )
  }
  lateTaps.set(part, button)
}

const isHydrated = () => document.documentElement.dataset.hydrated === 'true'

/** Runs `run` once the page has hydrated (`MarkHydrated` in app.tsx sets `data-hydrated`). */
export function whenHydrated(run: () => void) {
  once(document.documentElement, 'data-hydrated', isHydrated, run)
}

/** Called by main.tsx just before `hydrateRoot`. */
export function handOverEarlyTap() {
  const button = takeEarlyTap()
  document.addEventListener('click', holdLateTap, true)
  if (!button) return
  whenHydrated(() => {
    if (!button.isConnected) return
    replayingEarlyTap = true
    try {
      button.click()
    } finally {
      replayingEarlyTap = false
    }
  })
}

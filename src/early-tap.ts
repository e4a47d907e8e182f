/**
 * Until React takes over the page its buttons do nothing (links work as links). boot.ts records the last button
 * tapped before then (`rememberTap`), and a submit must not reload the page meanwhile; main.tsx takes it over just
 * before `hydrateRoot` (`handOverEarlyTap` in taps.ts) and presses it again once the page has hydrated.
 * A module of its own, shared by boot.ts and taps.ts, so that the boot script carries only this.
 */
let earlyTap: HTMLButtonElement | null = null

/** The button a tap landed on (or in), if any. */
export function tappedButton(event: Event): HTMLButtonElement | null {
  return event.target instanceof Element ? event.target.closest('button') : null
}

export function rememberTap(event: MouseEvent) {
  const button = tappedButton(event)
  if (!button) return
  earlyTap = button
  if (button.type === 'submit') event.preventDefault()
}

/** Stops recording and gives the button tapped before the app loaded, if any. */
export function takeEarlyTap(): HTMLButtonElement | null {
  document.removeEventListener('click', rememberTap, true)
  const button = earlyTap
  earlyTap = null
  return button
}

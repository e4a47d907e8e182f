import { act, lazy, useState, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { HydratesLater } from '../../src/components/hydrates-later/hydrates-later'
import { handOverEarlyTap } from '../../src/taps'

/** A part with a counter button and a form, as a lazily loaded part of a page would have. */
function Part({ onSubmit }: { onSubmit: () => void }) {
  const [count, setCount] = useState(0)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Tapped {count}
      </button>
      <button type="submit">Send</button>
    </form>
  )
}

function page(part: ComponentType<{ onSubmit: () => void }>, onSubmit: () => void) {
  const P = part
  return (
    <main>
      <HydratesLater fallback={<p>Loading</p>}>
        <P onSubmit={onSubmit} />
      </HydratesLater>
    </main>
  )
}

/** A tap, as the browser dispatches it. */
export const tap = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  element.dispatchEvent(event)
  return event
}

/**
 * Server-renders a page with a part that hydrates later, then hydrates it as main.tsx does (the early tap handed
 * over first) with the part's code held back until `arrive` is called. `beforeApp` runs before that, while the
 * page is only HTML.
 */
export async function hydrateWithLatePart(beforeApp?: (button: (name: RegExp) => HTMLButtonElement) => void) {
  const onSubmit = vi.fn()
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(Part, onSubmit))
  document.body.append(container)
  const button = (name: RegExp) =>
    [...container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? '')) as HTMLButtonElement
  beforeApp?.(button)
  let arrive = () => {}
  const code = new Promise<{ default: typeof Part }>((resolve) => (arrive = () => resolve({ default: Part })))
  const LatePart = lazy(() => code)
  handOverEarlyTap()
  await act(async () => {
    hydrateRoot(container, page(LatePart, onSubmit))
  })
  return {
    part: container.querySelector('.hydrates-later') as HTMLElement,
    button,
    onSubmit,
    arrive: () =>
      act(async () => {
        arrive()
        await code
      }),
  }
}

import { act, lazy, useState, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { HydratesLater } from '../../../src/components/hydrates-later/hydrates-later'
import { handOverEarlyTap } from '../../../src/early-tap'

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

/** Server-renders the page, then hydrates it with the part's code held back until `arrive` is called. */
async function hydrateWithLatePart() {
  const onSubmit = vi.fn()
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(Part, onSubmit))
  document.body.append(container)
  let arrive = () => {}
  const code = new Promise<{ default: typeof Part }>((resolve) => (arrive = () => resolve({ default: Part })))
  const LatePart = lazy(() => code)
  await act(async () => {
    hydrateRoot(container, page(LatePart, onSubmit))
  })
  const part = container.querySelector('.hydrates-later') as HTMLElement
  const button = (name: RegExp) =>
    [...container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? '')) as HTMLButtonElement
  return {
    part,
    button,
    onSubmit,
    arrive: () =>
      act(async () => {
        arrive()
        await code
      }),
  }
}

describe('a part of a prerendered page that hydrates after the page (HydratesLater)', () => {
  beforeAll(() => handOverEarlyTap())
  afterEach(() => document.body.replaceChildren())

  test('says so until its code has arrived and it has hydrated', async () => {
    const { part, arrive } = await hydrateWithLatePart()
    expect(part).toHaveAttribute('data-hydrating')
    await arrive()
    expect(part).not.toHaveAttribute('data-hydrating')
  })

  test('a tap on a button before then is pressed once the part is there, once', async () => {
    const { button, arrive } = await hydrateWithLatePart()
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    button(/Tapped/).dispatchEvent(tap)
    button(/Tapped/).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(button(/Tapped/)).toHaveTextContent('Tapped 0')
    await arrive()
    await act(async () => {})
    expect(button(/Tapped/)).toHaveTextContent('Tapped 1')
  })

  test('a submit before then is not sent by the browser, and is sent by the form once it is there', async () => {
    const { button, onSubmit, arrive } = await hydrateWithLatePart()
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    button(/Send/).dispatchEvent(tap)
    expect(tap.defaultPrevented).toBe(true)
    expect(onSubmit).not.toHaveBeenCalled()
    await arrive()
    await act(async () => {})
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  test('the last of two buttons tapped is the one pressed', async () => {
    const { button, onSubmit, arrive } = await hydrateWithLatePart()
    button(/Send/).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    button(/Tapped/).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    await arrive()
    await act(async () => {})
    expect(button(/Tapped/)).toHaveTextContent('Tapped 1')
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

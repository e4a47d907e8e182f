import { act } from 'react'
import { rememberTap } from '../../../src/early-tap'
import { hydrateWithLatePart, tap } from '../late-part'

// A file of its own: the boot's recording of early taps happens once per page (module state, document listeners).
describe('a tap made before the app loaded (boot.ts records it, main.tsx presses it again)', () => {
  test('does not replace a later tap held in a part that is still hydrating', async () => {
    const { button, onSubmit, arrive } = await hydrateWithLatePart((before) => {
      document.addEventListener('click', rememberTap, true)
      tap(before(/Tapped/))
    })
    tap(button(/Send/))
    // The page has hydrated; the part has not: the early tap is pressed again and lands in the part.
    await act(async () => {
      document.documentElement.dataset.hydrated = 'true'
    })
    await arrive()
    await act(async () => {})
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(button(/Tapped/)).toHaveTextContent('Tapped 0')
  })
})

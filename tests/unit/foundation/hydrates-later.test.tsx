import { act } from 'react'
import { hydrateWithLatePart, tap } from '../late-part'

describe('a part of a prerendered page that hydrates after the page (HydratesLater)', () => {
  afterEach(() => document.body.replaceChildren())

  test('says so until its code has arrived and it has hydrated', async () => {
    const { part, arrive } = await hydrateWithLatePart()
    expect(part).toHaveAttribute('data-hydrating')
    await arrive()
    expect(part).not.toHaveAttribute('data-hydrating')
  })

  test('a tap on a button before then is pressed once the part is there, once', async () => {
    const { button, arrive } = await hydrateWithLatePart()
    tap(button(/Tapped/))
    tap(button(/Tapped/))
    expect(button(/Tapped/)).toHaveTextContent('Tapped 0')
    await arrive()
    await act(async () => {})
    expect(button(/Tapped/)).toHaveTextContent('Tapped 1')
  })

  test('a submit before then is not sent by the browser, and is sent by the form once it is there', async () => {
    const { button, onSubmit, arrive } = await hydrateWithLatePart()
    expect(tap(button(/Send/)).defaultPrevented).toBe(true)
    expect(onSubmit).not.toHaveBeenCalled()
    await arrive()
    await act(async () => {})
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  test('the last of two buttons tapped is the one pressed', async () => {
    const { button, onSubmit, arrive } = await hydrateWithLatePart()
    tap(button(/Send/))
    tap(button(/Tapped/))
    await arrive()
    await act(async () => {})
    expect(button(/Tapped/)).toHaveTextContent('Tapped 1')
    expect(onSubmit).not.toHaveBeenCalled()
  })
})

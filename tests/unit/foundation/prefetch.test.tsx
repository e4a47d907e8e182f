import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPage } from '../../../src/app/lazy-page'
import { prefetch, prefetchNow } from '../../../src/app/prefetch'

function setSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : { saveData },
  })
}

afterEach(() => {
  setSaveData(undefined)
  delete document.documentElement.dataset.hydrated
  vi.useRealTimers()
})

describe('prefetch', () => {
  it('fetches nothing before the page has hydrated, then fetches when the browser is idle', async () => {
    vi.useFakeTimers()
    const load = vi.fn(() => Promise.resolve())
    prefetch(load)
    await vi.advanceTimersByTimeAsync(5000)
    expect(load).not.toHaveBeenCalled()

    document.documentElement.dataset.hydrated = 'true'
    await vi.advanceTimersByTimeAsync(0)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(2000)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('never fetches when the visitor asked to save data', async () => {
    vi.useFakeTimers()
    setSaveData(true)
    document.documentElement.dataset.hydrated = 'true'
    const load = vi.fn(() => Promise.resolve())
    prefetch(load)
    await vi.advanceTimersByTimeAsync(5000)
    expect(load).not.toHaveBeenCalled()
  })

  it('fetches at once for a step begun, unless the visitor asked to save data', () => {
    const load = vi.fn(() => Promise.resolve())
    prefetchNow(load)
    expect(load).toHaveBeenCalledTimes(1)
    setSaveData(true)
    prefetchNow(load)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fetches on a connection that does not save data', async () => {
    vi.useFakeTimers()
    setSaveData(false)
    document.documentElement.dataset.hydrated = 'true'
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    prefetch(load)
    await vi.advanceTimersByTimeAsync(2000)
    // A failed prefetch is not an error: the step loads the code again when it is needed.
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('lazyPage', () => {
  it('renders a preloaded component in the same pass, without its Suspense fallback', async () => {
    const page = lazyPage(() => Promise.resolve({ default: () => <p>the page</p> }))
    await page.preload()
    render(
      <Suspense fallback={<p>loading</p>}>
        <page.Component />
      </Suspense>,
    )
    expect(screen.getByText('the page')).toBeInTheDocument()
    expect(screen.queryByText('loading')).not.toBeInTheDocument()
  })

  it('loads once, and tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>the page</p> })
    const page = lazyPage(load)
    await expect(page.preload()).rejects.toThrow('offline')
    await page.preload()
    await page.preload()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

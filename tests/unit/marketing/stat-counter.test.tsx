import { act, render, screen } from '@testing-library/react'
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils'
import { homeStats } from '../../../src/content/home'
import { homeStats as homeStatsHi } from '../../../src/content/hi/home'
import { StatsStrip } from '../../../src/features/marketing/stat-counter'

function values() {
  return screen.getAllByTestId('stat-value').map((el) => el.textContent)
}

// The counters import react-countup lazily when they come into view; load it once up front so the tests
// measure the counting, not the module loading.
beforeAll(async () => {
  await import('../../../src/components/vendor/count-up')
})

async function scrollIntoView(inView: boolean) {
  await act(async () => {
    mockAllIsIntersecting(inView)
  })
}

describe('StatsStrip counters', () => {
  it('show 0 until scrolled into view, then count up once to 10 K+, 85 %, 500 +, 15 +', async () => {
    render(<StatsStrip heading={homeStats.heading} items={homeStats.items} />)
    expect(values()).toEqual(['0 K+', '0 %', '0 +', '0 +'])

    // Not on screen yet: nothing moves, however long we wait.
    await new Promise((r) => setTimeout(r, 400))
    expect(values()).toEqual(['0 K+', '0 %', '0 +', '0 +'])

    await scrollIntoView(true)
    await vi.waitFor(() => expect(values()).toEqual(['10 K+', '85 %', '500 +', '15 +']), { timeout: 4000 })

    // Scrolling away and back does not restart the count (triggerOnce).
    await scrollIntoView(false)
    await scrollIntoView(true)
    await new Promise((r) => setTimeout(r, 300))
    expect(values()).toEqual(['10 K+', '85 %', '500 +', '15 +'])
  })

  it('count the Hindi page’s figures with their Hindi suffixes', async () => {
    render(<StatsStrip heading={homeStatsHi.heading} items={homeStatsHi.items} />)
    expect(values()).toEqual(['0 हज़ार+', '0%', '0+', '0+'])
    expect(screen.getByText('10 हज़ार+', { selector: '.visually-hidden' })).toBeInTheDocument()
    await scrollIntoView(true)
    await vi.waitFor(() => expect(values()).toEqual(['10 हज़ार+', '85%', '500+', '15+']), { timeout: 4000 })
  })

  it('waits for the configured delay before the first tick', async () => {
    render(<StatsStrip heading={homeStats.heading} items={homeStats.items} />)
    await scrollIntoView(true)
    // Within the 200 ms delay the counters still read their start value.
    await new Promise((r) => setTimeout(r, 100))
    expect(values()).toEqual(['0 K+', '0 %', '0 +', '0 +'])
  })

  it('gives assistive technology the final figures, never the ticking numbers', () => {
    render(<StatsStrip heading={homeStats.heading} items={homeStats.items} />)
    for (const el of screen.getAllByTestId('stat-value')) expect(el).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText(/10 K\+/, { selector: '.visually-hidden' })).toBeInTheDocument()
    expect(screen.getByText('Students guided', { exact: false })).toBeInTheDocument()
  })
})

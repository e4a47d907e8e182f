import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import CoursesPage from '../../../src/pages/courses-page'
import { paths } from '../../../src/config/paths'
import { renderAt } from '../render'

describe('courses page', () => {
  it('shows the eight categories with their course counts and the two featured prices', () => {
    renderAt(<CoursesPage />, { path: paths.courses })
    const tiles = screen.getAllByTestId('category-tile').map((el) => el.textContent)
    expect(tiles).toEqual([
      'Math & Logic89 courses',
      'Health & Fitness95 courses',
      'Photography38 courses',
      'Development105 courses',
      'Design72 courses',
      'Business68 courses',
      'Music51 courses',
      'Painting69 courses',
    ])
    expect(screen.getByText('$140')).toBeInTheDocument()
    expect(screen.getByText('$160')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Earn a Certificate' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Best Rated Courses' })).toBeInTheDocument()
    expect(screen.getByText(/are samples/)).toBeInTheDocument()
  })

  it('loads the video player only when the play button is pressed', async () => {
    const user = userEvent.setup()
    const { container } = renderAt(<CoursesPage />, { path: paths.courses })
    expect(container.querySelector('iframe')).toBeNull()

    await user.click(screen.getByRole('button', { name: /Play video/ }))
    const frame = screen.getByTitle('Course tour video')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  })

  it('has the live-courses carousel with Join now links and a pause button', async () => {
    const user = userEvent.setup()
    renderAt(<CoursesPage />, { path: paths.courses })
    expect(screen.getByRole('heading', { name: "Today's Top Free Live Courses" })).toBeInTheDocument()
    const region = screen.getByRole('region', { name: 'Free live courses' })
    expect(region.querySelectorAll('.live-card').length).toBeGreaterThanOrEqual(3)
    const pause = screen.getByRole('button', { name: 'Pause free live courses' })
    await user.click(pause)
    expect(screen.getByRole('button', { name: 'Play free live courses' })).toBeInTheDocument()
  })
})

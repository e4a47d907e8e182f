import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { aboutTeam } from '../../../src/content/about'
import { TeamSection } from '../../../src/features/marketing/team-section'

function renderTeam() {
  render(<TeamSection heading={aboutTeam.heading} hint={aboutTeam.hint} members={aboutTeam.members} />)
  return screen.getByTestId('team-detail')
}

const [founder, strategy] = aboutTeam.members

describe('TeamSection', () => {
  it('starts with no member selected and no story shown', () => {
    const detail = renderTeam()
    const cards = screen.getAllByRole('button')
    expect(cards).toHaveLength(3)
    for (const card of cards) expect(card).toHaveAttribute('aria-pressed', 'false')
    expect(detail).toBeEmptyDOMElement()
  })

  it('shows the clicked member’s name, role and description, and switches on another click', async () => {
    const user = userEvent.setup()
    const detail = renderTeam()

    await user.click(screen.getByRole('button', { name: new RegExp(founder!.name) }))
    expect(screen.getByRole('button', { name: new RegExp(founder!.name) })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(detail).getByRole('heading', { name: founder!.name })).toBeInTheDocument()
    expect(within(detail).getByText(founder!.role)).toBeInTheDocument()
    expect(within(detail).getByText(founder!.description)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: new RegExp(strategy!.name) }))
    expect(screen.getByRole('button', { name: new RegExp(founder!.name) })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(screen.getByRole('button', { name: new RegExp(strategy!.name) })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(detail).getByRole('heading', { name: strategy!.name })).toBeInTheDocument()
    expect(within(detail).getByText(strategy!.description)).toBeInTheDocument()
    expect(within(detail).queryByText(founder!.description)).not.toBeInTheDocument()
  })

  it('can be used from the keyboard and renders the portraits at 300 x 290', async () => {
    const user = userEvent.setup()
    const detail = renderTeam()
    await user.tab()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(within(detail).getByRole('heading', { name: strategy!.name })).toBeInTheDocument()
    for (const img of screen.getAllByRole('img')) {
      expect(img).toHaveAttribute('width', '300')
      expect(img).toHaveAttribute('height', '290')
    }
  })

  it.each([
    ['starts just above the bottom edge', 700, 900, true],
    ['starts below the screen', 1000, 1200, true],
    ['is wholly on screen', 400, 600, false],
  ])('brings the story into view when it %s', async (_, top, bottom, scrolls) => {
    const user = userEvent.setup()
    const detail = renderTeam()
    const scroll = vi.fn()
    detail.scrollIntoView = scroll
    vi.spyOn(detail, 'getBoundingClientRect').mockReturnValue({ top, bottom } as DOMRect)
    vi.stubGlobal('innerHeight', 768)
    try {
      await user.click(screen.getByRole('button', { name: new RegExp(founder!.name) }))
      expect(scroll).toHaveBeenCalledTimes(scrolls ? 1 : 0)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

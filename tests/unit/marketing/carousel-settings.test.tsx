import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import type { SliderSettings } from '../../../src/components/vendor/slider'
import { heroSlides, homeCounsellors } from '../../../src/content/home'
import { studentQuotes } from '../../../src/content/testimonials'
import {
  counsellorSliderSettings,
  CounsellorCarousel,
} from '../../../src/features/marketing/counsellor-carousel'
import { HeroCarousel, heroSliderSettings } from '../../../src/features/marketing/hero-carousel'
import { QuoteSlider, quoteSliderSettings } from '../../../src/features/marketing/quote-slider'

// Records the props each carousel hands to react-slick, so the test sees exactly what the library gets.
const sliderProps: SliderSettings[] = []
vi.mock('../../../src/components/vendor/slider', () => ({
  Slider: (props: SliderSettings & { children?: ReactNode }) => {
    sliderProps.push(props)
    return <div data-testid="slider">{props.children}</div>
  },
}))

function lastProps(): SliderSettings {
  const props = sliderProps.at(-1)
  if (!props) throw new Error('the slider was not rendered')
  return props
}

/** How many slides react-slick shows at a window width, following its max-width breakpoint rule. */
function slidesAt(settings: SliderSettings, width: number): number | undefined {
  const matching = (settings.responsive ?? [])
    .filter((r) => width <= r.breakpoint)
    .sort((a, b) => a.breakpoint - b.breakpoint)[0]
  if (matching && typeof matching.settings === 'object') return matching.settings.slidesToShow
  return settings.slidesToShow
}

beforeEach(() => {
  sliderProps.length = 0
})

/** The carousels load react-slick lazily after mount, in a transition; render and wait until it is in. */
async function renderCarousel(ui: ReactNode) {
  let result: ReturnType<typeof render> | undefined
  await act(async () => {
    result = render(ui)
  })
  await screen.findByTestId('slider')
  return result
}

describe('hero carousel', () => {
  it('has dots, no arrows, 3 s autoplay pausing on hover and focus, and one slide at every width', async () => {
    await renderCarousel(<HeroCarousel slides={heroSlides} label="Students" />)
    const props = lastProps()
    expect(props).toMatchObject({
      dots: true,
      arrows: false,
      autoplay: true,
      autoplaySpeed: 3000,
      pauseOnHover: true,
      pauseOnFocus: true,
      slidesToShow: 1,
    })
    expect(props.responsive).toBeUndefined()
    for (const width of [360, 800, 1400]) expect(slidesAt(heroSliderSettings, width)).toBe(1)
  })

  it('loads the first slide eagerly with high priority and the rest lazily, all with a size', async () => {
    await renderCarousel(<HeroCarousel slides={heroSlides} label="Students" />)
    const images = screen.getAllByRole('img')
    expect(images).toHaveLength(4)
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[0]).toHaveAttribute('loading', 'eager')
    for (const img of images.slice(1)) expect(img).toHaveAttribute('loading', 'lazy')
    for (const img of images) {
      expect(img).toHaveAttribute('width')
      expect(img).toHaveAttribute('height')
    }
  })

  it('stops and restarts autoplay with the pause button', async () => {
    const user = userEvent.setup()
    await renderCarousel(<HeroCarousel slides={heroSlides} label="Students" />)
    await user.click(screen.getByRole('button', { name: 'Pause students' }))
    expect(lastProps().autoplay).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Play students' }))
    expect(lastProps().autoplay).toBe(true)
  })

  it('pauses while a slide or dot has focus and resumes on blur, but not for its own Play button', async () => {
    const user = userEvent.setup()
    await renderCarousel(
      <>
        <HeroCarousel slides={heroSlides} label="Students" />
        <button type="button">Elsewhere</button>
      </>,
    )
    const slide = screen.getByTestId('slider').querySelector('img')
    if (!slide) throw new Error('no slide image')
    slide.tabIndex = 0
    act(() => slide.focus())
    expect(lastProps().autoplay).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(lastProps().autoplay).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Pause students' }))
    await user.click(screen.getByRole('button', { name: 'Play students' }))
    expect(lastProps().autoplay).toBe(true)
  })

  it('does not autoplay when the visitor prefers reduced motion', async () => {
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia
    try {
      await renderCarousel(<HeroCarousel slides={heroSlides} label="Students" />)
      expect(lastProps().autoplay).toBe(false)
      expect(screen.getByRole('button', { name: 'Play students' })).toBeInTheDocument()
    } finally {
      window.matchMedia = original
    }
  })
})

describe('counsellor carousel', () => {
  it('shows 4, 3, 2 or 1 cards at widths of at least 1200, 992, 768 or below', async () => {
    const expected: [number, number][] = [
      [1440, 4],
      [1200, 4],
      [1199, 3],
      [992, 3],
      [991, 2],
      [768, 2],
      [767, 1],
      [390, 1],
    ]
    // The rule as react-slick applies it on resize…
    for (const [width, slides] of expected) {
      expect(slidesAt(counsellorSliderSettings, width), `at ${width}px`).toBe(slides)
    }
    // …and what the carousel hands react-slick for the width the page opens at (and after a resize).
    await renderCarousel(<CounsellorCarousel profiles={homeCounsellors.profiles} label="Counsellors" />)
    expect(lastProps().responsive).toEqual(counsellorSliderSettings.responsive)
    for (const [width, slides] of expected) {
      await act(async () => {
        Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
        window.dispatchEvent(new Event('resize'))
      })
      expect(lastProps().slidesToShow, `at ${width}px`).toBe(slides)
    }
  })

  it('renders every card’s name and role in the page HTML', async () => {
    await renderCarousel(<CounsellorCarousel profiles={homeCounsellors.profiles} label="Counsellors" />)
    for (const p of homeCounsellors.profiles) {
      expect(screen.getByRole('heading', { name: p.name })).toBeInTheDocument()
      expect(screen.getAllByText(p.role).length).toBeGreaterThan(0)
    }
    expect(screen.getByText('Computer Teacher')).toBeInTheDocument()
  })
})

describe('student quote slider', () => {
  it('shows one quote at a time with dots and a 5 s autoplay that pauses on hover and focus', async () => {
    await renderCarousel(<QuoteSlider quotes={studentQuotes} label="Student quotes" />)
    expect(lastProps()).toMatchObject({
      dots: true,
      arrows: false,
      autoplay: true,
      autoplaySpeed: quoteSliderSettings.autoplaySpeed,
      pauseOnHover: true,
      pauseOnFocus: true,
      slidesToShow: 1,
    })
    expect(quoteSliderSettings.autoplaySpeed).toBe(5000)
    for (const q of studentQuotes) expect(screen.getByText(`“${q.quote}”`)).toBeInTheDocument()
  })
})

describe('settingsAtWidth', () => {
  it('applies the breakpoint for the width the page opens at, as react-slick would on resize', async () => {
    const { settingsAtWidth } = await import('../../../src/components/autoplay-slider/autoplay-slider')
    expect(settingsAtWidth(counsellorSliderSettings, 390).slidesToShow).toBe(1)
    expect(settingsAtWidth(counsellorSliderSettings, 800).slidesToShow).toBe(2)
    expect(settingsAtWidth(counsellorSliderSettings, 1000).slidesToShow).toBe(3)
    expect(settingsAtWidth(counsellorSliderSettings, 1280).slidesToShow).toBe(4)
    expect(settingsAtWidth(heroSliderSettings, 390).slidesToShow).toBe(1)
  })
})

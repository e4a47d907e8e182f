import type { SliderSettings } from '../../components/vendor/slider'
import { AutoplaySlider } from '../../components/autoplay-slider/autoplay-slider'
import { CounsellorCard } from './counsellor-card'
import type { CounsellorProfile } from '../../content/types'

/**
 * SPEC §4: 4, 3, 2 or 1 cards at widths of at least 1200, 992, 768 or below. react-slick applies a
 * breakpoint's settings up to and including that width, so "at least 1200 shows 4" means the 3-card
 * setting stops at 1199.
 */
export const counsellorSliderSettings: SliderSettings = {
  dots: true,
  arrows: false,
  autoplay: true,
  autoplaySpeed: 3500,
  pauseOnHover: true,
  pauseOnFocus: true,
  infinite: true,
  speed: 500,
  slidesToShow: 4,
  slidesToScroll: 1,
  responsive: [
    { breakpoint: 1199, settings: { slidesToShow: 3 } },
    { breakpoint: 991, settings: { slidesToShow: 2 } },
    { breakpoint: 767, settings: { slidesToShow: 1 } },
  ],
}

/**
 * The carousel's responsive settings depend on the window, which the prerender cannot know, so the
 * server (and the hydrating render) output a CSS grid with the same cards and the same 4/3/2/1 columns;
 * the slider replaces it once it is near the screen. Crawlers still get every card's text.
 */
export function CounsellorCarousel({
  profiles,
  label,
}: {
  profiles: readonly CounsellorProfile[]
  label: string
}) {
  const grid = (
    <div className="counsellor-carousel counsellor-carousel--static">
      <ul className="counsellor-grid">
        {profiles.map((p) => (
          <li key={p.name}>
            <CounsellorCard profile={p} />
          </li>
        ))}
      </ul>
    </div>
  )
  return (
    <AutoplaySlider
      label={label}
      settings={counsellorSliderSettings}
      className="counsellor-carousel"
      fallback={grid}
    >
      {profiles.map((p) => (
        <div key={p.name} className="counsellor-carousel__slide">
          <CounsellorCard profile={p} />
        </div>
      ))}
    </AutoplaySlider>
  )
}

import type { SliderSettings } from '../../components/vendor/slider'
import { AutoplaySlider } from '../../components/autoplay-slider/autoplay-slider'
import type { Illustration } from '../../content/types'

/** SPEC §4: dots, no arrows, 3 s autoplay pausing on hover and focus, one slide at every width. */
export const heroSliderSettings: SliderSettings = {
  dots: true,
  arrows: false,
  autoplay: true,
  autoplaySpeed: 3000,
  pauseOnHover: true,
  pauseOnFocus: true,
  pauseOnDotsHover: true,
  slidesToShow: 1,
  slidesToScroll: 1,
  infinite: true,
  speed: 600,
}

export function HeroCarousel({ slides, label }: { slides: readonly Illustration[]; label: string }) {
  return (
    <AutoplaySlider label={label} settings={heroSliderSettings} className="hero-carousel">
      {slides.map((slide, i) => (
        <div key={slide.src} className="hero-carousel__slide">
          <img
            src={slide.src}
            alt={slide.alt}
            width={slide.width}
            height={slide.height}
            // The first slide is the largest paint on the home page: fetch it first, never lazily.
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
        </div>
      ))}
    </AutoplaySlider>
  )
}

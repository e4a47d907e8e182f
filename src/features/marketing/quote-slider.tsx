import type { SliderSettings } from '../../components/vendor/slider'
import { AutoplaySlider } from '../../components/autoplay-slider/autoplay-slider'
import type { StudentQuote } from '../../content/types'

/** One quote at a time at every width (no responsive switch, so the prerendered HTML always matches). */
export const quoteSliderSettings: SliderSettings = {
  dots: true,
  arrows: false,
  autoplay: true,
  autoplaySpeed: 5000,
  pauseOnHover: true,
  pauseOnFocus: true,
  infinite: true,
  speed: 600,
  slidesToShow: 1,
  slidesToScroll: 1,
  adaptiveHeight: false,
}

export function QuoteSlider({ quotes, label }: { quotes: readonly StudentQuote[]; label: string }) {
  return (
    <AutoplaySlider label={label} settings={quoteSliderSettings} className="quote-slider">
      {quotes.map((q) => (
        <div key={q.name} className="quote-slider__slide">
          <figure className="quote-card">
            <img
              src={q.photo.src}
              alt={q.photo.alt}
              width={q.photo.width}
              height={q.photo.height}
              loading="lazy"
            />
            <blockquote>
              <p>“{q.quote}”</p>
            </blockquote>
            <figcaption>
              <strong>{q.name}</strong>
              <span>{q.detail}</span>
            </figcaption>
          </figure>
        </div>
      ))}
    </AutoplaySlider>
  )
}

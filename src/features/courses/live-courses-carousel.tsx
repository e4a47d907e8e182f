import { useCallback, useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import type { SliderSettings } from '../../components/vendor/slider'
import { paths } from '../../config/paths'
import { liveCourses, liveSection } from '../../content/courses'
import { AutoplaySlider } from '../../components/autoplay-slider/autoplay-slider'
import { useSmallScreen } from './use-small-screen'

/**
 * Slick hides off-screen slides and its clones with aria-hidden, but their "Join now" links stay
 * focusable; take those out of the tab order so keyboard users only reach what is visible.
 */
function syncSlideFocus(root: HTMLElement | null) {
  root?.querySelectorAll('.slick-slide').forEach((slide) => {
    const hidden = slide.getAttribute('aria-hidden') === 'true'
    slide.querySelectorAll('a, button').forEach((el) => {
      if (hidden) el.setAttribute('tabindex', '-1')
      else el.removeAttribute('tabindex')
    })
  })
}

/**
 * "Today's Top Free Live Courses": 2 cards, 1 below 768 px. The width is read only after hydration
 * (useSmallScreen's server snapshot is false) so the prerendered HTML and the first client render match.
 */
export function LiveCoursesCarousel() {
  const small = useSmallScreen()
  const rootRef = useRef<HTMLDivElement>(null)
  const sync = useCallback(() => syncSlideFocus(rootRef.current), [])

  useEffect(() => {
    sync()
  }, [sync, small])

  const settings: SliderSettings = {
    slidesToShow: small ? 1 : 2,
    slidesToScroll: 1,
    autoplay: true,
    autoplaySpeed: 4000,
    pauseOnHover: true,
    pauseOnFocus: true,
    infinite: true,
    arrows: false,
    dots: true,
    onReInit: sync,
    afterChange: sync,
  }
  return (
    <div ref={rootRef}>
      <AutoplaySlider label={liveSection.regionLabel} settings={settings} className="live-courses">
        {liveCourses.map((course) => (
          <div key={course.id} className="live-card-wrap">
            <article className="live-card">
              <img src={course.image} alt="" width={400} height={200} loading="lazy" />
              <div className="live-card__body">
                <p className="live-card__when">{course.when}</p>
                <h3 className="live-card__title">{course.title}</h3>
                <p className="live-card__host">{course.host}</p>
                {/* Live classes are for registered students, so joining starts with registration. */}
                <Link className="btn btn-accent" to={paths.studentRegister}>
                  {liveSection.join}
                  <span className="visually-hidden">: {course.title}</span>
                </Link>
              </div>
            </article>
          </div>
        ))}
      </AutoplaySlider>
    </div>
  )
}

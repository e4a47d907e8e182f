import { PageHero } from '../components/info-page/page-hero'
import '../components/info-page/info-page.css'
import { SectionHeading } from '../components/section-heading/section-heading'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import {
  categoriesSection,
  coursesHero,
  coursesSampleNote,
  coursesSeo,
  coursesVideo,
  featuredCourses,
  featuredSection,
  liveSection,
  promoSectionLabel,
  promoTiles,
} from '../content/courses'
import { CategoryGrid } from '../features/courses/category-grid'
import { FeaturedCourseCard } from '../features/courses/featured-course-card'
import { LiveCoursesCarousel } from '../features/courses/live-courses-carousel'
import { VideoTile } from '../features/courses/video-tile'
import '../features/courses/courses.css'

export default function CoursesPage() {
  return (
    <>
      <Seo title={coursesSeo.title} description={coursesSeo.description} path={paths.courses} />
      <PageHero
        eyebrow={coursesHero.eyebrow}
        title={coursesHero.title}
        lead={coursesHero.lead}
        actions={
          <a className="btn btn-accent btn-lg" href="#categories-heading">
            {coursesHero.browse}
          </a>
        }
        media={
          <section aria-labelledby="video-heading">
            <h2 id="video-heading" className="visually-hidden">
              {coursesVideo.heading}
            </h2>
            <VideoTile />
            <p className="courses-note mt-2 mb-0">{coursesVideo.text}</p>
          </section>
        }
      />

      <div className="container page-section">
        <section aria-labelledby="categories-heading">
          <SectionHeading id="categories-heading" title={categoriesSection.heading} />
          <CategoryGrid />
        </section>

        <section className="mt-5 pt-3" aria-labelledby="featured-heading">
          <SectionHeading id="featured-heading" title={featuredSection.heading} />
          <div className="row row-cols-1 row-cols-md-2 g-4">
            {featuredCourses.map((course) => (
              <div className="col" key={course.id}>
                <FeaturedCourseCard course={course} />
              </div>
            ))}
          </div>
        </section>

        <section className="mt-5 pt-3" aria-label={promoSectionLabel}>
          <div className="row row-cols-1 row-cols-md-2 g-4">
            {promoTiles.map((tile, i) => (
              <div className="col" key={tile.id}>
                <div className={i === 0 ? 'promo-tile' : 'promo-tile promo-tile--alt'}>
                  <img src={tile.icon} alt="" width={64} height={64} loading="lazy" />
                  <div>
                    <h3>{tile.title}</h3>
                    <p>{tile.text}</p>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </section>

        <section className="mt-5 pt-3" aria-labelledby="live-heading">
          <SectionHeading id="live-heading" title={liveSection.heading} />
          <LiveCoursesCarousel />
        </section>

        <p className="courses-note mt-4 mb-0">{coursesSampleNote}</p>
      </div>
    </>
  )
}

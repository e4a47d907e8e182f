import { formatIndian } from '../../content/format'
import { featuredSection, type FeaturedCourse } from '../../content/courses'

/** A sample course card: picture, category, title, learners, lessons, rating and a dollar price. */
export function FeaturedCourseCard({ course }: { course: FeaturedCourse }) {
  return (
    <article className="course-card">
      <img src={course.image} alt="" width={400} height={240} loading="lazy" />
      <div className="course-card__body">
        <p className="course-card__category">{course.category}</p>
        <h3 className="course-card__title">{course.title}</h3>
        <ul className="course-card__meta list-unstyled">
          <li>
            {formatIndian(course.learners)} {featuredSection.learnersLabel}
          </li>
          <li>
            {course.lessons} {featuredSection.lessonsLabel}
          </li>
          <li>
            <span aria-hidden="true" className="course-card__star">
              ★
            </span>{' '}
            <span className="visually-hidden">{featuredSection.ratingLabel} </span>
            {course.rating.toFixed(1)}
            <span className="visually-hidden"> {featuredSection.outOf}</span>
          </li>
        </ul>
        <p className="course-card__price">${course.priceUsd}</p>
      </div>
    </article>
  )
}

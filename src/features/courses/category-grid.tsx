import { categoriesSection, courseCategories } from '../../content/courses'

/** The eight course categories with their course counts. */
export function CategoryGrid() {
  return (
    <ul className="category-grid list-unstyled mb-0">
      {courseCategories.map((category) => (
        <li key={category.id} className="category-tile" data-testid="category-tile">
          <img src={`/images/courses/cat-${category.id}.svg`} alt="" width={48} height={48} loading="lazy" />
          <div>
            <h3 className="category-tile__name">{category.name}</h3>
            <p className="category-tile__count">
              {category.count} {categoriesSection.coursesLabel}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

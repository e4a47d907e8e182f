import './info-page.css'

export interface IconCard {
  icon: string
  title: string
  text: string
}

interface IconCardGridProps {
  items: readonly IconCard[]
  /** Folder under /images holding `<icon>.svg`. */
  iconDir: string
  /** Bootstrap row-cols classes for the grid. */
  cols?: string
  /** Prefix each card with its step number. */
  numbered?: boolean
}

/** Cards with an icon, a title and a sentence: used for steps, benefits and reasons. */
export function IconCardGrid({
  items,
  iconDir,
  cols = 'row-cols-1 row-cols-md-3',
  numbered,
}: IconCardGridProps) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List className={`row ${cols} g-4 list-unstyled mb-0`}>
      {items.map((item, i) => (
        <li className="col" key={item.title}>
          <div className="info-card">
            <img
              className="info-card__icon"
              src={`/images/${iconDir}/${item.icon}.svg`}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
            <h3>
              {numbered && <span className="info-card__step">{i + 1}. </span>}
              {item.title}
            </h3>
            <p className="text-body-secondary">{item.text}</p>
          </div>
        </li>
      ))}
    </List>
  )
}

export interface SectionHeadingProps {
  id: string
  title: string
  eyebrow?: string
  lead?: string
  align?: 'start' | 'center'
}

/** An h2 with an optional eyebrow line above and lead paragraph below. */
export function SectionHeading({ id, title, eyebrow, lead, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={`section-heading section-heading--${align}`}>
      {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {lead && <p className="section-lead">{lead}</p>}
    </div>
  )
}

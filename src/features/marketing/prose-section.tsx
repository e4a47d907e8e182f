import { SectionHeading } from '../../components/section-heading/section-heading'

/** A headed section of a few paragraphs at a readable line length. */
export function ProseSection({
  id,
  heading,
  paragraphs,
  soft = false,
}: {
  id: string
  heading: string
  paragraphs: readonly string[]
  /** Tinted background, to alternate with the sections around it. */
  soft?: boolean
}) {
  return (
    <section className={`page-section${soft ? ' section-soft' : ''}`} aria-labelledby={id}>
      <div className="container">
        <SectionHeading look="marketing" center id={id} title={heading} />
        <div className="mx-auto" style={{ maxWidth: '70ch' }}>
          {paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="fs-5">
              {p}
            </p>
          ))}
        </div>
      </div>
    </section>
  )
}

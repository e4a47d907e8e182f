import type { Illustration } from '../../content/types'

/** A quote with the speaker's small portrait, name and who they are (class and city, or Father/Mother). */
export function FeedbackCard({
  photo,
  name,
  caption,
  quote,
}: {
  photo: Illustration
  name: string
  caption: string
  quote: string
}) {
  return (
    <figure className="feedback-card">
      <blockquote>
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="feedback-card__who">
        <img src={photo.src} alt={photo.alt} width={56} height={56} loading="lazy" />
        <span>
          <strong>{name}</strong>
          {caption}
        </span>
      </figcaption>
    </figure>
  )
}

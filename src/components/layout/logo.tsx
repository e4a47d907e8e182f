import { brand } from '../../content/site'

/** The brand mark: an original compass-and-spark glyph with the wordmark. */
export function Logo() {
  return (
    <span className="logo">
      <svg
        className="logo-mark"
        width="36"
        height="36"
        viewBox="0 0 36 36"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="18" cy="18" r="17" fill="var(--c-primary)" />
        <path d="M18 6l4.2 9.8L32 18l-9.8 2.2L18 30l-2.2-9.8L6 18l9.8-2.2z" fill="var(--c-accent)" />
        <circle cx="18" cy="18" r="3" fill="#fff" />
      </svg>
      <span className="logo-text">
        <span className="logo-name">{brand.name}</span> <span className="logo-tagline">{brand.tagline}</span>
      </span>
    </span>
  )
}

import { useScrolledPast } from '../../hooks/use-scrolled-past'
import { chrome } from '../../content/chrome'

export const SCROLL_TO_TOP_THRESHOLD = 200

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD)
  if (!visible) return null
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={chrome.scrollToTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 5l7 7-1.4 1.4L13 8.8V20h-2V8.8l-4.6 4.6L5 12z" fill="currentColor" />
      </svg>
    </button>
  )
}

import { useEffect, useState } from 'react'

/** True at the top of the page and while scrolling up; false while scrolling down. */
export function useNavbarVisible(topThreshold = 10): boolean {
  const [visible, setVisible] = useState(true)

  useEffect(() => {
    let lastY = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (y <= topThreshold) setVisible(true)
      else if (y > lastY) setVisible(false)
      else if (y < lastY) setVisible(true)
      lastY = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [topThreshold])

  return visible
}

import { useEffect, useRef, useState } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { mainNav } from '../../content/site'
import { useNavbarVisible } from '../../hooks/use-navbar-visible'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { chrome } from '../../content/chrome'

/**
 * Bootstrap's navbar markup with a hand-written toggle: react-bootstrap's Navbar would add about 17 KB gzip
 * (its transition and overlay helpers) to the first load of every page.
 */
export function SiteNavbar() {
  const visible = useNavbarVisible()
  const [expanded, setExpanded] = useState(false)
  const shown = visible || expanded
  const close = () => setExpanded(false)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!expanded) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      // Focus may be on a link of the menu, hidden now: the toggle that opened it takes it, not <body>.
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [expanded])

  return (
    <header
      className={`site-navbar navbar navbar-expand-lg sticky-top${shown ? '' : ' site-navbar--hidden'}`}
      data-visible={shown ? 'true' : 'false'}
    >
      <div className="container">
        <Link className="navbar-brand" to={paths.home} onClick={close}>
          <Logo />
          <span className="visually-hidden">{chrome.homeSuffix}</span>
        </Link>
        <LanguageSwitch className="nav-link site-navbar__language" />
        <button
          ref={toggle}
          type="button"
          className="navbar-toggler"
          aria-controls="main-nav"
          aria-expanded={expanded}
          aria-label={chrome.toggleNavigation}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-nav" className={`collapse navbar-collapse${expanded ? ' show' : ''}`}>
          <nav aria-label={chrome.mainNavigation} className="ms-auto">
            <ul className="navbar-nav">
              {mainNav.map((item) => (
                <li className="nav-item" key={item.to}>
                  <NavLink className="nav-link" to={item.to} end={item.to === paths.home} onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  )
}

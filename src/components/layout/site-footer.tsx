import { Link } from 'react-router-dom'
import { brand, footerColumns, socialLinks } from '../../content/site'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { SocialIcon } from './social-icon'
import { chrome } from '../../content/chrome'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <Logo />
            <p className="site-footer__about">{chrome.footerAbout(brand.city)}</p>
            <ul className="site-footer__social" aria-label={chrome.socialMedia}>
              {socialLinks.map((s) => (
                <li key={s.icon}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={chrome.opensInNewTab(s.label)}
                  >
                    <SocialIcon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footerColumns.map((col) => (
            <nav key={col.heading} className="col-6 col-lg-2 site-footer__col" aria-label={col.heading}>
              <h2 className="site-footer__heading">{col.heading}</h2>
              <ul>
                {col.links.map((l) => (
                  <li key={l.label}>
                    <Link to={l.to}>{l.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="site-footer__legal">
          © {__BUILD_YEAR__} {brand.siteName}. {chrome.support}{' '}
          <a href={`tel:${brand.supportPhone.replace(/\s/g, '')}`}>{brand.supportPhone}</a> ·{' '}
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> · <LanguageSwitch />
        </p>
      </div>
    </footer>
  )
}

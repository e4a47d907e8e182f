import { useLocation } from 'react-router-dom'
import { locale } from '../../content/locale'
import { LANGUAGE_SITES, pathIn } from '../../content/localised'

/** A year, in seconds: the reader's choice of language outlives the visit. */
const REMEMBER_FOR = 365 * 24 * 60 * 60

/**
 * The same page in the other language (a page load: each language is its own build). The choice is remembered in
 * a first-party cookie that the server reads only to send `/` to `/hi` (server/static/site.ts); a link to any
 * page always shows what its address says.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation()
  const other = LANGUAGE_SITES[locale.language === 'hi' ? 'en' : 'hi']
  const remember = () => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `dem_lang=${other.language}; Path=/; Max-Age=${REMEMBER_FOR}; SameSite=Lax${secure}`
  }
  return (
    <a
      className={className}
      href={`${pathIn(other.language, pathname)}${search}`}
      lang={other.htmlLang}
      hrefLang={other.hreflang}
      onClick={remember}
    >
      {other.name}
    </a>
  )
}

import { useLocation } from 'react-router-dom'
import { locale } from '../../content/locale'
import { LANGUAGE_SITES, pathIn } from '../../content/localised'

/**
 * The same page in the other language (a page load: each language is its own build). The choice is remembered in
 * a first-party cookie that the server reads only to send `/` to `/hi` (server/static/site.ts); a link to any
 * page always shows what its address says.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation()
  const other = LANGUAGE_SITES[locale.language === 'hi' ? 'en' : 'hi']
  // For a year; a language is no secret, so the cookie needs no Secure flag.
  const remember = () => {
    document.cookie = `dem_lang=${other.language};path=/;max-age=31536000;samesite=lax`
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

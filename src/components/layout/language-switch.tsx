import { useLocation } from 'react-router-dom'
import { locale } from '../../content/locale'
import { LANGUAGE_SITES, pathIn } from '../../content/localised'

/**
 * The same page in the other language (a page load: each language is its own build). `?lang=` asks the server to
 * remember the choice in a first-party cookie and redirect to the clean address (server/static/site.ts), so the
 * link works before hydration and without JavaScript; the cookie only sends `/` to `/hi`, a link to any other page
 * always shows what its address says.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation()
  const other = LANGUAGE_SITES[locale.language === 'hi' ? 'en' : 'hi']
  const query = new URLSearchParams(search)
  query.set('lang', other.language)
  return (
    <a
      className={className}
      href={`${pathIn(other.language, pathname)}?${query}`}
      lang={other.htmlLang}
      hrefLang={other.hreflang}
    >
      {other.name}
    </a>
  )
}

import { Helmet } from 'react-helmet-async'
import { config } from '../../config/env'
import { locale } from '../../content/locale'
import { LANGUAGES, LANGUAGE_SITES, pathIn } from '../../content/localised'
import { brand, socialImage } from '../../content/site'

export interface SeoProps {
  /** Page title without the site name. */
  title: string
  description: string
  /**
   * The page's own path in its language (`/about`, also on the Hindi page), for the canonical URL and the other
   * language's alternate; none for a page without one of its own (Not Found).
   */
  path?: string
  /** Absolute path of the social preview image: the language's link-preview card unless given. */
  image?: string
  /** Structured data objects, each rendered as its own JSON-LD script. */
  jsonLd?: readonly object[]
  noindex?: boolean
}

export function Seo({ title, description, path, image = socialImage, jsonLd = [], noindex }: SeoProps) {
  const fullTitle = `${title} | ${brand.siteName}`
  const urlIn = (language: keyof typeof LANGUAGE_SITES) =>
    path === undefined ? undefined : `${config.siteUrl}${pathIn(language, path)}`
  const url = urlIn(locale.language)
  const imageUrl = `${config.siteUrl}${image}`
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* A page kept out of search names no canonical address: the two would contradict each other. */}
      {url && !noindex && <link rel="canonical" href={url} />}
      {/* Each language's version of the page, on both (Google's reciprocal hreflang), English the default. */}
      {url &&
        !noindex &&
        LANGUAGES.map((language) => (
          <link
            key={language}
            rel="alternate"
            hrefLang={LANGUAGE_SITES[language].hreflang}
            href={urlIn(language)}
          />
        ))}
      {url && !noindex && <link rel="alternate" hrefLang="x-default" href={urlIn('en')} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={locale.hreflang.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(data)}
        </script>
      ))}
    </Helmet>
  )
}

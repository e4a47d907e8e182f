/**
 * The HTML of a counsellor's public page (/c/<slug>, /hi/c/<slug>) and of the guarantee's terms (/guarantee,
 * /hi/guarantee), rendered by the server: a link shared on WhatsApp shows a card with the counsellor's name and
 * photo (Open Graph tags in the HTML; link-preview bots run no script). A small page with the site's colours and
 * fonts inline, no script at all. Everything the counsellor wrote is escaped: shown as text, never run.
 */
import type { Language } from '../../src/content/localised'
import * as en from '../../src/content/counsellor-page'
import * as hi from '../../src/content/hi/counsellor-page'
import type { Counsellor } from '../counsellors/counsellors'
import type { CounsellorPage } from './pages'
import { credentialUrl, pageUrl } from './pages'
import { referralUrl } from './kit'

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export const photoPath = (photoId: string, variant: string) => `/api/counsellor-photos/${photoId}/${variant}`

const STYLE = `
:root{--p:#4338ca;--pd:#312e81;--ps:#eef2ff;--a:#f59e0b;--ink:#1f2937;--mu:#4b5563;--ln:#e5e7eb}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari","Nirmala UI",sans-serif;color:var(--ink);line-height:1.6;background:#fff}
a{color:var(--p)}
header{background:var(--pd);color:#fff;padding:12px 16px;display:flex;justify-content:space-between;align-items:center;gap:12px}
header a{color:#fff;text-decoration:none;font-weight:700}
header a.lang{font-weight:400;text-decoration:underline}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
.card{display:flex;gap:20px;align-items:center;flex-wrap:wrap}
.card img{width:160px;height:160px;border-radius:50%;object-fit:cover;background:var(--ps)}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 4px}
h2{font-size:1.25rem;margin:28px 0 8px}
.badge{display:inline-block;background:var(--ps);color:var(--pd);border-radius:999px;padding:2px 12px;font-size:.9rem;font-weight:600}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0 0}
dt{color:var(--mu)}dd{margin:0}
.bio p{margin:0 0 12px;white-space:pre-line;overflow-wrap:anywhere}
ol{padding-left:1.25rem}
.cta{display:block;text-align:center;background:var(--p);color:#fff;text-decoration:none;font-weight:700;padding:14px 18px;border-radius:10px;margin:28px 0 8px;font-size:1.05rem}
.cta:hover{background:var(--pd)}
.small{font-size:.9rem;color:var(--mu)}
footer{border-top:1px solid var(--ln);padding:16px;text-align:center;font-size:.9rem;color:var(--mu)}
`

interface Shell {
  language: Language
  title: string
  description: string
  /** Path without the language prefix, e.g. /c/asha-rao. */
  path: string
  siteUrl: string
  indexable: boolean
  image?: string
  ogType: 'profile' | 'article'
  body: string
}

function shell(s: Shell): string {
  const words = s.language === 'hi' ? hi.counsellorPageContent : en.counsellorPageContent
  const enUrl = `${s.siteUrl}${s.path}`
  const hiUrl = `${s.siteUrl}/hi${s.path}`
  const url = s.language === 'hi' ? hiUrl : enUrl
  const other = s.language === 'hi' ? `${s.path}?lang=en` : `/hi${s.path}?lang=hi`
  const home = s.language === 'hi' ? '/hi' : '/'
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(s.title)}</title>`,
    `<meta name="description" content="${escapeHtml(s.description)}">`,
    `<meta name="robots" content="${s.indexable ? 'index, follow' : 'noindex'}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<link rel="alternate" hreflang="en-IN" href="${escapeHtml(enUrl)}">`,
    `<link rel="alternate" hreflang="hi-IN" href="${escapeHtml(hiUrl)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(enUrl)}">`,
    `<meta property="og:type" content="${s.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(words.home)}">`,
    `<meta property="og:title" content="${escapeHtml(s.title)}">`,
    `<meta property="og:description" content="${escapeHtml(s.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${s.language === 'hi' ? 'hi_IN' : 'en_IN'}">`,
    ...(s.image
      ? [
          `<meta property="og:image" content="${escapeHtml(s.image)}">`,
          `<meta property="og:image:width" content="640">`,
          `<meta property="og:image:height" content="640">`,
          `<meta name="twitter:card" content="summary">`,
          `<meta name="twitter:image" content="${escapeHtml(s.image)}">`,
        ]
      : [`<meta name="twitter:card" content="summary">`]),
    `<link rel="icon" href="/favicon.ico">`,
    `<style>${STYLE}</style>`,
  ]
  return [
    '<!doctype html>',
    `<html lang="${s.language === 'hi' ? 'hi-IN' : 'en-IN'}">`,
    `<head>${meta.join('')}</head>`,
    '<body>',
    `<header><a href="${home}">${escapeHtml(words.home)}</a><a class="lang" href="${escapeHtml(other)}" hreflang="${s.language === 'hi' ? 'en' : 'hi'}">${escapeHtml(words.otherLanguage)}</a></header>`,
    `<main>${s.body}</main>`,
    `<footer>${escapeHtml(words.home)}</footer>`,
    '</body></html>',
  ].join('\n')
}

export function renderCounsellorPage(input: {
  page: CounsellorPage
  counsellor: Counsellor
  language: Language
  siteUrl: string
}): string {
  const { page, counsellor, language, siteUrl } = input
  const words = language === 'hi' ? hi.counsellorPageContent : en.counsellorPageContent
  const name = escapeHtml(counsellor.name)
  const prefix = language === 'hi' ? '/hi' : ''
  const photo = page.photoId
    ? `<picture>` +
      `<source type="image/avif" srcset="${photoPath(page.photoId, '320.avif')} 1x, ${photoPath(page.photoId, '640.avif')} 2x">` +
      `<source type="image/webp" srcset="${photoPath(page.photoId, '320.webp')} 1x, ${photoPath(page.photoId, '640.webp')} 2x">` +
      `<img src="${photoPath(page.photoId, '320.jpg')}" srcset="${photoPath(page.photoId, '640.jpg')} 2x" width="160" height="160" alt="${escapeHtml(words.photoAlt(counsellor.name))}" fetchpriority="high">` +
      `</picture>`
    : ''
  const facts: string[] = []
  const languages = counsellor.languages
    .filter((l): l is Language => l === 'en' || l === 'hi')
    .map((l) => words.languageNames[l])
  if (languages.length > 0)
    facts.push(`<dt>${escapeHtml(words.languages)}</dt><dd>${escapeHtml(languages.join(', '))}</dd>`)
  if (page.area) facts.push(`<dt>${escapeHtml(words.area)}</dt><dd>${escapeHtml(page.area)}</dd>`)
  if (page.yearsTeaching !== null)
    facts.push(
      `<dt>${escapeHtml(words.teaching)}</dt><dd>${escapeHtml(words.years(page.yearsTeaching))}</dd>`,
    )
  if (counsellor.credentialId)
    facts.push(
      `<dt>${escapeHtml(words.credentialId(counsellor.credentialId))}</dt><dd><a href="${escapeHtml(credentialUrl('', counsellor.credentialId))}">${escapeHtml(words.credential)}</a></dd>`,
    )
  if (page.showPhone && counsellor.phone)
    facts.push(
      `<dt>${escapeHtml(words.phone)}</dt><dd><a href="tel:${escapeHtml(counsellor.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(counsellor.phone)}</a></dd>`,
    )
  if (page.showEmail)
    facts.push(
      `<dt>${escapeHtml(words.email)}</dt><dd><a href="mailto:${escapeHtml(counsellor.email)}">${escapeHtml(counsellor.email)}</a></dd>`,
    )
  const bio = page.bio
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')
  const buy = referralUrl('', counsellor.referralCode, language)
  const body = [
    `<div class="card">${photo}<div><h1>${name}</h1><span class="badge">${escapeHtml(words.certified)}</span></div></div>`,
    facts.length > 0 ? `<dl>${facts.join('')}</dl>` : '',
    bio ? `<h2>${escapeHtml(words.about(counsellor.name))}</h2><div class="bio">${bio}</div>` : '',
    `<h2>${escapeHtml(words.debriefHeading)}</h2>`,
    `<ol>${words.debriefSteps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
    `<a class="cta" href="${escapeHtml(buy)}">${escapeHtml(words.buy(counsellor.name))}</a>`,
    `<p class="small"><a href="${prefix}/guarantee">${escapeHtml(words.guaranteeLink)}</a></p>`,
  ].join('\n')
  return shell({
    language,
    title: words.title(counsellor.name),
    description: words.description(counsellor.name, page.area),
    path: `/c/${page.slug}`,
    siteUrl,
    indexable: page.indexable,
    image: page.photoId ? `${siteUrl}${photoPath(page.photoId, '640.jpg')}` : undefined,
    ogType: 'profile',
    body,
  })
}

/** The guarantee's terms: what counts, within what time, what the counsellor gets if it is not met. */
export function renderGuarantee(input: { language: Language; siteUrl: string }): string {
  const words = input.language === 'hi' ? hi.guaranteeContent : en.guaranteeContent
  const body = [
    `<h1>${escapeHtml(words.heading)}</h1>`,
    `<p>${escapeHtml(words.counts)}</p>`,
    `<p>${escapeHtml(words.within)}</p>`,
    `<p>${escapeHtml(words.remedy)}</p>`,
  ].join('\n')
  return shell({
    language: input.language,
    title: words.heading,
    description: words.counts,
    path: '/guarantee',
    siteUrl: input.siteUrl,
    indexable: true,
    ogType: 'article',
    body,
  })
}

export { pageUrl }

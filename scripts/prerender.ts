/**
 * Renders every public (unguarded) route of the built app to static HTML: dist/index.html for "/", and
 * dist/<route>/index.html for the others, each with its Helmet tags in <head>, its own CSS linked and its own JS
 * chunks listed for the boot script (src/boot.ts), which fetches them with the app after the first paint. Unknown
 * paths get dist/404.html, the Not Found page rendered the same way; guarded routes get dist/spa.html, the bare
 * shell. Also writes sitemap.xml and robots.txt from the route table.
 *
 * `tsx scripts/prerender.ts hi` does the same for the Hindi build (dist/hi from dist-ssr-hi, pages under /hi); the
 * English run writes the sitemap, with every page in both languages.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { readBuildManifest } from './vite-manifest'

interface EntryServer {
  renderPage: (url: string) => Promise<string>
  routes: readonly { path: string; guarded?: boolean; clientOnly?: boolean; page: { name: string } }[]
  notFoundPage: { name: string }
  pageSource: (name: string) => string
  config: { siteUrl: string }
  brand: { siteName: string }
  locale: { language: 'en' | 'hi'; basePath: string; hreflang: string }
}

const root = process.cwd()
const hindi = process.argv[2] === 'hi'
const dist = hindi ? path.join(root, 'dist', 'hi') : path.join(root, 'dist')
/** Where the build's files are served from: `/` or `/hi/` (Vite's `base`). */
const base = hindi ? '/hi/' : '/'
const shellPath = path.join(dist, 'spa.html')

// Vite rewrites dist/index.html on every build; keep the untouched shell as spa.html before overwriting it.
const built = readFileSync(path.join(dist, 'index.html'), 'utf8')
const template = built.includes('<!--app-html-->') ? built : readFileSync(shellPath, 'utf8')
if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
  throw new Error('dist/index.html has no <!--app-head--> / <!--app-html--> markers: run `vite build` first')
}

const { entry: bootChunk, appJs, staticChunks } = readBuildManifest(dist)
const bootScript = `<script type="module" crossorigin src="${base}${bootChunk.file}"></script>`
if (!template.includes(bootScript)) throw new Error('dist/index.html does not load the entry script')
const appCss = new Set<string>(bootChunk.css ?? [])

/** The page chunk's own CSS and JS (and its static imports'), minus what the app already loads. */
function pageAssets(source: string): { css: string[]; js: string[] } {
  const chunks = staticChunks(source)
  return {
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((c) => !appCss.has(c)),
    js: chunks.map((c) => c.file).filter((f) => !appJs.has(f)),
  }
}

/**
 * A page's own CSS can come from several chunks (the page, shared sections, a lazy part); on a slow phone link each
 * is another request before first paint. Serve them as one content-hashed file. When the page's chunks load, Vite
 * would link the individual files as well (the same rules again, and a style recalculation of the whole page):
 * a link for each tells Vite's loader they are already there. It must not be fetched: `disabled` alone no longer
 * stops Chromium (150 fetches disabled stylesheets with the page's own, six needless requests on /dem_counsellor),
 * but a stylesheet of a type the browser does not support is never fetched (HTML: "the user agent must not fetch");
 * Vite's loader looks only at `rel` and `href`.
 */
function stylesheetLinks(files: string[]): string[] {
  if (files.length < 2) return files.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`)
  const css = files.map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n')
  const name = `assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
  writeFileSync(path.join(dist, name), css)
  return [
    `<link rel="stylesheet" crossorigin href="${base}${name}">`,
    ...files.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}" type="text/plain" disabled>`),
  ]
}

// React hoists <title>, <meta> and <link> to the start of the stream when rendering outside a full document;
// they belong in <head>.
const leadingHeadTags = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/

const entry = (await import(
  pathToFileURL(path.join(root, hindi ? 'dist-ssr-hi' : 'dist-ssr', 'entry-server.js')).href
)) as EntryServer
if (entry.locale.language !== (hindi ? 'hi' : 'en'))
  throw new Error(`dist-ssr${hindi ? '-hi' : ''} is another language's build`)
/** A route's address in this build's language (`/about`, `/hi/about`; the Hindi home page is `/hi`). */
const pageUrl = (routePath: string) =>
  entry.locale.basePath && routePath === '/' ? entry.locale.basePath : `${entry.locale.basePath}${routePath}`
const publicRoutes = entry.routes.filter((r) => !r.guarded && !r.clientOnly)

// A document needs a <title> (HTML validity, and the tab's name until the app sets the page's own). The shell serves
// only per-person and guarded pages (My orders, the scan, checkout) and unknown paths: never indexed, said in the
// HTML itself (as /admin's is) for a crawler that ignores the X-Robots-Tag header and runs no script. Marked like the
// prerendered tags: the client drops it, the page's own <Seo noindex> renders it again.
// The title is marked too: a page's own <Seo> renders its <title> beside it otherwise (two titles, issue 50).
const shellTitle = `<title data-prerendered>${entry.brand.siteName.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`
const shellHead = `${shellTitle}<meta data-prerendered name="robots" content="noindex">`
writeFileSync(shellPath, template.replace('<!--app-head-->', shellHead).replace('<!--app-html-->', ''))

/** Renders the page at `url` (its chunk: `pageName`) into a complete HTML document. */
async function renderDocument(url: string, pageName: string): Promise<string> {
  const html = await entry.renderPage(url)
  const hoisted = html.match(leadingHeadTags)?.[0] ?? ''
  const body = html.slice(hoisted.length)
  // Marked so the client can drop them before hydrating: React then renders its own copies into <head>.
  const head = hoisted.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')
  if (!hoisted.includes('<title>'))
    throw new Error(`${url}: the page rendered no <title> (every page needs <Seo>)`)
  const { css, js } = pageAssets(entry.pageSource(pageName))
  const links = stylesheetLinks(css).join('')
  // Page links go last in <head>, after the entry's stylesheet, so page CSS wins the cascade over Bootstrap.
  return template
    .replace('<!--app-head-->', head)
    .replace(
      bootScript,
      bootScript.replace(
        '<script ',
        `<script data-page-modules="${js.map((f) => `${base}${f}`).join(' ')}" `,
      ),
    )
    .replace('</head>', `${links}</head>`)
    .replace('<!--app-html-->', body)
}

for (const route of publicRoutes) {
  const page = await renderDocument(pageUrl(route.path), route.page.name)
  const outDir = route.path === '/' ? dist : path.join(dist, route.path)
  mkdirSync(outDir, { recursive: true })
  writeFileSync(path.join(outDir, 'index.html'), page)
  console.log(`prerendered ${pageUrl(route.path)} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`)
}

// Unknown paths: the Not Found page painted from HTML like the others (the bare shell showed a full-height loading
// placeholder first, and the page jumped when it arrived). Any path no route has renders it.
const notFound = await renderDocument(pageUrl('/__not-found__'), entry.notFoundPage.name)
writeFileSync(path.join(dist, '404.html'), notFound)
console.log(`prerendered 404.html (${(Buffer.byteLength(notFound) / 1024).toFixed(1)} KB)`)

if (hindi) {
  console.log(`prerendered ${publicRoutes.length} Hindi pages; the English run writes the sitemap`)
  process.exit(0)
}

const site = entry.config.siteUrl
// Every public page in both languages, each entry naming both versions (and English as the default).
const languages = [
  { hreflang: 'en-IN', url: (p: string) => `${site}${p}` },
  { hreflang: 'hi-IN', url: (p: string) => `${site}${p === '/' ? '/hi' : `/hi${p}`}` },
]
const alternates = (p: string) =>
  [
    ...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${l.url(p)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${site}${p}"/>`,
  ].join('')
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...publicRoutes.flatMap((r) =>
    languages.map((l) => `  <url><loc>${l.url(r.path)}</loc>${alternates(r.path)}</url>`),
  ),
  '</urlset>',
  '',
].join('\n')
writeFileSync(path.join(dist, 'sitemap.xml'), sitemap)

const robots = [
  'User-agent: *',
  'Allow: /',
  ...entry.routes
    .filter((r) => r.guarded || r.clientOnly)
    .flatMap((r) => [`Disallow: ${r.path}`, `Disallow: /hi${r.path}`]),
  `Sitemap: ${site}/sitemap.xml`,
  '',
].join('\n')
writeFileSync(path.join(dist, 'robots.txt'), robots)
if (!existsSync(path.join(dist, 'sitemap.xml'))) throw new Error('sitemap.xml was not written')
console.log(`wrote sitemap.xml (${publicRoutes.length * languages.length} URLs) and robots.txt`)

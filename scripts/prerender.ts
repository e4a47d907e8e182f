/**
 * Renders every public (unguarded) route of the built app to static HTML: dist/index.html for "/", and
 * dist/<route>/index.html for the others, each with its Helmet tags in <head> and its own CSS and JS chunks
 * linked, so the page paints before any script runs and hydrates without refetching. Guarded routes and
 * unknown paths get dist/spa.html, the bare shell. Also writes sitemap.xml and robots.txt from the route table.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

interface EntryServer {
  renderPage: (url: string) => Promise<string>
  routes: readonly { path: string; guarded?: boolean; page: { name: string } }[]
  pageSource: (name: string) => string
  config: { siteUrl: string }
}

const root = process.cwd()
const dist = path.join(root, 'dist')
const shellPath = path.join(dist, 'spa.html')

// Vite rewrites dist/index.html on every build; keep the untouched shell as spa.html before overwriting it.
const built = readFileSync(path.join(dist, 'index.html'), 'utf8')
const template = built.includes('<!--app-html-->') ? built : readFileSync(shellPath, 'utf8')
if (!template.includes('<!--app-html-->') || !template.includes('<!--app-head-->')) {
  throw new Error('dist/index.html has no <!--app-head--> / <!--app-html--> markers: run `vite build` first')
}
writeFileSync(shellPath, template.replace('<!--app-head-->', '').replace('<!--app-html-->', ''))

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
const entryChunk = entryKey ? manifest[entryKey] : undefined

/** The page chunk's own CSS and JS (and its static imports), minus what the entry already loads. */
function pageAssets(source: string): { css: string[]; js: string[] } {
  const css = new Set<string>()
  const js = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    js.add(chunk.file)
    chunk.css?.forEach((c) => css.add(c))
    chunk.imports?.forEach(visit)
  }
  visit(source)
  const entryJs = new Set<string>()
  const entryCss = new Set<string>(entryChunk?.css ?? [])
  const visitEntry = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || entryJs.has(chunk.file)) return
    entryJs.add(chunk.file)
    chunk.imports?.forEach(visitEntry)
  }
  if (entryKey) visitEntry(entryKey)
  return {
    css: [...css].filter((c) => !entryCss.has(c)),
    js: [...js].filter((f) => !entryJs.has(f)),
  }
}

/**
 * A page's own CSS can come from several chunks (the page, shared sections, a lazy part); on a slow phone link each
 * is another request before first paint. Serve them as one content-hashed file. (When the chunks load on the
 * client, Vite links the individual files too: the same rules, fetched after the page is painted.)
 */
function combinedStylesheet(files: string[]): string[] {
  if (files.length < 2) return files
  const css = files.map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n')
  const name = `assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
  writeFileSync(path.join(dist, name), css)
  return [name]
}

// React hoists <title>, <meta> and <link> to the start of the stream when rendering outside a full document;
// they belong in <head>.
const leadingHeadTags = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/

const entry = (await import(
  pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href
)) as EntryServer
const publicRoutes = entry.routes.filter((r) => !r.guarded)

for (const route of publicRoutes) {
  const html = await entry.renderPage(route.path)
  const hoisted = html.match(leadingHeadTags)?.[0] ?? ''
  const body = html.slice(hoisted.length)
  // Marked so the client can drop them before hydrating: React then renders its own copies into <head>.
  const head = hoisted.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')
  if (!hoisted.includes('<title>'))
    throw new Error(`${route.path}: the page rendered no <title> (every page needs <Seo>)`)
  const { css, js } = pageAssets(entry.pageSource(route.page.name))
  const links = [
    ...combinedStylesheet(css).map((href) => `<link rel="stylesheet" crossorigin href="/${href}">`),
    ...js.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
  ].join('')
  // Page links go last in <head>, after the entry's stylesheet, so page CSS wins the cascade over Bootstrap.
  const page = template
    .replace('<!--app-head-->', head)
    .replace('</head>', `${links}</head>`)
    .replace('<!--app-html-->', body)
  const outDir = route.path === '/' ? dist : path.join(dist, route.path)
  mkdirSync(outDir, { recursive: true })
  writeFileSync(path.join(outDir, 'index.html'), page)
  console.log(`prerendered ${route.path} (${(Buffer.byteLength(page) / 1024).toFixed(1)} KB)`)
}

const site = entry.config.siteUrl
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...publicRoutes.map((r) => `  <url><loc>${site}${r.path}</loc></url>`),
  '</urlset>',
  '',
].join('\n')
writeFileSync(path.join(dist, 'sitemap.xml'), sitemap)

const robots = [
  'User-agent: *',
  'Allow: /',
  ...entry.routes.filter((r) => r.guarded).map((r) => `Disallow: ${r.path}`),
  `Sitemap: ${site}/sitemap.xml`,
  '',
].join('\n')
writeFileSync(path.join(dist, 'robots.txt'), robots)
if (!existsSync(path.join(dist, 'sitemap.xml'))) throw new Error('sitemap.xml was not written')
console.log(`wrote sitemap.xml (${publicRoutes.length} URLs) and robots.txt`)

/**
 * Serves the built SPA from dist/ in the API process.
 *  - /about -> dist/about/index.html (prerendered), / -> dist/index.html; HTML is `no-cache`.
 *  - a trailing slash redirects (301) to the path without it, always on this site (see sameSite).
 *  - guarded, client-only routes -> dist/spa.html with 200; any other unknown extension-less path ->
 *    dist/404.html (the prerendered Not Found page; dist/spa.html if there is none) with 404.
 *  - paths with an extension are files or a plain 404, never the HTML shell (robots.txt, favicon.ico...).
 *  - /assets/* (and /hi/assets/*) are content-hashed: cached for a year. Other files: one hour.
 *  - /hi and /hi/...: the Hindi site (dist/hi), the same rules inside it. `/` goes to `/hi` (302) only for a
 *    reader who chose Hindi with the language switch (the `dem_lang` cookie, set here when a switch link's
 *    `?lang=hi|en` arrives, then 302 to the address without it); a first visit, a crawler or a shared link always
 *    gets what its address says, whatever Accept-Language asks.
 * Text files are compressed (brotli or gzip) once and kept in memory; a rebuild is picked up by mtime.
 */
import { stat, readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../context'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export const CLIENT_ONLY_ROUTES = [
  '/checkout',
  '/student-plans-list',
  '/eec-plans-list',
  '/orders',
  '/scan',
  '/orders/report',
  '/workspace',
  '/workspace/course',
] as const

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
])
const MAX_CACHED_BYTES = 8 * 1024 * 1024

interface CachedFile {
  mtimeMs: number
  size: number
  etag: string
  body: Buffer
  br?: Promise<Buffer>
  gzip?: Promise<Buffer>
}

/**
 * A page the server renders itself (a counsellor's page, server/routes/counsellor-pages.ts): given the path inside
 * its language's site, it sends the page and says true, or says false and the site answers as for any other path.
 */
export type DynamicPage = (input: {
  path: string
  language: 'en' | 'hi'
  request: FastifyRequest
  reply: FastifyReply
}) => Promise<boolean>

export function siteRoutes(app: App, distDir: string, dynamicPage?: DynamicPage) {
  const root = path.resolve(distDir)
  const cache = new Map<string, CachedFile>()
  const clientOnly = new Set<string>(CLIENT_ONLY_ROUTES)

  async function load(file: string): Promise<CachedFile | undefined> {
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile() || info.size > MAX_CACHED_BYTES) return undefined
    const cached = cache.get(file)
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached
    const body = await readFile(file)
    const entry: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      etag: `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
      body,
    }
    cache.set(file, entry)
    return entry
  }

  function encodedBody(
    entry: CachedFile,
    ext: string,
    acceptEncoding: string,
  ): { body: Buffer; encoding?: string } {
    return {
      body: entry.body,
      ...(COMPRESSIBLE.has(ext) && entry.size > 1024 ? { encoding: pickEncoding(acceptEncoding) } : {}),
    }
  }

  async function send(request: FastifyRequest, reply: FastifyReply, file: string, status: number) {
    const entry = await load(file)
    if (!entry) return notFound(reply)
    const ext = path.extname(file).toLowerCase()
    const urlPath = request.url.split('?')[0] ?? ''
    reply.code(status)
    reply.header('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    reply.header(
      'Cache-Control',
      ext === '.html'
        ? 'no-cache'
        : urlPath.startsWith('/assets/') || urlPath.startsWith('/hi/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
    )
    reply.header('ETag', entry.etag)
    if (COMPRESSIBLE.has(ext)) {
      const vary = reply.getHeader('Vary')
      reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    }
    if (status === 200 && request.headers['if-none-match'] === entry.etag) return reply.code(304).send()
    const chosen = encodedBody(entry, ext, String(request.headers['accept-encoding'] ?? ''))
    if (chosen.encoding === 'br') {
      entry.br ??= brotli(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      reply.header('Content-Encoding', 'br')
      return reply.send(await entry.br)
    }
    if (chosen.encoding === 'gzip') {
      entry.gzip ??= gzipAsync(entry.body, { level: 9 })
      reply.header('Content-Encoding', 'gzip')
      return reply.send(await entry.gzip)
    }
    return reply.send(chosen.body)
  }

  function notFound(reply: FastifyReply) {
    return reply.code(404).header('Cache-Control', 'no-cache').send({ message: 'Not found.' })
  }

  app.get('/*', { config: { rateLimit: false } }, async (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '/'
    const query = request.url.slice(rawPath.length)
    if (rawPath === '/api' || rawPath.startsWith('/api/')) return notFound(reply)
    let decoded: string
    try {
      decoded = decodeURIComponent(rawPath)
    } catch {
      return notFound(reply)
    }
    if (decoded.includes('\0') || decoded.split('/').includes('..')) return notFound(reply)
    if (decoded.length > 1 && decoded.endsWith('/')) return reply.redirect(sameSite(rawPath, query), 301)
    const last = decoded.slice(decoded.lastIndexOf('/') + 1)
    if (/\.[A-Za-z0-9]+$/.test(last)) {
      const file = path.join(root, decoded)
      if (!file.startsWith(root + path.sep)) return notFound(reply)
      return send(request, reply, file, 200)
    }
    // The back office (its own entry, admin.html) answers every path under /admin; never indexed.
    if (decoded === '/admin' || decoded.startsWith('/admin/')) {
      reply.header('X-Robots-Tag', 'noindex, nofollow')
      return send(request, reply, path.join(root, 'admin.html'), 200)
    }
    // The language switch's links carry `?lang=`: the choice is remembered here, not by the page's script, so a tap
    // before hydration (or without JavaScript) counts; then the clean address, which the address bar shows.
    const chosen = new URLSearchParams(query.slice(1)).get('lang')
    if (chosen === 'en' || chosen === 'hi') {
      // The other parameters exactly as they came (URLSearchParams would re-encode them).
      const rest = query
        .slice(1)
        .split('&')
        .filter((pair) => !pair.startsWith('lang='))
        .join('&')
      reply.header('Set-Cookie', `dem_lang=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax`)
      reply.header('Cache-Control', 'no-store')
      return reply.redirect(sameSite(rawPath, rest ? `?${rest}` : ''), 302)
    }
    if (decoded === '/') {
      reply.header('Vary', 'Cookie')
      if (chosenLanguage(request.headers.cookie) === 'hi') return reply.redirect(`/hi${query}`, 302)
    }
    // The Hindi site is a site of its own under /hi: its pages, its Not Found page, its shell.
    const hindi = decoded === '/hi' || decoded.startsWith('/hi/')
    const siteRoot = hindi ? path.join(root, 'hi') : root
    const inner = hindi ? decoded.slice(3) || '/' : decoded
    if (dynamicPage && (await dynamicPage({ path: inner, language: hindi ? 'hi' : 'en', request, reply })))
      return reply
    const page = inner === '/' ? path.join(siteRoot, 'index.html') : path.join(siteRoot, inner, 'index.html')
    if (page.startsWith(root + path.sep) && (await load(page))) return send(request, reply, page, 200)
    if (!clientOnly.has(inner)) {
      const missing = path.join(siteRoot, '404.html')
      if (await load(missing)) return send(request, reply, missing, 404)
    }
    const shell = path.join(siteRoot, 'spa.html')
    if (!(await load(shell))) return notFound(reply)
    // Per-person pages (a buyer's orders, a child's scan): never indexed, said before any script runs.
    reply.header('X-Robots-Tag', 'noindex')
    return send(request, reply, shell, clientOnly.has(inner) ? 200 : 404)
  })
}

/** The language the reader chose with the switch (cookie `dem_lang`, set by the `?lang=` redirect), if any. */
export function chosenLanguage(cookieHeader: string | undefined): 'en' | 'hi' | undefined {
  const value = /(?:^|;\s*)dem_lang=(en|hi)(?:;|$)/.exec(cookieHeader ?? '')?.[1]
  return value === 'en' || value === 'hi' ? value : undefined
}

/**
 * The path without its trailing slashes, as a Location that stays on this site. Browsers read `//host`, `/\\host`
 * and `///host` as another host (a backslash counts as a slash), so leading slashes and backslashes collapse to
 * one: `//evil.example/` goes to `/evil.example`, a page of ours (Not Found), never to evil.example.
 */
export function sameSite(rawPath: string, query: string): string {
  return `/${rawPath.replace(/^[/\\]+/, '').replace(/[/\\]+$/, '')}${query}`
}

function pickEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/q=0(\.0+)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return undefined
}

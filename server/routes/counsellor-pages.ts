/**
 * A counsellor's own page (server/counsellor-pages/): the public page /c/<slug> and /hi/c/<slug> (answered from
 * the site's catch-all, server/static/site.ts, so that a page not shown gets exactly the site's Not Found), its
 * photos, the guarantee's terms, the sitemap's counsellor pages; the workspace's page editor, photo upload,
 * publishing, kit and first-100 offer (inside the workspace's signed-in scope); staff's list and take-down
 * (inside the back office's scope).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import * as en from '../../src/content/counsellor-page'
import * as hi from '../../src/content/hi/counsellor-page'
import type { Language } from '../../src/content/localised'
import type { App, AppContext } from '../context'
import { counsellorStats } from '../counsellors/stats'
import { FIRST_BUYERS, kitBuyerPlace } from '../counsellor-pages/first-hundred'
import { KIT_FILES, kitFile, referralUrl, whatsappText } from '../counsellor-pages/kit'
import {
  credentialUrl,
  indexableSlugs,
  isShownPhoto,
  pageOf,
  pageUrl,
  pagesForStaff,
  photoVariant,
  publicPage,
  restorePage,
  savePage,
  setPublished,
  storePhoto,
  takeDown,
  type CounsellorPage,
} from '../counsellor-pages/pages'
import { KIT_VARIANT, PAGE_FORMATS, PAGE_WIDTHS, processPhoto } from '../counsellor-pages/photos'
import { renderCounsellorPage, renderGuarantee } from '../counsellor-pages/render'
import { SLUG_PATTERN } from '../counsellor-pages/slugs'
import type { Counsellor } from '../counsellors/counsellors'
import { HttpError } from '../http/errors'
import { freeText, idParams, isUuid } from '../http/schemas'
import { listQuery, page, sendPage } from './admin-list'

const VARIANTS = new Set<string>([
  KIT_VARIANT,
  ...PAGE_WIDTHS.flatMap((w) => PAGE_FORMATS.map((f) => `${w}.${f}`)),
])
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'application/octet-stream']

const pageBody = z.strictObject({
  slug: z.string().max(60, 'The page address must be at most 40 characters.'),
  bio: z.string().max(1500, 'The bio must be at most 1500 characters.'),
  area: z.string().trim().max(80, 'The city or area must be at most 80 characters.'),
  yearsTeaching: z
    .number()
    .int('Years of teaching must be a whole number.')
    .min(0, 'Years of teaching must be between 0 and 60.')
    .max(60, 'Years of teaching must be between 0 and 60.')
    .nullable(),
  showPhone: z.boolean(),
  showEmail: z.boolean(),
  indexable: z.boolean(),
})
const publishBody = z.strictObject({ published: z.boolean() })
const takeDownBody = z.strictObject({ reason: freeText('Reason', 500, true) })
const photoParams = z.strictObject({ id: z.string().max(40), variant: z.string().max(20) })
const kitParams = z.strictObject({ file: z.string().max(30) })

function sendHtml(reply: FastifyReply, html: string, indexable: boolean) {
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-robots-tag', indexable ? 'all' : 'noindex')
    .send(html)
}

/**
 * For the site's catch-all: answers /c/<slug> and /guarantee (under /hi too) when there is something to show, and
 * says false otherwise (the site then answers its Not Found, as for any unknown address).
 */
export function counsellorPageSite(ctx: AppContext) {
  const { db } = ctx.database
  return async (input: {
    path: string
    language: Language
    request: FastifyRequest
    reply: FastifyReply
  }): Promise<boolean> => {
    const siteUrl = ctx.config.siteUrl
    if (input.path === '/guarantee') {
      await sendHtml(input.reply, renderGuarantee({ language: input.language, siteUrl }), true)
      return true
    }
    const slug = /^\/c\/([^/]+)$/.exec(input.path)?.[1]
    if (!slug || !SLUG_PATTERN.test(slug)) return false
    const shown = await publicPage(db, slug)
    if (!shown) return false
    const html = renderCounsellorPage({ ...shown, language: input.language, siteUrl })
    await sendHtml(input.reply, html, shown.page.indexable)
    return true
  }
}

export function counsellorPagePublicRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database
  app.get(
    '/api/counsellor-photos/:id/:variant',
    { schema: { params: photoParams } },
    async (request, reply) => {
      const { id, variant } = request.params
      if (!isUuid(id) || !VARIANTS.has(variant) || !(await isShownPhoto(db, id)))
        throw new HttpError(404, 'Photo not found.')
      const photo = await photoVariant(db, { photoId: id, variant })
      if (!photo) throw new HttpError(404, 'Photo not found.')
      // A new photo has a new id: a photo's address never changes what it shows.
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(photo.bytes)
    },
  )

  // The prerendered sitemap (scripts/prerender.ts) with the counsellor pages their counsellors chose to have indexed.
  app.get('/sitemap.xml', { config: { rateLimit: false } }, async (_request, reply) => {
    const site = ctx.config.siteUrl
    const built = await readFile(path.join(ctx.config.distDir, 'sitemap.xml'), 'utf8').catch(() => undefined)
    const head =
      built?.replace(/<\/urlset>\s*$/, '') ??
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
    const pages = (await indexableSlugs(db)).flatMap((slug) => {
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="en-IN" href="${site}/c/${slug}"/>`,
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${site}/hi/c/${slug}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/c/${slug}"/>`,
      ].join('')
      return [
        `  <url><loc>${site}/c/${slug}</loc>${alternates}</url>`,
        `  <url><loc>${site}/hi/c/${slug}</loc>${alternates}</url>`,
      ]
    })
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${head.trimEnd()}\n${pages.map((line) => `${line}\n`).join('')}</urlset>\n`)
  })
}

function workspacePage(ctx: AppContext, counsellor: Counsellor, page: CounsellorPage | undefined) {
  const siteUrl = ctx.config.siteUrl
  const photo = (variant: string) => (page?.photoId ? `/api/workspace/page/photo/${variant}` : null)
  return {
    page: page
      ? {
          slug: page.slug,
          bio: page.bio,
          area: page.area,
          yearsTeaching: page.yearsTeaching,
          showPhone: page.showPhone,
          showEmail: page.showEmail,
          indexable: page.indexable,
          published: page.publishedAt !== null,
          takenDown: page.takenDownAt
            ? { at: page.takenDownAt.toISOString(), reason: page.takenDownReason }
            : null,
          url: pageUrl(siteUrl, page.slug),
          hindiUrl: pageUrl(siteUrl, page.slug, 'hi'),
        }
      : null,
    photo: { small: photo('320.jpg'), large: photo('640.jpg') },
    languages: counsellor.languages,
    credentialUrl: counsellor.credentialId ? credentialUrl(siteUrl, counsellor.credentialId) : null,
    kit: {
      files: Object.keys(KIT_FILES).map((file) => ({ file, url: `/api/workspace/kit/${file}` })),
      whatsapp: {
        en: whatsappText(counsellor, siteUrl, 'en'),
        hi: whatsappText(counsellor, siteUrl, 'hi'),
      },
      referralUrl: referralUrl(siteUrl, counsellor.referralCode, 'en'),
    },
  }
}

const addMonths = (date: Date, months: number) => {
  const due = new Date(date)
  due.setUTCMonth(due.getUTCMonth() + months)
  return due
}

/** Inside the workspace's signed-in scope (routes/workspace.ts): request.counsellor is set. */
export function counsellorPageWorkspaceRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database

  scope.addContentTypeParser(
    PHOTO_TYPES,
    { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
    (_r, body, done) => done(null, body),
  )

  scope.get('/api/workspace/page', async (request) =>
    workspacePage(ctx, request.counsellor, await pageOf(db, request.counsellor.id)),
  )

  scope.put('/api/workspace/page', { schema: { body: pageBody } }, async (request) => {
    const page = await db.transaction((tx) =>
      savePage(tx, { counsellorId: request.counsellor.id, page: request.body, now: ctx.clock() }),
    )
    return workspacePage(ctx, request.counsellor, page)
  })

  scope.post('/api/workspace/page/publish', { schema: { body: publishBody } }, async (request) => {
    const page = await db.transaction((tx) =>
      setPublished(tx, {
        counsellorId: request.counsellor.id,
        published: request.body.published,
        now: ctx.clock(),
      }),
    )
    return workspacePage(ctx, request.counsellor, page)
  })

  scope.post('/api/workspace/page/photo', { bodyLimit: 16 * 1024 * 1024 }, async (request) => {
    if (!Buffer.isBuffer(request.body))
      throw new HttpError(415, 'Upload the photo itself (JPEG or PNG) as the request body.')
    // Checked before the work: a page must exist to hold the photo.
    if (!(await pageOf(db, request.counsellor.id)))
      throw new HttpError(400, 'Save your page first, then add a photo.')
    const photo = await processPhoto(request.body)
    const page = await db.transaction((tx) =>
      storePhoto(tx, { counsellorId: request.counsellor.id, photo, now: ctx.clock() }),
    )
    return workspacePage(ctx, request.counsellor, page)
  })

  scope.get(
    '/api/workspace/page/photo/:variant',
    { schema: { params: z.strictObject({ variant: z.string().max(20) }) } },
    async (request, reply) => {
      const page = await pageOf(db, request.counsellor.id)
      if (!page?.photoId || !VARIANTS.has(request.params.variant))
        throw new HttpError(404, 'Photo not found.')
      const photo = await photoVariant(db, {
        photoId: page.photoId,
        variant: request.params.variant,
        counsellorId: request.counsellor.id,
      })
      if (!photo) throw new HttpError(404, 'Photo not found.')
      return reply.header('content-type', photo.contentType).send(photo.bytes)
    },
  )

  scope.get('/api/workspace/kit/:file', { schema: { params: kitParams } }, async (request, reply) => {
    if (!KIT_FILES[request.params.file]) throw new HttpError(404, 'Not found.')
    const page = await pageOf(db, request.counsellor.id)
    const photo = page?.photoId
      ? await photoVariant(db, {
          photoId: page.photoId,
          variant: KIT_VARIANT,
          counsellorId: request.counsellor.id,
        })
      : undefined
    const made = await kitFile(
      { counsellor: request.counsellor, page, photo: photo?.bytes, siteUrl: ctx.config.siteUrl },
      request.params.file,
    )
    return reply
      .header('content-type', made.contentType)
      .header('content-disposition', `attachment; filename="DEM-${request.params.file}"`)
      .send(made.bytes)
  })

  scope.get('/api/workspace/offer', async (request) => {
    const counsellor = request.counsellor
    const place = counsellor.applicantId ? await kitBuyerPlace(db, counsellor.applicantId) : null
    const stats = await counsellorStats(db, counsellor.id, ctx.clock())
    const due = addMonths(counsellor.certifiedAt ?? counsellor.createdAt, en.guaranteeRule.withinMonths)
    return {
      firstHundred: {
        eligible: place !== null && place <= FIRST_BUYERS,
        place: place !== null && place <= FIRST_BUYERS ? place : null,
      },
      guarantee: {
        students: en.guaranteeRule.students,
        assigned: stats.studentsTotal,
        dueBy: due.toISOString(),
        withinMonths: en.guaranteeRule.withinMonths,
        rule: { en: ruleOf('en'), hi: ruleOf('hi') },
      },
    }
  })
}

function ruleOf(language: Language) {
  const words = language === 'hi' ? hi.guaranteeContent : en.guaranteeContent
  return { heading: words.heading, counts: words.counts, within: words.within, remedy: words.remedy }
}

/** Inside the back office's scope (routes/admin.ts): request.staffEmail is set. */
export function adminCounsellorPageRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database
  // Every page, as the back office's lists read them (ra-data-simple-rest: an array and X-Total-Count); a page's
  // id is its counsellor's.
  const staffPages = async () =>
    (await pagesForStaff(db)).map((page) => ({
      id: page.counsellorId,
      ...page,
      url: `${ctx.config.siteUrl}/c/${page.slug}`,
    }))
  scope.get('/api/admin/counsellor-pages', { schema: { querystring: listQuery } }, async (request, reply) => {
    const at = page(request.query)
    const rows = await staffPages()
    return sendPage(reply, 'counsellor-pages', at, rows.length, rows.slice(at.offset, at.offset + at.limit))
  })
  scope.get('/api/admin/counsellor-pages/:id', { schema: { params: idParams } }, async (request) => {
    const found = (await staffPages()).find((row) => row.id === request.params.id)
    if (!found) throw new HttpError(404, 'Page not found.')
    return found
  })

  scope.get('/api/admin/guarantee-rule', async () => ({
    students: en.guaranteeRule.students,
    withinMonths: en.guaranteeRule.withinMonths,
    rule: { en: ruleOf('en'), hi: ruleOf('hi') },
  }))

  scope.post(
    '/api/admin/counsellor-pages/:id/take-down',
    { schema: { params: idParams, body: takeDownBody } },
    async (request) => {
      if (!isUuid(request.params.id)) throw new HttpError(404, 'Page not found.')
      const page = await db.transaction((tx) =>
        takeDown(tx, {
          counsellorId: request.params.id,
          reason: request.body.reason,
          by: request.staffEmail,
          now: ctx.clock(),
          workspaceUrl: `${ctx.config.siteUrl}/workspace`,
        }),
      )
      ctx.mail.kick()
      return { slug: page.slug, takenDownAt: page.takenDownAt?.toISOString() ?? null }
    },
  )

  scope.post('/api/admin/counsellor-pages/:id/restore', { schema: { params: idParams } }, async (request) => {
    if (!isUuid(request.params.id)) throw new HttpError(404, 'Page not found.')
    const page = await db.transaction((tx) =>
      restorePage(tx, { counsellorId: request.params.id, now: ctx.clock() }),
    )
    return { slug: page.slug, takenDownAt: null }
  })
}

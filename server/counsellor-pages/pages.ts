/**
 * A certified counsellor's own page: what they write in the workspace (address, bio, area, years of teaching,
 * what to show), their photo, publishing, and staff's take-down with a reason the counsellor is mailed. The public
 * page answers only while published, not taken down and the counsellor certified: anything else reads exactly as
 * an address nobody has (routes/counsellor-pages.ts answers the site's Not Found).
 */
import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Language } from '../../src/content/localised'
import * as en from '../../src/content/counsellor-page'
import * as hi from '../../src/content/hi/counsellor-page'
import type { Counsellor } from '../counsellors/counsellors'
import type { DbOrTx } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { counsellorPages, counsellorPhotos, counsellors, orders } from '../db/schema'
import { RefusedError } from '../lib/errors'
import { enqueueMail } from '../mail/queue'
import type { PhotoVariant } from './photos'
import { SLUG_MESSAGES, checkSlug, normaliseSlug } from './slugs'

export type CounsellorPage = typeof counsellorPages.$inferSelect

export interface PageInput {
  slug: string
  bio: string
  area: string
  yearsTeaching: number | null
  showPhone: boolean
  showEmail: boolean
  indexable: boolean
}

export const PAGE_MESSAGES = {
  noPage: 'Save your page first: choose its address.',
  noPhotoPage: 'Save your page first, then add a photo.',
  takenDown: 'Our team has taken your page down. Please write to us before it can be published again.',
  incomplete: 'Add a short bio before you publish your page.',
  notFound: 'Page not found.',
  bioControl: 'The bio contains characters that are not allowed.',
} as const

/** PostgreSQL's unique_violation, as the driver or drizzle's wrapper reports it. */

const CONTROL = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u

export async function pageOf(db: DbOrTx, counsellorId: string): Promise<CounsellorPage | undefined> {
  const [row] = await db.select().from(counsellorPages).where(eq(counsellorPages.counsellorId, counsellorId))
  return row
}

/** Creates or changes the counsellor's page; the address is checked here and by the unique index (a race). */
export async function savePage(
  tx: DbOrTx,
  input: { counsellorId: string; page: PageInput; now: Date },
): Promise<CounsellorPage> {
  const slug = normaliseSlug(input.page.slug)
  checkSlug(slug)
  const bio = input.page.bio.replace(/\r\n?/g, '\n').trim()
  if (CONTROL.test(bio.replace(/\n/g, '')) || CONTROL.test(input.page.area))
    throw new RefusedError('invalid', PAGE_MESSAGES.bioControl)
  const [other] = await tx
    .select({ id: counsellorPages.counsellorId })
    .from(counsellorPages)
    .where(and(eq(counsellorPages.slug, slug), ne(counsellorPages.counsellorId, input.counsellorId)))
  if (other) throw new RefusedError('conflict', SLUG_MESSAGES.taken)
  const values = {
    slug,
    bio,
    area: input.page.area.trim(),
    yearsTeaching: input.page.yearsTeaching,
    showPhone: input.page.showPhone,
    showEmail: input.page.showEmail,
    indexable: input.page.indexable,
    updatedAt: input.now,
  }
  try {
    const [row] = await tx
      .insert(counsellorPages)
      .values({ counsellorId: input.counsellorId, ...values, createdAt: input.now })
      .onConflictDoUpdate({ target: counsellorPages.counsellorId, set: values })
      .returning()
    return row!
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefusedError('conflict', SLUG_MESSAGES.taken)
    throw error
  }
}

/** Publishes or hides the page; a page staff took down stays down until they put it back. */
export async function setPublished(
  tx: DbOrTx,
  input: { counsellorId: string; published: boolean; now: Date },
): Promise<CounsellorPage> {
  const page = await pageOf(tx, input.counsellorId)
  if (!page) throw new RefusedError('invalid', PAGE_MESSAGES.noPage)
  if (input.published && page.takenDownAt) throw new RefusedError('forbidden', PAGE_MESSAGES.takenDown)
  if (input.published && page.bio === '') throw new RefusedError('invalid', PAGE_MESSAGES.incomplete)
  const [row] = await tx
    .update(counsellorPages)
    .set({ publishedAt: input.published ? (page.publishedAt ?? input.now) : null, updatedAt: input.now })
    .where(eq(counsellorPages.counsellorId, input.counsellorId))
    .returning()
  return row!
}

/** Stores a processed photo's variants and makes it the page's photo; the previous one's rows go. */
export async function storePhoto(
  tx: DbOrTx,
  input: { counsellorId: string; photo: { id: string; variants: PhotoVariant[] }; now: Date },
): Promise<CounsellorPage> {
  const page = await pageOf(tx, input.counsellorId)
  if (!page) throw new RefusedError('invalid', PAGE_MESSAGES.noPhotoPage)
  await tx.insert(counsellorPhotos).values(
    input.photo.variants.map((v) => ({
      id: input.photo.id,
      counsellorId: input.counsellorId,
      variant: v.variant,
      contentType: v.contentType,
      bytes: v.bytes,
      createdAt: input.now,
    })),
  )
  if (page.photoId)
    await tx
      .delete(counsellorPhotos)
      .where(
        and(eq(counsellorPhotos.counsellorId, input.counsellorId), eq(counsellorPhotos.id, page.photoId)),
      )
  const [row] = await tx
    .update(counsellorPages)
    .set({ photoId: input.photo.id, updatedAt: input.now })
    .where(eq(counsellorPages.counsellorId, input.counsellorId))
    .returning()
  return row!
}

export async function photoVariant(
  db: DbOrTx,
  input: { photoId: string; variant: string; counsellorId?: string },
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: counsellorPhotos.contentType, bytes: counsellorPhotos.bytes })
    .from(counsellorPhotos)
    .where(
      and(
        eq(counsellorPhotos.id, input.photoId),
        eq(counsellorPhotos.variant, input.variant),
        ...(input.counsellorId ? [eq(counsellorPhotos.counsellorId, input.counsellorId)] : []),
      ),
    )
  return row
}

const shown = and(
  isNotNull(counsellorPages.publishedAt),
  isNull(counsellorPages.takenDownAt),
  eq(counsellors.status, 'certified'),
)

/** The page at /c/<slug> with its counsellor, only while it is shown. */
export async function publicPage(
  db: DbOrTx,
  slug: string,
): Promise<{ page: CounsellorPage; counsellor: Counsellor } | undefined> {
  const [row] = await db
    .select({ page: counsellorPages, counsellor: counsellors })
    .from(counsellorPages)
    .innerJoin(counsellors, eq(counsellors.id, counsellorPages.counsellorId))
    .where(and(eq(counsellorPages.slug, normaliseSlug(slug)), shown))
  return row
}

/** Whether a photo is the current photo of a page that is shown (the public photo address answers only then). */
export async function isShownPhoto(db: DbOrTx, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: counsellorPages.counsellorId })
    .from(counsellorPages)
    .innerJoin(counsellors, eq(counsellors.id, counsellorPages.counsellorId))
    .where(and(eq(counsellorPages.photoId, photoId), shown))
  return Boolean(row)
}

/** The pages the sitemap lists: shown, and indexable by the counsellor's choice. */
export async function indexableSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ slug: counsellorPages.slug })
    .from(counsellorPages)
    .innerJoin(counsellors, eq(counsellors.id, counsellorPages.counsellorId))
    .where(and(shown, eq(counsellorPages.indexable, true)))
    .orderBy(counsellorPages.slug)
  return rows.map((row) => row.slug)
}

/** The shown pages of these counsellors by id (My orders and the debrief mail link them). */
export async function shownSlugs(db: DbOrTx, counsellorIds: readonly string[]): Promise<Map<string, string>> {
  if (counsellorIds.length === 0) return new Map()
  const rows = await db
    .select({ id: counsellorPages.counsellorId, slug: counsellorPages.slug })
    .from(counsellorPages)
    .innerJoin(counsellors, eq(counsellors.id, counsellorPages.counsellorId))
    .where(and(inArray(counsellorPages.counsellorId, [...counsellorIds]), shown))
  return new Map(rows.map((row) => [row.id, row.slug]))
}

export function pageUrl(siteUrl: string, slug: string, language: Language = 'en'): string {
  return `${siteUrl}${language === 'hi' ? '/hi' : ''}/c/${slug}`
}

export function credentialUrl(siteUrl: string, credentialId: string): string {
  return `${siteUrl}/verify/${encodeURIComponent(credentialId)}`
}

/** Staff take a page down with a reason; the counsellor is mailed it in the same transaction. */
export async function takeDown(
  tx: DbOrTx,
  input: { counsellorId: string; reason: string; by: string; now: Date; workspaceUrl: string },
): Promise<CounsellorPage> {
  const [row] = await tx
    .update(counsellorPages)
    .set({
      takenDownAt: input.now,
      takenDownReason: input.reason,
      takenDownBy: input.by,
      updatedAt: input.now,
    })
    .where(eq(counsellorPages.counsellorId, input.counsellorId))
    .returning()
  if (!row) throw new RefusedError('not-found', PAGE_MESSAGES.notFound)
  const [counsellor] = await tx.select().from(counsellors).where(eq(counsellors.id, input.counsellorId))
  const language: Language = counsellor!.languages.includes('en') ? 'en' : 'hi'
  const words = language === 'hi' ? hi.takeDownMail : en.takeDownMail
  await enqueueMail(
    tx,
    {
      kind: 'counsellor-page',
      to: counsellor!.email,
      subject: words.subject,
      body: words.body({ name: counsellor!.name, reason: input.reason, workspaceUrl: input.workspaceUrl }),
      language,
    },
    input.now,
  )
  return row
}

/** Staff put a page back up (it shows again if the counsellor had published it). */
export async function restorePage(
  tx: DbOrTx,
  input: { counsellorId: string; now: Date },
): Promise<CounsellorPage> {
  const [row] = await tx
    .update(counsellorPages)
    .set({ takenDownAt: null, takenDownReason: null, takenDownBy: null, updatedAt: input.now })
    .where(eq(counsellorPages.counsellorId, input.counsellorId))
    .returning()
  if (!row) throw new RefusedError('not-found', PAGE_MESSAGES.notFound)
  return row
}

/**
 * Every page for the back office, with each counsellor's self-referrals: paid orders that came through their own
 * referral (their page's purchase link included) by the counsellor's own buyer account or email. Issue 45 decides
 * the commission; staff see them here.
 */
export async function pagesForStaff(db: DbOrTx) {
  const rows = await db
    .select({
      counsellorId: counsellorPages.counsellorId,
      name: counsellors.name,
      email: counsellors.email,
      slug: counsellorPages.slug,
      publishedAt: counsellorPages.publishedAt,
      takenDownAt: counsellorPages.takenDownAt,
      takenDownReason: counsellorPages.takenDownReason,
      indexable: counsellorPages.indexable,
      updatedAt: counsellorPages.updatedAt,
      selfReferrals: sql<number>`(
        select count(*)::int from ${orders} o
        join applicants a on a.id = o.applicant_id
        where o.referred_by = ${counsellorPages.counsellorId}
          and o.paid_at is not null
          and (o.applicant_id = ${counsellors.applicantId} or lower(a.email) = ${counsellors.email})
      )`,
    })
    .from(counsellorPages)
    .innerJoin(counsellors, eq(counsellors.id, counsellorPages.counsellorId))
    .orderBy(counsellors.name)
  return rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    takenDownAt: row.takenDownAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    selfReferrals: Number(row.selfReferrals),
  }))
}

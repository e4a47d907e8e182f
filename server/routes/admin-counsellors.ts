/**
 * The back office's counsellors: every counsellor with their load, sessions and referral sales (and the commission
 * on them, COUNSELLOR_COMMISSION_PERCENT, shown for staff to pay outside the product); certifying one by email
 * (a counsellor-kit buyer after their training batch, or anyone), suspending or certifying again, and moving a
 * student to another counsellor. Registered in the admin scope (routes/admin.ts); every change is audited.
 */
import { reissueOnRename } from '../course/certificates'
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { assignWaitingStudents, reassignStudent, waitingFamilies } from '../counsellors/assign'
import { certifyCounsellor, type Counsellor } from '../counsellors/counsellors'
import { counsellorStudents } from '../counsellors/debriefs'
import { counsellorsWithStats, type CounsellorStats } from '../counsellors/stats'
import { counsellorStatuses, counsellors } from '../db/schema'
import { HttpError } from '../http/errors'
import { WEB_ADDRESS, counsellorLanguages, email, idParams, isUuid, phone } from '../http/schemas'
import { audit } from '../services/staff'
import { filterText, listQuery, page, sendPage } from './admin-list'

const personName = z
  .string({ error: 'Name is required.' })
  .trim()
  .min(2, 'Name is required.')
  .max(80, 'The name must be at most 80 characters.')
  .regex(
    /^(?:[\p{L}\p{M} .'\u2019-]|\u200C|\u200D)+$/u,
    'The name may hold letters, spaces, dots and hyphens.',
  )
  // The buyer reads it in our mails and on My orders (S11): a name, never a web address.
  .refine((value) => !WEB_ADDRESS.test(value), 'A name may not hold a web address.')

const createBody = z.strictObject({
  email,
  name: personName.optional(),
  phone: phone.optional(),
  // The languages they hold debriefs in: assignment gives them families in these only (issue 50 point 3).
  languages: counsellorLanguages.optional(),
})
const updateBody = z.strictObject({
  status: z.enum(counsellorStatuses).optional(),
  languages: counsellorLanguages.optional(),
  name: personName.optional(),
  phone: phone.nullable().optional(),
})
const reassignBody = z.strictObject({ counsellorId: z.string().max(100) })

export function adminCounsellorRoutes(
  scope: App,
  ctx: AppContext,
  orderDetail: (id: string) => Promise<unknown>,
) {
  const { db } = ctx.database
  const links = { siteUrl: ctx.config.siteUrl }
  const percent = ctx.config.counsellors.commissionPercent

  const row = (counsellor: Counsellor, stats: CounsellorStats) => ({
    id: counsellor.id,
    email: counsellor.email,
    name: counsellor.name,
    phone: counsellor.phone,
    status: counsellor.status,
    certifiedAt: counsellor.certifiedAt,
    certifiedBy: counsellor.certifiedBy,
    referralCode: counsellor.referralCode,
    meetingLink: counsellor.meetingLink,
    languages: counsellor.languages,
    kitBuyer: counsellor.applicantId !== null,
    ...stats,
    commissionPercent: percent,
    commissionPaise: Math.round((stats.referralPaise * percent) / 100),
  })

  const one = async (id: string) => {
    if (!isUuid(id)) throw new HttpError(404, 'Counsellor not found.')
    const [found] = await counsellorsWithStats(db, { now: ctx.clock(), where: eq(counsellors.id, id) })
    if (!found) throw new HttpError(404, 'Counsellor not found.')
    return { ...row(found.counsellor, found.stats), students: await counsellorStudents(db, id) }
  }

  scope.get('/api/admin/counsellors', { schema: { querystring: listQuery } }, async (request, reply) => {
    const at = page(request.query)
    const conditions: SQL[] = []
    const q = filterText(request.query, 'q')
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`
      conditions.push(or(ilike(counsellors.email, like), ilike(counsellors.name, like)) as SQL)
    }
    const status = counsellorStatuses.find((s) => s === filterText(request.query, 'status'))
    if (status) conditions.push(eq(counsellors.status, status))
    const where = conditions.length > 0 ? and(...conditions) : undefined
    const [rows, [total]] = await Promise.all([
      counsellorsWithStats(db, { now: ctx.clock(), where, offset: at.offset, limit: at.limit }),
      db.select({ n: count() }).from(counsellors).where(where),
    ])
    return sendPage(
      reply,
      'counsellors',
      at,
      total?.n ?? 0,
      rows.map((r) => row(r.counsellor, r.stats)),
    )
  })

  scope.get('/api/admin/counsellors/:id', { schema: { params: idParams } }, async (request) =>
    one(request.params.id),
  )

  scope.post('/api/admin/counsellors', { schema: { body: createBody } }, async (request) => {
    const now = ctx.clock()
    const id = await db.transaction(async (tx) => {
      const { counsellor, certified } = await certifyCounsellor(tx, {
        ...request.body,
        by: request.staffEmail,
        now,
        siteUrl: ctx.config.siteUrl,
      })
      if (!certified) throw new HttpError(409, 'This counsellor is already certified.')
      await audit(
        tx,
        {
          staffEmail: request.staffEmail,
          action: 'counsellor.certify',
          entity: 'counsellor',
          entityId: counsellor.id,
          after: { email: counsellor.email, name: counsellor.name, languages: counsellor.languages },
        },
        now,
      )
      // Students who waited for a counsellor (none was certified) get one now.
      await assignWaitingStudents(tx, { now, links })
      return counsellor.id
    })
    ctx.mail.kick()
    return one(id)
  })

  scope.put(
    '/api/admin/counsellors/:id',
    { schema: { params: idParams, body: updateBody } },
    async (request) => {
      const id = request.params.id
      if (!isUuid(id)) throw new HttpError(404, 'Counsellor not found.')
      const now = ctx.clock()
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(counsellors).where(eq(counsellors.id, id)).for('update')
        if (!before) throw new HttpError(404, 'Counsellor not found.')
        const change: Partial<Pick<Counsellor, 'status' | 'name' | 'phone' | 'languages'>> = {}
        const { status, name, phone: newPhone, languages } = request.body
        if (languages !== undefined && languages.join() !== before.languages.join())
          change.languages = languages
        if (status !== undefined && status !== before.status) change.status = status
        if (name !== undefined && name !== before.name) change.name = name
        if (newPhone !== undefined && newPhone !== before.phone) change.phone = newPhone
        if (Object.keys(change).length === 0) return
        await tx
          .update(counsellors)
          .set({
            ...change,
            ...(change.status === 'certified' ? { certifiedAt: now, certifiedBy: request.staffEmail } : {}),
            updatedAt: now,
          })
          .where(eq(counsellors.id, id))
        // A new name after certification: a new certificate, the old one says superseded.
        if (change.name) await reissueOnRename(tx, { counsellorId: id, by: request.staffEmail, now })
        await audit(
          tx,
          {
            staffEmail: request.staffEmail,
            action: 'counsellor.update',
            entity: 'counsellor',
            entityId: id,
            before: Object.fromEntries(Object.keys(change).map((k) => [k, before[k as keyof typeof change]])),
            after: change,
          },
          now,
        )
        // Certified again, or a new language: families waiting for a counsellor may fit now.
        if (change.languages || change.status === 'certified') await assignWaitingStudents(tx, { now, links })
      })
      ctx.mail.kick()
      return one(id)
    },
  )

  scope.get('/api/admin/counsellors/waiting', async () => ({
    families: await waitingFamilies(db, ctx.clock()),
  }))

  scope.put(
    '/api/admin/orders/:id/counsellor',
    { schema: { params: idParams, body: reassignBody } },
    async (request) => {
      const id = request.params.id
      if (!isUuid(id)) throw new HttpError(404, 'Order not found.')
      if (!isUuid(request.body.counsellorId))
        throw new HttpError(400, 'Please choose a certified counsellor.')
      const now = ctx.clock()
      await db.transaction(async (tx) => {
        const moved = await reassignStudent(tx, {
          orderId: id,
          counsellorId: request.body.counsellorId,
          now,
          links,
        })
        if (moved)
          await audit(
            tx,
            {
              staffEmail: request.staffEmail,
              action: 'order.reassign',
              entity: 'order',
              entityId: id,
              before: { counsellorId: moved.from },
              after: { counsellorId: moved.to },
            },
            now,
          )
      })
      ctx.mail.kick()
      return orderDetail(id)
    },
  )
}

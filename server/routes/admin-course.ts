/**
 * The course in the back office (admin scope): the learners (progress, attempts with score, time and topics, the
 * practical, the batch and attendance, certificates), the practical queue scored against the rubric, the batches
 * with their seats, lesson videos. Certify, revoke with a reason and set an expiry by hand; every change audited.
 */
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { certifyCounsellor } from '../counsellors/counsellors'
import {
  counsellors,
  courseAttempts,
  courseBatches,
  courseCredentials,
  courseEnrolments,
  courseLessonVideos,
  coursePracticals,
  courseProgress,
} from '../db/schema'
import { HttpError } from '../http/errors'
import { day, freeText, idParams, isUuid } from '../http/schemas'
import {
  courseAudit,
  credentialState,
  currentCredential,
  issueCredential,
  revokeCredentials,
  setCertificationExpiry,
} from '../course/certificates'
import { LESSON_NOT_FOUND } from '../course/lessons'
import { reviewPractical } from '../course/practical'
import { batchView } from '../course/batches'
import { listQuery, page, sendPage } from './admin-list'

const LEARNER_NOT_FOUND = 'Learner not found.'
const date = day('Dates are YYYY-MM-DD.')
const batchBody = z.strictObject({
  title: z.string().trim().min(1, 'Please give the batch a title.').max(120),
  startsOn: date,
  endsOn: date,
  language: z.enum(['en', 'hi']),
  seats: z.number().int().min(1).max(500),
  joiningLink: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || /^https:\/\/[^\s<>"]+$/.test(v), 'The joining link must start with https://')
    .nullable()
    .optional(),
})
const reviewBody = z.strictObject({
  scores: z.record(z.string().max(40), z.number().int().min(0).max(2)),
  feedback: z.string().trim().max(4000),
  approve: z.boolean(),
})
const revokeBody = z.strictObject({ reason: freeText('Reason', 500, true) })
const expiryBody = z.strictObject({ expiresOn: date.nullable() })
const attendanceBody = z.strictObject({ days: z.array(z.number().int().min(1).max(3)).max(3) })
const videoBody = z.strictObject({
  url: z
    .string()
    .trim()
    .max(300)
    .refine(
      (v) => v === '' || /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{6,}/.test(v),
      'Give a YouTube address (https://www.youtube.com/watch?v=... or https://youtu.be/...).',
    ),
})
const lessonParams = z.strictObject({ lessonId: z.string().regex(/^l\d{2}$/, 'Not a lesson id.') })

export function adminCourseRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database

  const learner = async (id: string) => {
    if (!isUuid(id)) throw new HttpError(404, LEARNER_NOT_FOUND)
    const [row] = await db
      .select({ counsellor: counsellors, enrolment: courseEnrolments })
      .from(courseEnrolments)
      .innerJoin(counsellors, eq(counsellors.id, courseEnrolments.counsellorId))
      .where(eq(courseEnrolments.counsellorId, id))
    if (!row) throw new HttpError(404, LEARNER_NOT_FOUND)
    const { counsellor, enrolment } = row
    const [lessons, attempts, practicals, credentials, batch] = await Promise.all([
      db
        .select({ n: count() })
        .from(courseProgress)
        .where(and(eq(courseProgress.counsellorId, id), isNotNull(courseProgress.completedAt))),
      db
        .select()
        .from(courseAttempts)
        .where(eq(courseAttempts.counsellorId, id))
        .orderBy(asc(courseAttempts.number)),
      db
        .select()
        .from(coursePracticals)
        .where(eq(coursePracticals.counsellorId, id))
        .orderBy(desc(coursePracticals.submittedAt)),
      db
        .select()
        .from(courseCredentials)
        .where(eq(courseCredentials.counsellorId, id))
        .orderBy(desc(courseCredentials.issuedAt)),
      enrolment.batchId
        ? db.select().from(courseBatches).where(eq(courseBatches.id, enrolment.batchId))
        : Promise.resolve([]),
    ])
    const now = ctx.clock()
    return {
      id,
      name: counsellor.name,
      email: counsellor.email,
      status: counsellor.status,
      certifiedAt: counsellor.certifiedAt,
      certificationExpiresAt: counsellor.certificationExpiresAt,
      openedAt: enrolment.openedAt,
      closedAt: enrolment.closedAt,
      lessonsDone: lessons[0]?.n ?? 0,
      attemptsUsed: attempts.length,
      bestScore: attempts.reduce<number | null>(
        (best, a) => (a.score === null ? best : Math.max(best ?? 0, a.score)),
        null,
      ),
      passed: attempts.some((a) => a.passed),
      practicalStatus: practicals[0]?.status ?? null,
      batch: batch[0] ? batchView(batch[0]) : null,
      attendedDays: enrolment.attendedDays,
      credentialId: counsellor.credentialId,
      attempts: attempts.map((a) => ({
        id: a.id,
        number: a.number,
        startedAt: a.startedAt,
        submittedAt: a.submittedAt,
        minutes: a.submittedAt
          ? Math.round((a.submittedAt.getTime() - a.startedAt.getTime()) / 60_000)
          : null,
        score: a.score,
        passed: a.passed,
        topics: a.topics ?? [],
      })),
      practicals: practicals.map((p) => ({
        id: p.id,
        status: p.status,
        submittedAt: p.submittedAt,
        scores: p.scores,
        feedback: p.feedback,
        reviewedBy: p.reviewedBy,
      })),
      credentials: credentials.map((c) => ({
        id: c.id,
        name: c.name,
        issuedAt: c.issuedAt,
        expiresAt: c.expiresAt,
        state: credentialState(c, now),
        revokeReason: c.revokeReason,
      })),
    }
  }

  scope.get('/api/admin/course-learners', { schema: { querystring: listQuery } }, async (request, reply) => {
    const at = page(request.query)
    const [ids, [total]] = await Promise.all([
      db
        .select({ id: courseEnrolments.counsellorId })
        .from(courseEnrolments)
        .orderBy(desc(courseEnrolments.openedAt))
        .offset(at.offset)
        .limit(at.limit),
      db.select({ n: count() }).from(courseEnrolments),
    ])
    const rows = await Promise.all(ids.map((r) => learner(r.id)))
    return sendPage(reply, 'course-learners', at, total?.n ?? 0, rows)
  })

  scope.get('/api/admin/course-learners/:id', { schema: { params: idParams } }, async (request) =>
    learner(request.params.id),
  )

  const staffAction = async (
    id: string,
    action: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], now: Date) => Promise<void>,
  ) => {
    await learner(id)
    const now = ctx.clock()
    await db.transaction((tx) => action(tx, now))
    // A certification queued its mail (counsellors/certified-mail.ts).
    ctx.mail.kick()
    return learner(id)
  }

  scope.post('/api/admin/course-learners/:id/certify', { schema: { params: idParams } }, async (request) =>
    staffAction(request.params.id, async (tx, now) => {
      const [counsellor] = await tx.select().from(counsellors).where(eq(counsellors.id, request.params.id))
      if (!counsellor) throw new HttpError(404, LEARNER_NOT_FOUND)
      await certifyCounsellor(tx, {
        email: counsellor.email,
        by: request.staffEmail,
        now,
        siteUrl: ctx.config.siteUrl,
      })
      await courseAudit(
        tx,
        {
          by: request.staffEmail,
          action: 'counsellor.certify',
          entity: 'counsellor',
          entityId: counsellor.id,
          before: { status: counsellor.status },
          after: { status: 'certified' },
        },
        now,
      )
      if (!(await currentCredential(tx, counsellor.id)))
        await issueCredential(tx, { counsellorId: counsellor.id, by: request.staffEmail, now })
    }),
  )

  scope.post(
    '/api/admin/course-learners/:id/revoke',
    { schema: { params: idParams, body: revokeBody } },
    async (request) =>
      staffAction(request.params.id, async (tx, now) => {
        const [before] = await tx.select().from(counsellors).where(eq(counsellors.id, request.params.id))
        await tx
          .update(counsellors)
          .set({ status: 'suspended', updatedAt: now })
          .where(eq(counsellors.id, request.params.id))
        await courseAudit(
          tx,
          {
            by: request.staffEmail,
            action: 'counsellor.revoke',
            entity: 'counsellor',
            entityId: request.params.id,
            before: { status: before?.status },
            after: { status: 'suspended', reason: request.body.reason },
          },
          now,
        )
        await revokeCredentials(tx, {
          counsellorId: request.params.id,
          reason: request.body.reason,
          by: request.staffEmail,
          now,
        })
      }),
  )

  scope.post(
    '/api/admin/course-learners/:id/expiry',
    { schema: { params: idParams, body: expiryBody } },
    async (request) =>
      staffAction(request.params.id, (tx, now) =>
        setCertificationExpiry(tx, {
          counsellorId: request.params.id,
          // The end of that day in India.
          expiresAt: request.body.expiresOn ? new Date(`${request.body.expiresOn}T23:59:59+05:30`) : null,
          by: request.staffEmail,
          now,
        }),
      ),
  )

  scope.post(
    '/api/admin/course-learners/:id/attendance',
    { schema: { params: idParams, body: attendanceBody } },
    async (request) =>
      staffAction(request.params.id, async (tx, now) => {
        const days = [...new Set(request.body.days)].sort()
        await tx
          .update(courseEnrolments)
          .set({ attendedDays: days })
          .where(eq(courseEnrolments.counsellorId, request.params.id))
        await courseAudit(
          tx,
          {
            by: request.staffEmail,
            action: 'course.attendance',
            entity: 'counsellor',
            entityId: request.params.id,
            after: { days },
          },
          now,
        )
      }),
  )

  scope.get(
    '/api/admin/course-practicals',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const at = page(request.query)
      const status = request.query.filter?.status
      const where =
        status === 'submitted' || status === 'approved' || status === 'returned'
          ? eq(coursePracticals.status, status)
          : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select({ practical: coursePracticals, name: counsellors.name, email: counsellors.email })
          .from(coursePracticals)
          .innerJoin(counsellors, eq(counsellors.id, coursePracticals.counsellorId))
          .where(where)
          .orderBy(asc(coursePracticals.submittedAt))
          .offset(at.offset)
          .limit(at.limit),
        db.select({ n: count() }).from(coursePracticals).where(where),
      ])
      const rubric = ctx.course?.rubric('en') ?? []
      return sendPage(
        reply,
        'course-practicals',
        at,
        total?.n ?? 0,
        rows.map((r) => ({ ...r.practical, name: r.name, email: r.email, rubric })),
      )
    },
  )

  scope.get('/api/admin/course-practicals/:id', { schema: { params: idParams } }, async (request) => {
    if (!isUuid(request.params.id)) throw new HttpError(404, 'This practical does not exist.')
    const [row] = await db
      .select({ practical: coursePracticals, name: counsellors.name, email: counsellors.email })
      .from(coursePracticals)
      .innerJoin(counsellors, eq(counsellors.id, coursePracticals.counsellorId))
      .where(eq(coursePracticals.id, request.params.id))
    if (!row) throw new HttpError(404, 'This practical does not exist.')
    return { ...row.practical, name: row.name, email: row.email, rubric: ctx.course?.rubric('en') ?? [] }
  })

  scope.post(
    '/api/admin/course-practicals/:id/review',
    { schema: { params: idParams, body: reviewBody } },
    async (request) => {
      if (!isUuid(request.params.id)) throw new HttpError(404, 'This practical does not exist.')
      const rubric = ctx.course?.rubric('en')
      if (!rubric) throw new HttpError(503, 'The course is being prepared. Please come back soon.')
      const reviewed = await db.transaction((tx) =>
        reviewPractical(tx, {
          practicalId: request.params.id,
          rubric,
          ...request.body,
          by: request.staffEmail,
          now: ctx.clock(),
          siteUrl: ctx.config.siteUrl,
        }),
      )
      if (reviewed.certified) ctx.mail.kick()
      return reviewed
    },
  )

  scope.get('/api/admin/course-batches', { schema: { querystring: listQuery } }, async (request, reply) => {
    const at = page(request.query)
    const [rows, [total]] = await Promise.all([
      db.select().from(courseBatches).orderBy(desc(courseBatches.startsOn)).offset(at.offset).limit(at.limit),
      db.select({ n: count() }).from(courseBatches),
    ])
    const members = rows.length
      ? await db
          .select({
            batchId: courseEnrolments.batchId,
            name: counsellors.name,
            id: counsellors.id,
            days: courseEnrolments.attendedDays,
          })
          .from(courseEnrolments)
          .innerJoin(counsellors, eq(counsellors.id, courseEnrolments.counsellorId))
          .where(
            inArray(
              courseEnrolments.batchId,
              rows.map((r) => r.id),
            ),
          )
      : []
    return sendPage(
      reply,
      'course-batches',
      at,
      total?.n ?? 0,
      rows.map((b) => ({
        ...b,
        seatsLeft: b.seats - b.seatsTaken,
        members: members
          .filter((m) => m.batchId === b.id)
          .map(({ id, name, days }) => ({ id, name, attendedDays: days })),
      })),
    )
  })

  scope.get('/api/admin/course-batches/:id', { schema: { params: idParams } }, async (request) => {
    if (!isUuid(request.params.id)) throw new HttpError(404, 'This batch does not exist.')
    const [batch] = await db.select().from(courseBatches).where(eq(courseBatches.id, request.params.id))
    if (!batch) throw new HttpError(404, 'This batch does not exist.')
    return { ...batch, seatsLeft: batch.seats - batch.seatsTaken }
  })

  scope.post('/api/admin/course-batches', { schema: { body: batchBody } }, async (request) => {
    const now = ctx.clock()
    const { joiningLink, ...fields } = request.body
    if (fields.endsOn < fields.startsOn) throw new HttpError(400, 'The batch ends before it starts.')
    const [batch] = await db
      .insert(courseBatches)
      .values({
        id: crypto.randomUUID(),
        ...fields,
        joiningLink: joiningLink || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!batch) throw new Error('batch insert did not return a row')
    await courseAudit(
      db,
      {
        by: request.staffEmail,
        action: 'batch.create',
        entity: 'course-batch',
        entityId: batch.id,
        after: fields,
      },
      now,
    )
    return { ...batch, seatsLeft: batch.seats - batch.seatsTaken }
  })

  scope.put(
    '/api/admin/course-batches/:id',
    { schema: { params: idParams, body: batchBody } },
    async (request) => {
      if (!isUuid(request.params.id)) throw new HttpError(404, 'This batch does not exist.')
      const now = ctx.clock()
      const { joiningLink, ...fields } = request.body
      const batch = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(courseBatches)
          .where(eq(courseBatches.id, request.params.id))
          .for('update')
        if (!before) throw new HttpError(404, 'This batch does not exist.')
        if (fields.seats < before.seatsTaken)
          throw new HttpError(409, `${before.seatsTaken} seats are taken: the batch cannot have fewer.`)
        const [after] = await tx
          .update(courseBatches)
          .set({ ...fields, joiningLink: joiningLink || null, updatedAt: now })
          .where(eq(courseBatches.id, before.id))
          .returning()
        await courseAudit(
          tx,
          {
            by: request.staffEmail,
            action: 'batch.update',
            entity: 'course-batch',
            entityId: before.id,
            before: { seats: before.seats, joiningLink: before.joiningLink },
            after: { seats: fields.seats, joiningLink },
          },
          now,
        )
        return after!
      })
      return { ...batch, seatsLeft: batch.seats - batch.seatsTaken }
    },
  )

  // The lessons' videos: every lesson of the course, with the video staff attached (or none).
  const videoRows = async () => {
    const lessons = ctx.course?.lessons('en') ?? []
    const attached = new Map(
      (await db.select().from(courseLessonVideos)).map((row) => [row.lessonId, row] as const),
    )
    return lessons.map((lesson) => {
      const video = attached.get(lesson.id)
      return {
        id: lesson.id,
        session: lesson.session,
        title: lesson.title,
        url: video?.url ?? '',
        updatedBy: video?.updatedBy ?? null,
        updatedAt: video?.updatedAt ?? null,
      }
    })
  }

  scope.get('/api/admin/course-videos', { schema: { querystring: listQuery } }, async (request, reply) => {
    const at = page(request.query)
    const rows = await videoRows()
    return sendPage(reply, 'course-videos', at, rows.length, rows.slice(at.offset, at.offset + at.limit))
  })

  scope.get('/api/admin/course-videos/:lessonId', { schema: { params: lessonParams } }, async (request) => {
    const row = (await videoRows()).find((lesson) => lesson.id === request.params.lessonId)
    if (!row) throw new HttpError(404, LESSON_NOT_FOUND)
    return row
  })

  scope.put(
    '/api/admin/course-videos/:lessonId',
    { schema: { params: lessonParams, body: videoBody } },
    async (request) => {
      const now = ctx.clock()
      const { lessonId } = request.params
      if (!ctx.course?.lessons('en').some((lesson) => lesson.id === lessonId))
        throw new HttpError(404, LESSON_NOT_FOUND)
      if (request.body.url === '')
        await db.delete(courseLessonVideos).where(eq(courseLessonVideos.lessonId, lessonId))
      else
        await db
          .insert(courseLessonVideos)
          .values({ lessonId, url: request.body.url, updatedBy: request.staffEmail, updatedAt: now })
          .onConflictDoUpdate({
            target: courseLessonVideos.lessonId,
            set: { url: request.body.url, updatedBy: request.staffEmail, updatedAt: now },
          })
      await courseAudit(
        db,
        {
          by: request.staffEmail,
          action: 'lesson.video',
          entity: 'lesson',
          entityId: lessonId,
          after: { url: request.body.url },
        },
        now,
      )
      // The list's record (url '' when none).
      return (await videoRows()).find((lesson) => lesson.id === lessonId)!
    },
  )
}

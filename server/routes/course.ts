/**
 * The course's API for the counsellor (/api/workspace/course/*), on the workspace's session cookie: open to a
 * counsellor in training (a kit buyer, from payment) and to a certified one; closed when the kit is refunded.
 * Lessons and checks, the assessment's attempts, the practical, the batch, and the certificate's PDF. Another
 * counsellor's attempt id answers 404 like an unknown one.
 */
import { z } from 'zod'
import { eq } from 'drizzle-orm'
import type { App, AppContext } from '../context'
import { WORKSPACE_COOKIE, counsellorForToken, type Counsellor } from '../counsellors/counsellors'
import { courseBatches, courseLessonVideos } from '../db/schema'
import { HttpError } from '../http/errors'
import { requestLanguage } from '../http/language'
import { isUuid } from '../http/schemas'
import { LESSON_COUNT, type CourseContent } from '../course/content'
import { enrolmentOf } from '../course/enrolment'
import { answerCheck, completedLessons, lessonView } from '../course/lessons'
import {
  ATTEMPT_NOT_FOUND,
  assessmentState,
  attemptView,
  closeExpired,
  saveAnswers,
  startAttempt,
  submitAttempt,
} from '../course/assessment'
import { latestPractical, submitPractical } from '../course/practical'
import { batchView, chooseBatch, upcomingBatches } from '../course/batches'
import { credentialById, currentCredential } from '../course/certificates'
import { renderCertificatePdf } from '../course/certificate-pdf'
import { linkedInUrl } from './course-verify'

export const COURSE_NOT_READY = 'The course is being prepared. Please come back soon.'
export const COURSE_CLOSED = 'Your course access is closed: the counsellor kit was refunded.'
export const COURSE_SIGN_IN = 'Please sign in to your workspace.'

const answersBody = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: z.string().max(20),
        option: z.string().max(8),
        at: z.number().int().nonnegative(),
      }),
    )
    .max(60),
})
const checkBody = z.strictObject({ checkId: z.string().max(40), option: z.string().max(8) })
const practicalBody = z.strictObject({
  plan: z
    .string()
    .trim()
    .min(200, 'Please write at least 200 characters: your plan for the 45 minutes.')
    .max(12_000, 'The plan must be at most 12,000 characters.'),
})
const batchBody = z.strictObject({ batchId: z.string().max(40) })
const idParams = z.strictObject({ id: z.string().max(40) })

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the course scope's onRequest hook. */
    learner: Counsellor
  }
}

/** India's date (YYYY-MM-DD) of a moment. */
export const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)

export function courseRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database
  const content = (): CourseContent => {
    if (!ctx.course) throw new HttpError(503, COURSE_NOT_READY)
    return ctx.course
  }

  void app.register(async (scope: App) => {
    scope.decorateRequest('learner', undefined as unknown as Counsellor)
    scope.addHook('onRequest', async (request) => {
      const token = request.cookies[WORKSPACE_COOKIE]
      const now = ctx.clock()
      const counsellor = token
        ? await counsellorForToken(db, { secret: ctx.config.sessionSecret, token, now })
        : undefined
      if (!counsellor) throw new HttpError(401, COURSE_SIGN_IN)
      if (counsellor.status === 'suspended') throw new HttpError(403, COURSE_CLOSED)
      const enrolment = await enrolmentOf(db, counsellor, now)
      if (enrolment.closedAt) throw new HttpError(403, COURSE_CLOSED)
      request.learner = counsellor
    })
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      reply.header('x-robots-tag', 'noindex')
    })

    scope.get('/api/workspace/course', async (request) => {
      const course = content()
      const language = requestLanguage(request)
      const now = ctx.clock()
      const counsellor = request.learner
      await db.transaction((tx) => closeExpired(tx, { content: course, counsellorId: counsellor.id, now }))
      const done = await completedLessons(db, counsellor.id)
      const enrolment = await enrolmentOf(db, counsellor, now)
      const lessons = course.lessons(language)
      const [batch] = enrolment.batchId
        ? await db.select().from(courseBatches).where(eq(courseBatches.id, enrolment.batchId))
        : []
      const practical = await latestPractical(db, counsellor.id)
      const credential = await currentCredential(db, counsellor.id)
      const resume =
        lessons.find((l) => l.id === enrolment.lastLessonId && !done.has(l.id)) ??
        lessons.find((l) => !done.has(l.id))
      return {
        name: counsellor.name,
        status: counsellor.status,
        lessons: lessons.map((l) => ({
          id: l.id,
          session: l.session,
          title: l.title,
          summary: l.summary,
          minutes: l.minutes,
          done: done.has(l.id),
        })),
        lessonsDone: lessons.filter((l) => done.has(l.id)).length,
        lessonsTotal: LESSON_COUNT,
        resumeLessonId: resume?.id ?? null,
        assessment: await assessmentState(db, { counsellorId: counsellor.id, now, lessonsDone: done.size }),
        practical: practical
          ? {
              status: practical.status,
              submittedAt: practical.submittedAt,
              feedback: practical.status === 'returned' ? practical.feedback : null,
            }
          : null,
        rubric: course.rubric(language),
        batch: batch
          ? { ...batchView(batch), joiningLink: batch.joiningLink, attendedDays: enrolment.attendedDays }
          : null,
        batches: (await upcomingBatches(db, indiaDay(now))).map(batchView),
        certificate: credential
          ? {
              id: credential.id,
              issuedAt: credential.issuedAt,
              verifyUrl: ctx.credentials.verifyUrl(credential.id),
              linkedInUrl: linkedInUrl(credential, ctx.credentials.verifyUrl(credential.id)),
            }
          : null,
      }
    })

    scope.get('/api/workspace/course/lessons/:id', { schema: { params: idParams } }, async (request) => {
      const lesson = await lessonView(db, {
        content: content(),
        language: requestLanguage(request),
        counsellorId: request.learner.id,
        lessonId: request.params.id,
        now: ctx.clock(),
      })
      const [video] = await db
        .select({ url: courseLessonVideos.url })
        .from(courseLessonVideos)
        .where(eq(courseLessonVideos.lessonId, lesson.id))
      return { ...lesson, videoUrl: video?.url ?? null }
    })

    scope.post(
      '/api/workspace/course/lessons/:id/checks',
      { schema: { params: idParams, body: checkBody } },
      async (request) =>
        answerCheck(db, {
          content: content(),
          language: requestLanguage(request),
          counsellorId: request.learner.id,
          lessonId: request.params.id,
          checkId: request.body.checkId,
          option: request.body.option,
          now: ctx.clock(),
        }),
    )

    scope.post('/api/workspace/course/attempts', async (request) => {
      const course = content()
      return db.transaction((tx) =>
        startAttempt(tx, {
          content: course,
          language: requestLanguage(request),
          counsellorId: request.learner.id,
          now: ctx.clock(),
        }),
      )
    })

    const attemptId = (id: string) => {
      if (!isUuid(id)) throw new HttpError(404, ATTEMPT_NOT_FOUND)
      return id
    }

    scope.get('/api/workspace/course/attempts/:id', { schema: { params: idParams } }, async (request) => {
      const course = content()
      const id = attemptId(request.params.id)
      return db.transaction((tx) =>
        attemptView(tx, {
          content: course,
          language: requestLanguage(request),
          counsellorId: request.learner.id,
          attemptId: id,
          now: ctx.clock(),
        }),
      )
    })

    scope.post(
      '/api/workspace/course/attempts/:id/answers',
      { schema: { params: idParams, body: answersBody } },
      async (request) => {
        const id = attemptId(request.params.id)
        return db.transaction((tx) =>
          saveAnswers(tx, {
            counsellorId: request.learner.id,
            attemptId: id,
            answers: request.body.answers,
            now: ctx.clock(),
          }),
        )
      },
    )

    scope.post(
      '/api/workspace/course/attempts/:id/submit',
      { schema: { params: idParams, body: answersBody } },
      async (request) => {
        const course = content()
        const id = attemptId(request.params.id)
        return db.transaction((tx) =>
          submitAttempt(tx, {
            content: course,
            counsellorId: request.learner.id,
            attemptId: id,
            answers: request.body.answers,
            now: ctx.clock(),
          }),
        )
      },
    )

    scope.post('/api/workspace/course/practical', { schema: { body: practicalBody } }, async (request) => {
      await db.transaction((tx) =>
        submitPractical(tx, { counsellorId: request.learner.id, plan: request.body.plan, now: ctx.clock() }),
      )
      return { message: 'Your debrief plan is with our team. We score it within 3 working days.' }
    })

    scope.post('/api/workspace/course/batch', { schema: { body: batchBody } }, async (request) => {
      if (!isUuid(request.body.batchId)) throw new HttpError(404, 'This batch does not exist.')
      const batch = await db.transaction((tx) =>
        chooseBatch(tx, {
          counsellorId: request.learner.id,
          batchId: request.body.batchId,
          today: indiaDay(ctx.clock()),
        }),
      )
      return batchView(batch)
    })

    scope.get('/api/workspace/course/certificate.pdf', async (request, reply) => {
      const credential = await currentCredential(db, request.learner.id)
      if (!credential) throw new HttpError(404, 'You have no certificate yet.')
      const pdf = await renderCertificatePdf({
        id: credential.id,
        name: credential.name,
        issuedAt: credential.issuedAt,
        expiresAt: credential.expiresAt,
        verifyUrl: ctx.credentials.verifyUrl(credential.id),
      })
      reply.type('application/pdf')
      reply.header('content-disposition', `attachment; filename="${credential.id}.pdf"`)
      return pdf
    })

    scope.get('/api/workspace/course/certificate.jwt', async (request, reply) => {
      const current = await currentCredential(db, request.learner.id)
      const credential = current ? await credentialById(db, current.id) : undefined
      if (!credential) throw new HttpError(404, 'You have no certificate yet.')
      reply.type('application/jwt; charset=utf-8')
      reply.header('content-disposition', `attachment; filename="${credential.id}.jwt"`)
      return ctx.credentials.sign(credential)
    })
  })
}

/**
 * The first-100 offer's strategy session (server/strategy/): the workspace's side (registered inside the
 * workspace's signed-in scope, routes/workspace.ts: the offer's state with the team's free times, book or move,
 * cancel, the .ics) and the back office's (inside the admin scope, routes/admin.ts: the team's weekly hours, days
 * off and meeting link, every session, moving or cancelling one, the counsellors waiting for one and whether they
 * were told the times are open, marking one held; every change audited).
 */
import { z } from 'zod'
import type { App, AppContext } from '../context'
import { HttpError } from '../http/errors'
import { day, freeText, idParams, instant, isUuid } from '../http/schemas'
import { audit } from '../services/staff'
import {
  bookStrategy,
  cancelStrategy,
  counsellorStrategy,
  counsellorStrategyIcs,
  markStrategyHeld,
  staffCancelStrategy,
  staffMoveSlots,
  staffMoveStrategy,
  staffStrategySessions,
  tellWaitingCounsellors,
  waitingCounsellors,
} from '../strategy/sessions'
import {
  HoursProblem,
  addTeamDayOff,
  removeTeamDayOff,
  saveTeamHours,
  teamHoursView,
} from '../strategy/team-hours'
import { listQuery, page, sendPage } from './admin-list'

const bookBody = z.strictObject({ startsAt: instant('Please pick a time from the list.') })

const hoursBody = z.strictObject({
  weekly: z
    .array(
      z.strictObject({
        weekday: z.number().int().min(0).max(6),
        start: z.string().max(5),
        end: z.string().max(5),
      }),
    )
    .max(42, 'At most 42 time ranges a week.'),
  meetingLink: z
    .string()
    .trim()
    .max(300, 'The meeting link must be at most 300 characters.')
    .refine((value) => value === '' || /^https:\/\/[^\s<>"]+$/.test(value), {
      message: 'The meeting link must start with https://',
    })
    .nullable(),
})

const staffMoveBody = z.strictObject({
  startsAt: instant('Please pick a time from the list.'),
  reason: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    freeText('Reason', 500, true).nullable().optional(),
  ),
})
const staffCancelBody = z.strictObject({ reason: freeText('Reason', 500, true) })
const dayOffBody = z.strictObject({
  date: day('Please give the date as YYYY-MM-DD.'),
  note: z.string().trim().max(100, 'The note must be at most 100 characters.').nullable().optional(),
})
const dayOffParams = z.strictObject({ date: day('Please give the date as YYYY-MM-DD.') })

const linksOf = (ctx: AppContext) => ({ siteUrl: ctx.config.siteUrl, teamEmail: ctx.config.supportEmail })

/** Inside the workspace's scope: request.counsellor is a certified counsellor. */
export function strategyWorkspaceRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database
  const links = linksOf(ctx)
  const state = (request: { counsellor: Parameters<typeof counsellorStrategy>[1]['counsellor'] }) =>
    counsellorStrategy(db, { counsellor: request.counsellor, now: ctx.clock() })

  scope.get('/api/workspace/strategy', async (request) => state(request))

  scope.post('/api/workspace/strategy', { schema: { body: bookBody } }, async (request) => {
    await db.transaction((tx) =>
      bookStrategy(tx, {
        counsellor: request.counsellor,
        startsAt: new Date(request.body.startsAt),
        now: ctx.clock(),
        links,
      }),
    )
    ctx.mail.kick()
    return state(request)
  })

  scope.post('/api/workspace/strategy/cancel', async (request) => {
    await db.transaction((tx) =>
      cancelStrategy(tx, { counsellor: request.counsellor, now: ctx.clock(), links }),
    )
    ctx.mail.kick()
    return state(request)
  })

  scope.get('/api/workspace/strategy.ics', async (request, reply) => {
    const ics = await counsellorStrategyIcs(db, { counsellor: request.counsellor, links, now: ctx.clock() })
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="strategy-session.ics"')
      .send(ics)
  })
}

/** Inside the back office's scope (routes/admin.ts): request.staffEmail is set. */
export function adminStrategyRoutes(scope: App, ctx: AppContext) {
  const { db } = ctx.database
  const links = linksOf(ctx)

  // The team's hours, as one record (id "team") react-admin's getOne and update read and write.
  scope.get('/api/admin/strategy-hours', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return teamHoursView(db, ctx.clock())
  })

  scope.put('/api/admin/strategy-hours', { schema: { body: hoursBody } }, async (request, reply) => {
    const now = ctx.clock()
    try {
      await db.transaction(async (tx) => {
        const { before, after } = await saveTeamHours(tx, {
          ...request.body,
          staffEmail: request.staffEmail,
          now,
        })
        // Times open: the first-100 counsellors who were waiting are told, once each.
        const told = await tellWaitingCounsellors(tx, { now, links })
        await audit(
          tx,
          {
            staffEmail: request.staffEmail,
            action: 'strategy.hours',
            entity: 'strategy-team',
            entityId: 'team',
            before,
            after: { ...after, told },
          },
          now,
        )
      })
    } catch (error) {
      // The day the problem is on, so the form shows the message beside it.
      if (error instanceof HoursProblem)
        return reply.code(400).send({ message: error.message, weekday: error.weekday })
      throw error
    }
    ctx.mail.kick()
    return teamHoursView(db, now)
  })

  scope.post('/api/admin/strategy-days-off', { schema: { body: dayOffBody } }, async (request) => {
    const now = ctx.clock()
    await db.transaction(async (tx) => {
      const added = await addTeamDayOff(tx, {
        date: request.body.date,
        note: request.body.note ?? null,
        staffEmail: request.staffEmail,
        now,
      })
      await audit(
        tx,
        {
          staffEmail: request.staffEmail,
          action: 'strategy.day-off',
          entity: 'strategy-day-off',
          entityId: added.date,
          after: added,
        },
        now,
      )
    })
    return teamHoursView(db, now)
  })

  scope.delete(
    '/api/admin/strategy-days-off/:date',
    { schema: { params: dayOffParams } },
    async (request) => {
      const now = ctx.clock()
      await db.transaction(async (tx) => {
        const removed = await removeTeamDayOff(tx, request.params.date)
        await audit(
          tx,
          {
            staffEmail: request.staffEmail,
            action: 'strategy.day-off-removed',
            entity: 'strategy-day-off',
            entityId: removed.date,
            before: removed,
          },
          now,
        )
        // The day's times are back: anyone still waiting and not told is told now.
        await tellWaitingCounsellors(tx, { now, links })
      })
      ctx.mail.kick()
      return teamHoursView(db, now)
    },
  )

  scope.get(
    '/api/admin/strategy-sessions',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const at = page(request.query)
      const rows = await staffStrategySessions(db, ctx.clock())
      return sendPage(
        reply,
        'strategy-sessions',
        at,
        rows.length,
        rows.slice(at.offset, at.offset + at.limit),
      )
    },
  )

  scope.get('/api/admin/strategy-waiting', { schema: { querystring: listQuery } }, async (request, reply) => {
    const at = page(request.query)
    const rows = await waitingCounsellors(db)
    return sendPage(reply, 'strategy-waiting', at, rows.length, rows.slice(at.offset, at.offset + at.limit))
  })

  const staffRow = async (id: string, now: Date) => {
    const found = (await staffStrategySessions(db, now)).find((row) => row.id === id)
    if (!found) throw new HttpError(404, 'Session not found.')
    return found
  }

  scope.get(
    '/api/admin/strategy-sessions/:id/slots',
    { schema: { params: idParams } },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw new HttpError(404, 'Session not found.')
      reply.header('cache-control', 'no-store')
      return staffMoveSlots(db, { sessionId: request.params.id, now: ctx.clock() })
    },
  )

  scope.post(
    '/api/admin/strategy-sessions/:id/move',
    { schema: { params: idParams, body: staffMoveBody } },
    async (request) => {
      const id = request.params.id
      if (!isUuid(id)) throw new HttpError(404, 'Session not found.')
      const now = ctx.clock()
      const reason = request.body.reason ?? null
      await db.transaction(async (tx) => {
        const { before, after } = await staffMoveStrategy(tx, {
          sessionId: id,
          startsAt: new Date(request.body.startsAt),
          reason,
          staffEmail: request.staffEmail,
          now,
          links,
        })
        await audit(
          tx,
          {
            staffEmail: request.staffEmail,
            action: 'strategy.move',
            entity: 'strategy-session',
            entityId: id,
            before: { startsAt: before.startsAt.toISOString() },
            after: { startsAt: after.startsAt.toISOString(), reason, counsellorId: after.counsellorId },
          },
          now,
        )
      })
      ctx.mail.kick()
      return staffRow(id, now)
    },
  )

  scope.post(
    '/api/admin/strategy-sessions/:id/cancel',
    { schema: { params: idParams, body: staffCancelBody } },
    async (request) => {
      const id = request.params.id
      if (!isUuid(id)) throw new HttpError(404, 'Session not found.')
      const now = ctx.clock()
      await db.transaction(async (tx) => {
        const session = await staffCancelStrategy(tx, {
          sessionId: id,
          reason: request.body.reason,
          staffEmail: request.staffEmail,
          now,
          links,
        })
        await audit(
          tx,
          {
            staffEmail: request.staffEmail,
            action: 'strategy.cancel',
            entity: 'strategy-session',
            entityId: id,
            before: { status: 'booked', startsAt: session.startsAt.toISOString() },
            after: { status: 'cancelled', reason: request.body.reason, counsellorId: session.counsellorId },
          },
          now,
        )
      })
      ctx.mail.kick()
      return staffRow(id, now)
    },
  )

  scope.post('/api/admin/strategy-sessions/:id/held', { schema: { params: idParams } }, async (request) => {
    const id = request.params.id
    if (!isUuid(id)) throw new HttpError(404, 'Session not found.')
    const now = ctx.clock()
    await db.transaction(async (tx) => {
      const session = await markStrategyHeld(tx, { sessionId: id, staffEmail: request.staffEmail, now })
      await audit(
        tx,
        {
          staffEmail: request.staffEmail,
          action: 'strategy.held',
          entity: 'strategy-session',
          entityId: session.id,
          before: { status: 'booked' },
          after: {
            status: 'held',
            counsellorId: session.counsellorId,
            startsAt: session.startsAt.toISOString(),
          },
        },
        now,
      )
    })
    const found = (await staffStrategySessions(db, now)).find((row) => row.id === id)
    if (!found) throw new HttpError(404, 'Session not found.')
    return found
  })
}

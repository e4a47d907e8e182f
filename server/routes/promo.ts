import { eq } from 'drizzle-orm'
import { applyPercentOff } from '../../src/content/catalogue'
import type { App, AppContext } from '../context'
import { applicants } from '../db/schema'
import { requireApplicant } from '../http/session'
import { applyPromoBody } from '../http/schemas'
import { chosenPlan, usablePromo } from '../services/pricing'
import { z } from 'zod'

/** Promo codes one applicant may try in an hour: typos are fine, guessing is not. */
export const PROMO_TRIES_PER_HOUR = 10

export function promoRoutes(app: App, ctx: AppContext, tight: { max: number; timeWindow: number }) {
  const { db } = ctx.database
  app.post(
    '/api/promo/apply',
    {
      schema: {
        body: applyPromoBody,
        response: { 200: z.object({ discountApplied: z.boolean(), finalPrice: z.number() }) },
      },
      config: { rateLimit: tight },
    },
    async (request) => {
      const applicant = await requireApplicant(ctx, request, request.body.email)
      // Guessing codes is limited per applicant, whatever address the guesses come from.
      await ctx.rateLimits.enforce(`promo ${applicant.id}`, PROMO_TRIES_PER_HOUR, 3_600_000)
      const plan = chosenPlan(applicant)
      const promo = await usablePromo(db, request.body.promoCode, applicant)
      // Remembered on the applicant: create-order applies it when it computes the amount.
      await db
        .update(applicants)
        .set({ appliedPromoCode: promo.code, updatedAt: ctx.clock() })
        .where(eq(applicants.id, applicant.id))
      return { discountApplied: true, finalPrice: applyPercentOff(plan.price, promo.percentOff) }
    },
  )
}

/**
 * What an applicant is charged, decided here from the shared catalogue, the plan they chose and a valid promo
 * code. Whatever a client sends, these are the only figures that reach the gateway.
 */
import { and, eq } from 'drizzle-orm'
import {
  COMING_SOON_MESSAGE,
  applyPercentOff,
  counsellorProgramme,
  priceFor,
  studentPlans,
  type PlanKey,
  type Role,
} from '../../src/content/catalogue'
import {
  counsellorProgramme as counsellorProgrammeHi,
  studentPlans as studentPlansHi,
} from '../../src/content/hi/catalogue'
import type { Language } from '../../src/content/localised'
import type { DbOrTx } from '../db/client'
import { promoCodes, promoRedemptions } from '../db/schema'
import { RefusedError } from '../lib/errors'
import type { Applicant } from './sessions'

export interface PlanPrice {
  role: Role
  plan: PlanKey
  planName: string
  /** Rupees, GST inclusive. */
  price: number
}

/** The plan's price, or the reason it cannot be bought (409 while the premium report is coming soon). */
export function planPrice(role: Role, plan: PlanKey): PlanPrice {
  const price = priceFor(role, plan)
  if (price === undefined) {
    if (role === 'student' && plan === 'premium') throw new RefusedError('conflict', COMING_SOON_MESSAGE)
    throw new RefusedError('conflict', 'This plan is not available for your registration.')
  }
  return { role, plan, planName: planNameIn('en', role, plan), price }
}

/** The plans' names in each language (a Localised key is typed string; its value is the English key). */
interface PlanNames {
  counsellorProgramme: { name: string }
  studentPlans: readonly { key: string; name: string }[]
}

const catalogues: Record<Language, PlanNames> = {
  en: { counsellorProgramme, studentPlans },
  hi: { counsellorProgramme: counsellorProgrammeHi, studentPlans: studentPlansHi },
}

/** A plan's name in a language: the catalogue's, or its Hindi twin's (an order stores the English one). */
export function planNameIn(language: Language, role: Role, plan: PlanKey): string {
  const catalogue = catalogues[language]
  return role === 'eec'
    ? catalogue.counsellorProgramme.name
    : (catalogue.studentPlans.find((p) => p.key === plan)?.name ?? plan)
}

/** The applicant's chosen plan; the counsellor programme has a single plan, so it needs no choice. */
export function chosenPlan(applicant: Applicant): PlanPrice {
  const plan = applicant.selectedPlan ?? (applicant.role === 'eec' ? 'basic' : undefined)
  if (!plan) throw new RefusedError('conflict', 'Please choose a plan first.')
  return planPrice(applicant.role, plan)
}

export type PromoRow = typeof promoCodes.$inferSelect

/** A promo code the applicant may use now, or a RefusedError saying why not. */
export async function usablePromo(tx: DbOrTx, code: string, applicant: Applicant): Promise<PromoRow> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code))
  if (!promo || !promo.active) throw new RefusedError('not-found', 'Invalid promo code')
  if (promo.role && promo.role !== applicant.role) {
    throw new RefusedError(
      'invalid',
      promo.role === 'eec'
        ? 'This promo code is only valid for the counsellor programme.'
        : 'This promo code is not valid for your registration.',
    )
  }
  if (promo.oncePerEmail) {
    const [used] = await tx
      .select({ id: promoRedemptions.id })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.code, promo.code), eq(promoRedemptions.applicantId, applicant.id)))
    if (used) throw new RefusedError('conflict', 'You have already used this promo code.')
  }
  return promo
}

export interface Quote extends PlanPrice {
  promoCode: string | null
  /** Rupees after the promo. */
  finalPrice: number
}

/** The price of the chosen plan with the applied promo, if it is still usable. */
export async function quoteFor(tx: DbOrTx, applicant: Applicant): Promise<Quote> {
  const plan = chosenPlan(applicant)
  if (!applicant.appliedPromoCode) return { ...plan, promoCode: null, finalPrice: plan.price }
  try {
    const promo = await usablePromo(tx, applicant.appliedPromoCode, applicant)
    return { ...plan, promoCode: promo.code, finalPrice: applyPercentOff(plan.price, promo.percentOff) }
  } catch (error) {
    // A promo that stopped being usable (redeemed on another order, deactivated) simply no longer applies.
    if (error instanceof RefusedError) return { ...plan, promoCode: null, finalPrice: plan.price }
    throw error
  }
}

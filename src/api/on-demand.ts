import { onDemand } from '../app/on-demand'

/** The API modules a tap calls (they carry axios, which the first load of a page does not). */
export const onboardingApi = onDemand(() => import('./onboarding'))
export const promoApi = onDemand(() => import('./promo'))

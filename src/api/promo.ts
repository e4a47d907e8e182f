import { post } from './client'
import { endpoints } from './endpoints'

export interface ApplyPromoResponse {
  discountApplied: boolean
  finalPrice: number
}

export function applyPromo(body: { email: string; promoCode: string }) {
  return post<ApplyPromoResponse>(endpoints.applyPromo, body)
}

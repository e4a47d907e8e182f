import { post } from './client'

export interface ApplyPromoResponse {
  discountApplied: boolean
  finalPrice: number
}

export function applyPromo(body: { email: string; promoCode: string }) {
  return post<ApplyPromoResponse>('/api/promo/apply', body)
}

import type { Role } from '../content/catalogue'
import { post } from './client'

export interface SendInvoiceBody {
  firstName: string
  lastName: string
  phone: string
  email: string
  role: Role
}

export function sendInvoice(body: SendInvoiceBody) {
  return post<{ message: string }>('/api/invoice/send', body)
}

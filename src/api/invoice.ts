import type { Role } from '../content/catalogue'
import { post } from './client'
import { endpoints } from './endpoints'

export interface SendInvoiceBody {
  firstName: string
  lastName: string
  phone: string
  email: string
  role: Role
}

export function sendInvoice(body: SendInvoiceBody) {
  return post<{ message: string }>(endpoints.sendInvoice, body)
}

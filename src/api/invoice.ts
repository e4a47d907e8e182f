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

export interface SendInvoiceResponse {
  message: string
  /** After a report's payment: the link to the DEM scan (the buyer's session proves it is theirs). */
  scanUrl?: string
  /** The order just invoiced, for the success modal: its short reference, amount and where the invoice went. */
  receipt?: Receipt
}

export interface Receipt {
  reference: string
  amountPaise: number
  email: string
}

export function sendInvoice(body: SendInvoiceBody) {
  return post<SendInvoiceResponse>(endpoints.sendInvoice, body)
}

import { post } from './client'
import { endpoints } from './endpoints'

export interface ContactBody {
  name: string
  email: string
  message: string
}

export function sendContactMessage(body: ContactBody) {
  return post<{ message: string }>(endpoints.contact, body)
}

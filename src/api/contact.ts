import { post } from './client'

export interface ContactBody {
  name: string
  email: string
  message: string
}

export function sendContactMessage(body: ContactBody) {
  return post<{ message: string }>('/api/contact', body)
}

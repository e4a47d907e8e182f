/**
 * The words of every mail. Plain ASCII in short lines on purpose: the message then goes out as 7bit, never
 * quoted-printable, so the raw .eml files in the outbox hold the code and the address unbroken.
 */
import type { Invoice } from '../services/invoices'

export function otpMail(input: { firstName: string; email: string; code: string; ttlMinutes: number }) {
  return {
    subject: `Your DEM verification code is ${input.code}`,
    body: [
      `Hello ${input.firstName},`,
      '',
      `Your verification code is ${input.code}.`,
      'It was requested for this email address:',
      input.email,
      '',
      `The code is valid for ${input.ttlMinutes} minutes and works once.`,
      'If you did not ask for it, ignore this message:',
      'nothing happens without the code.',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

export function invoiceMail(invoice: Pick<Invoice, 'number' | 'buyerName' | 'description' | 'totalPaise'>) {
  return {
    subject: `Your invoice ${invoice.number}`,
    body: [
      `Hello ${invoice.buyerName},`,
      '',
      'Thank you for your payment.',
      `Invoice ${invoice.number} is attached as a PDF.`,
      '',
      `Item: ${invoice.description}`,
      `Amount: INR ${formatPaise(invoice.totalPaise)} (GST included)`,
      '',
      'Keep it for your records.',
      'For any question, reply to this message.',
      '',
      'DEM Success Blueprint',
    ].join('\n'),
  }
}

export function contactNotification(input: { name: string; email: string; message: string }) {
  return {
    subject: `Contact form: message from ${input.name}`,
    body: [`From: ${input.name} <${input.email}>`, '', input.message].join('\n'),
  }
}

/** 525000 paise -> "5,250.00" (Indian digit grouping). */
export function formatPaise(paise: number): string {
  return (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

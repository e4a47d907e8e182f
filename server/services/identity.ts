/** Email is the applicant's identity, compared case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Digits only, without India's +91 / 0 prefix, so "+91 98765-43210" and "9876543210" are the same phone. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2)
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1)
  return digits
}

import { OTP_LENGTH } from '../../content/registration'

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '')

/** A full code (typed, pasted or autofilled) as boxes, or undefined if it is not exactly six digits. */
export function digitsFromCode(text: string): string[] | undefined {
  const code = text.replace(/\s+/g, '')
  return new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(code) ? code.split('') : undefined
}

/** What one box may hold: a single digit 0-9 or nothing (SPEC §5). */
export function isBoxValue(value: string): boolean {
  return value === '' || /^[0-9]$/.test(value)
}

/**
 * Times of day in Hindi say the part of the day in words, never Latin am/pm (issue 50 point 8, docs/decisions.md):
 * the site's formats, the debrief mails and the privacy export.
 */
import { describe, expect, it } from 'vitest'
import { indiaTime, indiaWhen } from '../../src/content/hi/india-time'
import { indiaTime as indiaTimeEn } from '../../src/content/india-time'
import { hindiDateTime } from '../../server/counsellors/debrief-mail'

/** 30 November 2026 at hh:mm in India. */
const at = (hh: number, mm: number) =>
  `2026-11-30T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`
const clean = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

describe('a time of day in Hindi', () => {
  it('reads सुबह, दोपहर, शाम or रात with the hour, as Hindi says it', () => {
    expect(clean(indiaTime(at(10, 0)))).toBe('सुबह 10:00')
    expect(clean(indiaTime(at(13, 30)))).toBe('दोपहर 1:30')
    expect(clean(indiaTime(at(16, 30)))).toBe('शाम 4:30')
    expect(clean(indiaTime(at(20, 0)))).toBe('रात 8:00')
    expect(clean(indiaWhen(at(16, 30)))).toBe('सोम, 30 नव॰, शाम 4:30')
    // English keeps its clock.
    expect(clean(indiaTimeEn(at(16, 30)))).toBe('4:30 pm')
  })

  it('has no am or pm in the debrief mail either', () => {
    const text = hindiDateTime(new Date(at(16, 30)))
    expect(text).toBe('सोमवार, 30 नवंबर 2026, शाम 4:30 (भारतीय समय)')
    expect(text).not.toMatch(/\b[ap]m\b/i)
  })
})

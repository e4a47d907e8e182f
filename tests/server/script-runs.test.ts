import { describe, expect, it } from 'vitest'
import { reverseNumbers, splitByScript } from '../../server/invoices/script-runs'

const runs = (text: string) => splitByScript(text).map(({ script, text }) => `${script}:${text}`)

describe('splitByScript', () => {
  it('keeps text of one script in one run, spaces and punctuation included', () => {
    expect(runs('Zoë Ünal-Łukasz, Jr.')).toEqual(['Latin:Zoë Ünal-Łukasz, Jr.'])
    expect(runs('प्रिया शर्मा')).toEqual(['Devanagari:प्रिया शर्मा'])
    expect(runs('கார்த்திக் சுப்பிரமணியன்')).toEqual(['Tamil:கார்த்திக் சுப்பிரமணியன்'])
  })

  it('names each supported script', () => {
    const samples = {
      Devanagari: 'शर्मा',
      Bengali: 'চক্রবর্তী',
      Gurmukhi: 'ਸਿੰਘ',
      Gujarati: 'પટેલ',
      Oriya: 'ମହାପାତ୍ର',
      Tamil: 'கொற்றவை',
      Telugu: 'రెడ్డి',
      Kannada: 'ಪ್ರಸಾದ್',
      Malayalam: 'കൊട്ടാരത്തിൽ',
      Arabic: 'عائشہ',
    }
    for (const [script, text] of Object.entries(samples)) expect(runs(text)).toEqual([`${script}:${text}`])
  })

  it('switches at each change of script; a space between two scripts stays with the run before it', () => {
    expect(runs('Priya शर्मा')).toEqual(['Latin:Priya ', 'Devanagari:शर्मा'])
    expect(runs('शर्मा Priya')).toEqual(['Devanagari:शर्मा ', 'Latin:Priya'])
    expect(runs('அருண் (Arun) ಕುಮಾರ್')).toEqual(['Tamil:அருண் (', 'Latin:Arun) ', 'Kannada:ಕುಮಾರ್'])
  })

  it('gives leading and trailing neutral characters to the nearest left-to-right run', () => {
    expect(runs(' 1. प्रिया ')).toEqual(['Devanagari: 1. प्रिया '])
    expect(runs('Order 12')).toEqual(['Latin:Order 12'])
  })

  it('keeps combining marks and joiners with their letter, even across a change of script', () => {
    expect(runs('क्\u200Dष')).toEqual(['Devanagari:क्\u200Dष'])
    expect(runs('Ze\u0301nith')).toEqual(['Latin:Ze\u0301nith'])
    expect(runs('خانٌ Khan')).toEqual(['Arabic:خانٌ', 'Latin: Khan'])
  })

  it('keeps neutral characters inside a right-to-left run only when it surrounds them', () => {
    expect(runs('عائشہ خان')).toEqual(['Arabic:عائشہ خان'])
    expect(runs('Aisha عائشہ خان, Pune')).toEqual(['Latin:Aisha ', 'Arabic:عائشہ خان', 'Latin:, Pune'])
    expect(runs('(عائشہ)')).toEqual(['Latin:(', 'Arabic:عائشہ', 'Latin:)'])
    expect(runs('عائشہ@example.com')).toEqual(['Arabic:عائشہ', 'Latin:@example.com'])
  })

  it('takes numbers that follow Urdu text into its run, with the spaces and separators before them', () => {
    expect(runs('ممبئی 400069')).toEqual(['Arabic:ممبئی 400069'])
    expect(runs('عائشہ خان 2, Pune')).toEqual(['Arabic:عائشہ خان 2', 'Latin:, Pune'])
    expect(runs('گلی 305، 12')).toEqual(['Arabic:گلی 305، 12'])
    expect(runs('عائشہ (12) Khan 3')).toEqual(['Arabic:عائشہ', 'Latin: (12) Khan 3'])
    expect(runs('عائشہ 12 शर्मा')).toEqual(['Arabic:عائشہ 12', 'Devanagari: शर्मा'])
  })

  it('reverses the characters of each number, so that reversing a right-to-left run puts them back', () => {
    expect(reverseNumbers('مکان 12 گلی 7')).toBe('مکان 21 گلی 7')
    expect(reverseNumbers('12,500.75 روپے')).toBe('57.005,21 روپے')
    expect(reverseNumbers('۱۲۳ خان')).toBe('۳۲۱ خان')
    expect(reverseNumbers('1, 2')).toBe('1, 2')
  })

  it('puts text without letters, and letters of scripts without a font of their own, in the Latin run', () => {
    expect(runs('4,236.44')).toEqual(['Latin:4,236.44'])
    expect(runs('Ελένη Иван 山田')).toEqual(['Latin:Ελένη Иван 山田'])
    expect(runs('')).toEqual([])
  })

  it('handles characters outside the Basic Multilingual Plane whole', () => {
    expect(runs('Ana 😀 शर्मा')).toEqual(['Latin:Ana 😀 ', 'Devanagari:शर्मा'])
  })
})

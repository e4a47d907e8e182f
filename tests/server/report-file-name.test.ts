/** Issue 51.12: the report's file is named for the child and the date (two children, two files). */
import { describe, expect, it } from 'vitest'
import { reportContentDisposition, reportFileNames } from '../../server/reports/report-file-name'

const on = new Date('2026-11-28T10:00:00Z')

describe('the report file name', () => {
  it('names the child and the date, and a later version', () => {
    expect(reportFileNames({ childName: 'Kavya', generatedAt: on, version: 1 }).ascii).toBe(
      'Success-Blueprint-Kavya-2026-11-28.pdf',
    )
    expect(reportFileNames({ childName: 'Arjun Rao', generatedAt: on, version: 2 }).ascii).toBe(
      'Success-Blueprint-Arjun-Rao-2026-11-28-v2.pdf',
    )
    expect(reportFileNames({ childName: 'Zoë', generatedAt: on, version: 1 }).ascii).toBe(
      'Success-Blueprint-Zoe-2026-11-28.pdf',
    )
  })

  it('gives a non-Latin name a safe ASCII filename and an RFC 5987 filename* in its own script', () => {
    const names = reportFileNames({ childName: 'कविता', generatedAt: on, version: 1 })
    expect(names.ascii).toBe('Success-Blueprint-child-2026-11-28.pdf')
    expect(names.unicode).toBe('Success-Blueprint-कविता-2026-11-28.pdf')
    const header = reportContentDisposition(names)
    expect(header).toBe(
      `attachment; filename="Success-Blueprint-child-2026-11-28.pdf"; filename*=UTF-8''${encodeURIComponent('Success-Blueprint-कविता-2026-11-28.pdf')}`,
    )
    // Nothing a header could be broken with.
    const odd = reportFileNames({ childName: 'a"b\r\n;c', generatedAt: on, version: 1 })
    expect(odd.ascii).toBe('Success-Blueprint-a-b-c-2026-11-28.pdf')
    expect(reportContentDisposition(odd)).not.toMatch(/[\r\n]/)
  })
})

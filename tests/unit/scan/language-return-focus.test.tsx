/**
 * Issue 50 point 13: back from the other language's page at a question (the child tapped हिन्दी or English), the
 * question's heading has the focus, as after any other move in the scan, not the page.
 */
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ScanState } from '../../../src/api/scan'
import { scanModels } from '../../../src/engine/model'
import { ScanApp } from '../../../src/features/scan/scan-app'
import { server } from '../msw/server'
import { renderAt } from '../render'

const questions = scanModels.en.questions.map((q) => ({
  id: q.id,
  kind: q.kind,
  prompt: q.prompt,
  options:
    q.kind === 'choice'
      ? q.options.map((o) => ({ id: o.id, label: o.label }))
      : scanModels.en.scaleLabels.map((label, i) => ({ id: String(i + 1), label })),
}))

const state: ScanState = {
  status: 'consented',
  planName: "Achiever's Report",
  noticeVersion: '1',
  parentEmail: 'parent@example.com',
  child: { firstName: 'Kavya', classLevel: 7, school: null, city: null },
  answers: {},
  modelVersion: scanModels.en.version,
  language: 'en',
  questions,
}

describe('the scan, back from the other language', () => {
  it('opens at the question the child switched at, with its heading focused', async () => {
    server.use(http.get('*/api/scan', () => HttpResponse.json(state)))
    window.location.hash = '#' + 'a'.repeat(32)
    window.sessionStorage.setItem('dem-scan-at', '3')
    renderAt(<ScanApp />, { path: '/scan' })
    const heading = await screen.findByRole('heading', { level: 1, name: questions[3]!.prompt })
    await waitFor(() => expect(heading).toHaveFocus())
  })
})

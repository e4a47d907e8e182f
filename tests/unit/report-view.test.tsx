/** The web report for a version 2 document (issue 51 points 5 and 10): the summary first, bands, no score. */
import { render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { careerFamilies } from '../../src/content/careers'
import { reportContentEn } from '../../src/content/report'
import { archetypes } from '../../src/engine/archetypes'
import { scanModel } from '../../src/engine/model'
import { buildReport } from '../../src/engine/report'
import { scoreAnswers } from '../../src/engine/score'
import { ReportScreen } from '../../src/features/report/report-screen'
import { ReportView } from '../../src/features/report/report-view'
import { server } from './msw/server'

const documentFor = (id: string) => {
  const answers = archetypes.find((archetype) => archetype.id === id)!.answers
  return buildReport({
    profile: scoreAnswers(scanModel, answers),
    model: scanModel,
    content: reportContentEn,
    families: careerFamilies,
    child: { firstName: 'Kavya', classLevel: 10 },
    preparedOn: '2026-11-28',
    preparedOnText: '28 November 2026',
    answers,
  })
}

describe('the web report, version 2', () => {
  it('opens with the summary and the child’s page, and shows no score anywhere', () => {
    const report = documentFor('artist')
    const { container } = render(<ReportView report={report} />)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings.slice(0, 3)).toEqual([
      report.advice!.summary.heading,
      report.advice!.child.heading,
      report.howToRead.heading,
    ])
    expect(screen.getByText(report.advice!.summary.certainty)).toBeInTheDocument()
    const text = container.textContent ?? ''
    expect(text).not.toContain('out of 100')
    // No number stands alone in the score places (they hold bands and words now).
    for (const score of container.querySelectorAll('.report-domain__score'))
      expect(score.textContent).not.toMatch(/^\s*\d+\s*$/)
    expect(screen.getAllByText('Closest fit').length).toBeGreaterThan(0)
  })

  it('says on its first section when the answers look hurried', () => {
    const report = documentFor('all-middle')
    render(<ReportView report={report} />)
    expect(screen.getByText(report.advice!.summary.careless!.retake)).toBeInTheDocument()
  })

  it('gives the advice for the child’s class and the careers matched to the child, and no made-up story', () => {
    const report = documentFor('builder')
    const { container } = render(<ReportView report={report} />)
    const advice = report.advice!
    expect(screen.getByRole('heading', { level: 2, name: advice.classAdvice.heading })).toBeInTheDocument()
    for (const stream of advice.classAdvice.streams)
      expect(
        screen.getByRole('heading', { level: 3, name: `${stream.name}: ${stream.fitWord}` }),
      ).toBeInTheDocument()
    const matched = advice.careers.families.flatMap((family) => family.careers)
    expect(matched.length).toBeGreaterThan(0)
    for (const career of matched) expect(container.textContent).toContain(career.work)
    // Version 1's example stories named children who do not exist (issue 51 point 9): never in version 2.
    for (const family of report.careers.families)
      if (family.successStory) expect(container.textContent).not.toContain(family.successStory)
    expect(container.textContent).not.toContain(reportContentEn.careers.storyLabel)
  })
})

describe('opening the report', () => {
  it('puts the focus on the report once it has loaded, not on the page (issue 50 point 13)', async () => {
    const order = '00000000-0000-4000-8000-000000000009'
    const report = documentFor('builder')
    server.use(http.get(`*/api/orders/${order}/report`, () => HttpResponse.json({ document: report })))
    window.history.pushState({}, '', `/orders/report?order=${order}`)
    render(<ReportScreen />)
    const title = await screen.findByText(report.cover.preparedFor)
    await waitFor(() => expect(document.activeElement).toBe(title.closest('article')))
    window.history.pushState({}, '', '/')
  })
})

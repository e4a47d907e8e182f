/** The words around a report on its page in My orders (/orders/report); the report's own texts are in report.ts. */
export const reportPageContent = {
  title: 'Your Success Blueprint',
  metaDescription: "Your child's Success Blueprint, to read on your phone.",
  loading: 'Opening the report...',
  download: 'Download the PDF',
  back: 'Back to My orders',
  failed: 'We could not open the report. Please try again from My orders.',
  signIn: 'Please sign in on My orders to read the report.',
  /** Opened by the child's counsellor from the workspace (/orders/report?order=ID&from=workspace). */
  backToWorkspace: 'Back to my workspace',
  failedWorkspace: 'We could not open the report. Please try again from your workspace.',
  signInWorkspace: 'Please sign in to your workspace to read the report.',
  glanceAlt: (strongest: readonly string[]) =>
    `A bar chart of the 33 domains, by part. The highest scores: ${strongest.join(', ')}. The same figures are in the table below the chart.`,
  chartAsTable: 'The chart as a table',
  domainColumn: 'Domain',
  scoreColumn: 'Score (0-100)',
  bandColumn: 'Band',
  outOf100: 'out of 100',
  more: (title: string) => `More about ${title}: insight, development path, success story`,
} as const

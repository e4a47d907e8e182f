/**
 * The one dialog that asks before a scan's consent is withdrawn, in My orders and in the privacy centre alike
 * (src/components/withdraw-consent/): what goes with the consent, named, and the PDF to keep first.
 */
export const withdrawConsentContent = {
  title: 'Withdraw your consent?',
  lead: (child: string | null) =>
    child
      ? `Withdrawing stops ${child}'s scan and erases at once, for good:`
      : 'Withdrawing stops the scan and erases at once, for good:',
  answers: "your child's details and answers",
  report: (plan: string) => `the ${plan}: your child's report, on the site and as its PDF`,
  debrief: (when: string) => `the debrief with the counsellor booked for ${when}: it will be cancelled`,
  checking: 'Checking for a booked debrief...',
  keepPdf: 'Keep a copy first: the PDF cannot be downloaded again once consent is withdrawn.',
  download: 'Download the PDF',
  kept: 'Your invoice stays. This cannot be undone.',
  keep: 'Keep my consent',
  confirm: 'Withdraw and erase',
} as const

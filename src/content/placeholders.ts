/** The two pages the specification keeps as placeholders (SPEC §2): a label only, and one line of text. */
export const offeringsPlaceholder = {
  title: 'Offerings',
  label: 'Coming soon',
  description: 'Our offerings for students, parents, counsellors and schools are coming soon.',
} as const

export const resourceCenterPlaceholder = {
  title: 'Resource Center',
  text: 'Guides, worksheets and articles for parents and counsellors are being prepared and will appear here soon.',
  description: 'Guides, worksheets and articles for parents and counsellors are being prepared.',
} as const

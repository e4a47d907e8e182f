/**
 * The words of a report order's scan and report on My orders: a module of their own, so the checkout's first load
 * (which carries src/content/orders.ts for the success modal) does not carry them.
 */
/** A report's DEM scan on its order in My orders. */
export const orderScanContent = {
  heading: 'The DEM scan',
  failed: 'That did not work. Please try again.',
  yourChild: 'Your child',
  linkNote: 'The link works on any phone or computer, without signing in. Keep it in the family.',
  emailLink: 'Email me the link again',
  emailing: 'Sending...',
  opening: 'Opening...',
  newestLinkOnly:
    'Opening the scan here or emailing the link again makes a new link: the links sent before stop working.',
  withdraw: 'Withdraw consent',
  withdrawing: 'Withdrawing...',
  hurried: (name: string) =>
    `The report says ${name || 'your child'}'s answers looked hurried, so it may not describe ${name || 'your child'} well. ${name || 'Your child'} can answer the 27 questions again, once, at no cost: a new link is emailed, and a new report follows. The report you have stays as it is.`,
  hurriedDone: 'The answers were already given a second time: the free retake has been used.',
  reopen: 'Let my child answer again',
  reopening: 'Reopening...',
  state: {
    sent: 'Not started yet. The first screen of the link asks a parent for consent.',
    consented: (name: string, answered: number, total: number) =>
      `${name} has answered ${answered} of ${total} questions.`,
    submitted: (name: string, day: string) =>
      `Done: ${name || 'your child'} submitted the answers on ${day}.`,
    withdrawn:
      'Consent withdrawn: the answers were erased. To start the scan again, have the link emailed to you again.',
    erased: "Erased: two years after the scan, your child's answers and report were erased, as promised.",
  },
} as const

/** A report's Success Blueprint on its order. */
export const orderReportContent = {
  heading: 'Your report',
  preparing:
    'Your report is being prepared. It usually takes a minute or two; we will email it to you as soon as it is ready.',
  ready: 'Your report is ready',
  readyOn: (day: string, version: number) =>
    version > 1 ? `Updated on ${day} (version ${version}).` : `Prepared on ${day}.`,
  read: 'Read it here',
  download: 'Download the PDF',
} as const

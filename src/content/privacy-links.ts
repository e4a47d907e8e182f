/**
 * The words of the links to the privacy centre from other pages and from mails: a module of its own, so a page
 * that links there does not carry the privacy centre's notice in its bundle. The server imports the mail footer.
 */
export const privacyCentreLink = {
  /** My orders, the privacy policy. */
  policyHeading: 'Your data in detail, and your rights',
  text: 'Your data and your rights: see, download, correct or erase it in the privacy centre',
  /** Every mail's footer (plain ASCII, short lines). */
  mailFooter: (url: string) => ['--', 'Your data and your rights:', url],
} as const

/**
 * What the buyer is told right after a purchase, by the success modal and the mails, and where to follow the order:
 * a module of its own, so the checkout's first load does not carry the words of My orders.
 */

/** The first thing that happens after a report purchase: the success modal and the mails say it too. */
export const reportFirstStep = {
  title: 'Your child takes the DEM scan',
  detail:
    '27 questions online, in about twenty minutes, on any phone or computer. The link is in your email and on My orders.',
}

/** The first thing that happens after a counsellor kit purchase. */
export const kitFirstStep = {
  title: 'Your training batch',
  detail: 'We write to you within 2 working days with the dates of your training batch.',
}

/** The checkout's and the success modal's pointers to My orders. */
export const afterPurchaseContent = {
  /** The short line beside the checkout's notices that leave a payment unsettled: where to look. */
  seeMyOrders: { before: 'See ', link: 'My orders', after: ' for the state of your payment.' },
  /** In the success modal, after the first step. */
  followInMyOrders: { before: 'Follow your order and invoice in ', link: 'My orders', after: '.' },
  /** The scan link's button, in the success modal and on the order. */
  openScan: 'Open the scan',
} as const

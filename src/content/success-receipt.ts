/**
 * Below SPEC §2's texts in the success modal: the order just paid, by the reference My orders shows. Its own module,
 * so the words load with the success modal's chunk, not with checkout's first load.
 */
export const successReceipt = {
  reference: 'Order reference',
  amount: 'Amount paid',
  invoiceSentTo: 'Invoice sent to',
} as const

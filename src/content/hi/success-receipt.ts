/** The order just paid, below the success modal's texts, in Hindi. */
import type * as en from '../success-receipt'
import type { Localised } from '../localised'

export const successReceipt: Localised<typeof en.successReceipt> = {
  reference: 'ऑर्डर नंबर',
  amount: 'भुगतान की गई राशि',
  invoiceSentTo: 'इनवॉइस भेजा गया',
}

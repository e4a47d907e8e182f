/** The simulated gateway's payment window in Hindi (see ../simulated-gateway.ts). */
import type * as en from '../simulated-gateway'
import type { Localised } from '../localised'

export const simulatedGateway: Localised<typeof en.simulatedGateway> = {
  title: 'परीक्षण भुगतान (सिम्युलेटेड गेटवे)',
  note: 'इसमें कोई असली पैसा नहीं कटता। चुनें कि यह भुगतान किस तरह पूरा हो।',
  merchant: 'विक्रेता',
  purpose: 'किसके लिए',
  order: 'ऑर्डर',
  pay: '{amount} का भुगतान करें',
  fail: 'भुगतान विफल करें',
  close: 'बंद करें',
  unreachable: 'परीक्षण गेटवे से संपर्क नहीं हो सका।',
}

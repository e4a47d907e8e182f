/** "Need help with this order?" in Hindi: the reasons, the form, and how a request and its answer read. */
import * as en from '../order-help'
import type { Localised } from '../localised'

export type { HelpReason } from '../order-help'

export const HELP_REASONS: Localised<typeof en.HELP_REASONS> = en.HELP_REASONS

export const helpReasonLabels: Localised<typeof en.helpReasonLabels> = {
  payment: 'किसी भुगतान के बारे में',
  refund: 'रिफ़ंड का अनुरोध',
  report: 'रिपोर्ट के बारे में',
  other: 'कुछ और',
}

export const HELP_MESSAGE_MAX: Localised<typeof en.HELP_MESSAGE_MAX> = en.HELP_MESSAGE_MAX

export const ticketStateLabels: Localised<typeof en.ticketStateLabels> = {
  open: 'हमारे जवाब का इंतज़ार है',
  answered: 'जवाब दे दिया गया',
  closed: 'बंद',
}

export const orderHelpContent: Localised<typeof en.orderHelpContent> = {
  open: 'इस ऑर्डर में मदद चाहिए?',
  heading: 'इस ऑर्डर में मदद चाहिए?',
  lead: 'हमें बताइए कि क्या गड़बड़ हुई। हमारी टीम का कोई सदस्य 48 घंटों के भीतर आपको जवाब लिखेगा।',
  reasonLegend: 'यह किस बारे में है?',
  messageLabel: 'आपका संदेश',
  messageHint: `अधिकतम ${HELP_MESSAGE_MAX} अक्षर।`,
  send: 'मेरा अनुरोध भेजें',
  sending: 'भेजा जा रहा है...',
  cancel: 'रद्द करें',
  chooseReason: 'कृपया चुनें कि यह किस बारे में है।',
  writeMessage: 'कृपया अपना संदेश लिखें।',
  tooLong: `आपका संदेश बहुत लंबा है: कृपया इसे ${HELP_MESSAGE_MAX} अक्षरों के भीतर रखें।`,
  failed: 'हम आपका अनुरोध नहीं भेज सके। कृपया फिर से कोशिश करें।',
  sent: (number) =>
    `धन्यवाद। आपका अनुरोध ${number} हमारी टीम तक पहुँच गया है, और हमने इसकी एक कॉपी आपको ईमेल कर दी है।`,
  requests: 'मदद के लिए आपके अनुरोध',
  number: (number) => `अनुरोध ${number}`,
  sentOn: (date) => `${date} को भेजा गया`,
  yourMessage: 'आपने लिखा',
  ourAnswer: (date) => `हमारा जवाब (${date})`,
}

/**
 * The short messages we send, word for word as registered on TRAI's DLT portal (docs/sms-templates.md lists them
 * for submission): one template per message and language, the code the only variable, no link. A text that differs
 * from the registered one by a character is rejected by the operators, so this file and that document change
 * together.
 */
import type { SmsChannel, SmsLanguage } from './message'

export type SmsTemplateName = 'otp'

/** What each template says; `{code}` is the one variable (`{#var#}` on the DLT portal, `##otp##` at MSG91). */
export const smsTemplates: Record<SmsTemplateName, Record<SmsLanguage, string>> = {
  otp: {
    en: 'DEM: Your verification code is {code}. It is valid for 10 minutes. Do not share it with anyone.',
    hi: 'DEM: आपका सत्यापन कोड {code} है। यह 10 मिनट तक मान्य है। इसे किसी से साझा न करें।',
  },
}

/**
 * What WhatsApp shows of each authentication template (docs/sms-templates.md): Meta fixes an authentication
 * template's wording per language (the code, a security line, the expiry line), so this is the text the outbox
 * records, not one we send; Gupshup sends the template's id and the code only.
 */
export const whatsappTemplates: Record<SmsTemplateName, Record<SmsLanguage, string>> = {
  otp: {
    en: '{code} is your verification code. For your security, do not share this code. This code expires in 10 minutes.',
    hi: '{code} आपका सत्यापन कोड है। अपनी सुरक्षा के लिए, यह कोड किसी से साझा न करें। यह कोड 10 मिनट में समाप्त हो जाएगा।',
  },
}

/** The variable's name in the provider's template (MSG91: `##otp##`). */
export const CODE_VARIABLE = 'otp'

export function smsText(
  template: SmsTemplateName,
  language: SmsLanguage,
  code: string,
  channel: SmsChannel = 'sms',
): string {
  return (channel === 'whatsapp' ? whatsappTemplates : smsTemplates)[template][language].replace(
    '{code}',
    code,
  )
}

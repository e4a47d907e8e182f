/** What an e2e on a Hindi page calls English left untranslated (hindi.spec.ts, workspace.spec.ts). */

/**
 * Latin words a Hindi page may show or speak: the brand, programme, product and payment names, abbreviations,
 * addresses, and the language switch. Any other Latin word, even a single one, is English left untranslated.
 */
const ALLOWED = [
  /\S+@\S+/g, // addresses
  /https?:\/\/\S+/g,
  /\bEnglish\b/g,
  /DEM Success Blueprint/g,
  /Success Blueprint/g,
  /Educational Excellence Counsellor/g,
  /Achiever[’']s Report|Master[’']s Report/g,
  /\b(?:Razorpay|Google Maps|WhatsApp|Facebook|Instagram|YouTube|B\.Com|B\.Sc)\b/g,
  // Laws' and bodies' official names, given in brackets after their Hindi names.
  /Digital Personal Data Protection Act/g,
  /Data Protection Board of India/g,
  // Abbreviations and codes: DEM, PDF, OTP, UPI, GST, SMS, IST, PIN, IAS, the coupon EEC25.
  /\b[A-Z]{2,5}\d*\b/g,
  // File types, named as the phone names them: "(.ics)".
  /\.(?:ics|pdf|json|html)\b/g,
  // Technical terms given in brackets after their Hindi words (the privacy policy).
  /keyed hash|HttpOnly/g,
  // A configured person's initials and name ("A. N. Example", the grievance officer).
  /\b(?:[A-Z]\. ?)+[A-Z][a-z]+\b/g,
]

/** The Latin words left once the allowed names are taken out: every one is English nobody translated. */
export function englishLeftovers(text: string): string[] {
  const rest = ALLOWED.reduce((t, pattern) => t.replace(pattern, ' '), text)
  return rest.match(/[A-Za-z][A-Za-z'’]+/g) ?? []
}

/**
 * Texts that speak of the child in the grammatical gender the parent chose at consent (issue 51.1 and 51.11). Hindi
 * verbs agree with their subject, so "your child makes" is "आपकी बेटी ... बनाती है" for a girl and "आपका बेटा ...
 * बनाता है" for a boy; a parent who chose "by name only" reads "आपका बच्चा ... बनाता है", the grammatical default of
 * बच्चा (docs/decisions.md). The variants are data: the Hindi model writes each gendered word with both of its forms
 * by hand, and `addressedVariants` spells the three texts out once, when the model is built. Nothing here guesses at a
 * word's gender. Pure: the engine, the content and the tests import it.
 */
import { addressForms, type AddressForm, type ChildText } from './types'

/** The text for the way the child is addressed. */
export function textFor(text: ChildText, addressAs: AddressForm): string {
  return typeof text === 'string' ? text : text[addressAs]
}

/** Every variant of a text (one for a plain string). */
export function variantsOf(text: ChildText): string[] {
  return typeof text === 'string' ? [text] : addressForms.map((form) => text[form])
}

/**
 * How the Hindi model names the child in its texts: a placeholder per grammatical case, and what it reads as for
 * each way of address. `{बच्चा}` is the subject ("आपकी बेटी शायद..."), `{बच्चे}` the oblique before a postposition
 * ("आपकी बेटी को", "आपके बेटे की"), `{अपने बच्चे}` the parent's own ("अपनी बेटी को ... मदद करें").
 */
export const childWords: Readonly<Record<string, Readonly<Record<AddressForm, string>>>> = {
  '{बच्चा}': { girl: 'आपकी बेटी', boy: 'आपका बेटा', name: 'आपका बच्चा' },
  '{बच्चे}': { girl: 'आपकी बेटी', boy: 'आपके बेटे', name: 'आपके बच्चे' },
  '{अपने बच्चे}': { girl: 'अपनी बेटी', boy: 'अपने बेटे', name: 'अपने बच्चे' },
}

/**
 * A Hindi text written with its gendered words in both forms, `[masculine|feminine]` ("[बनाता|बनाती] है"), and the
 * child as `{बच्चा}`, `{बच्चे}` or `{अपने बच्चे}`: its three variants, the feminine for a girl, the masculine for a
 * boy and for "by name" (which agrees with बच्चा). A text with neither is returned as it is. Throws on a placeholder
 * it does not know or a bracket without its two forms, so a slip in the data fails when the model is built.
 */
export function addressedVariants(template: string): ChildText {
  if (!/[[\]{}|]/.test(template)) return template
  const spell = (form: AddressForm) =>
    template
      .replace(/\{[^{}]*\}/g, (word) => {
        const forms = childWords[word]
        if (!forms) throw new Error(`unknown child word ${word} in “${template}”`)
        return forms[form]
      })
      .replace(/\[([^[\]|]*)\|([^[\]|]*)\]/g, (_, masculine: string, feminine: string) =>
        form === 'girl' ? feminine : masculine,
      )
  const variants = { girl: spell('girl'), boy: spell('boy'), name: spell('name') }
  for (const variant of Object.values(variants))
    if (/[[\]{}|]/.test(variant))
      throw new Error(`a gendered word is not written as [masculine|feminine] in “${template}”`)
  return variants
}

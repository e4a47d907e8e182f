/**
 * What a language adds to every page's first stylesheet. English adds nothing; the Hindi twin
 * (hi/locale-assets.ts) brings the Devanagari font. Imported by the boot entry (src/boot.ts).
 */
export {}

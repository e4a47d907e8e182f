/**
 * The words of the scan's language choice: the parent's, on the consent screen, and the child's switch at each
 * question (src/features/scan/). The two languages are named in themselves, the same on both languages' pages.
 */
export const scanLanguageContent = {
  names: { en: 'English', hi: 'हिन्दी' },
  consent: {
    legend: 'Language of the scan',
    hint: 'Your child can switch between English and Hindi at any question without losing answers. The report is written in the language the scan is finished in.',
  },
  switcher: {
    label: 'Language of the questions',
    failed: 'The language could not be changed just now. Please check the connection and try again.',
  },
} as const

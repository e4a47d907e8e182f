/**
 * The words of the DEM scan page (/scan) around the questions (which the server sends from src/engine/model.en.ts):
 * the intro, the saving state, the end and every error; the consent screen's are in scan-consent.ts. The notice's
 * version is recorded with each consent,
 * so a change of what the notice says must change the version. Free of browser and Node APIs: the server imports
 * the version and the limits.
 */

/** Bump when the notice (scan-consent.ts) changes in substance: each consent records the version it was given under. */
export const SCAN_NOTICE_VERSION = 'scan-notice-2 (2026-11-28)'

/** Classes the scan is written for. */
export const SCAN_CLASSES = [6, 7, 8, 9, 10, 11, 12] as const

/** Longest child's first name, school and city accepted. */
export const SCAN_TEXT_MAX = { firstName: 40, school: 120, city: 60 } as const

/** How long a scan link works after it was last mailed. */
export const SCAN_LINK_DAYS = 90

export const scanContent = {
  title: 'The DEM scan',
  metaDescription: 'The DEM scan: 27 questions for your child, about twenty minutes.',
  loading: 'Opening the scan...',
  intro: {
    heading: (name: string) => `Hi ${name}!`,
    lines: [
      'You will see 27 questions, one at a time.',
      'There are no right or wrong answers. Pick what is most true for you, not what sounds best.',
      'It takes about twenty minutes. You can stop and come back later: every answer is saved.',
    ],
    start: 'Start',
    resume: (n: number) => `Continue from question ${n}`,
  },
  question: {
    progress: (n: number, total: number) => `${n} of ${total}`,
    progressLabel: 'Your progress',
    scaleHint: 'How true is this of you?',
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    chooseFirst: 'Pick an answer to go on.',
  },
  saving: {
    saved: 'All answers saved',
    pending: (n: number) => (n === 1 ? '1 answer waiting to be saved' : `${n} answers waiting to be saved`),
    offline:
      'You are offline. Keep going: your answers are kept on this phone and saved when you are back online.',
  },
  review: {
    heading: 'You answered all 27 questions!',
    lead: 'Thank you. Press Submit to send your answers. After that they cannot be changed.',
    change: 'Go back and change an answer',
    submit: 'Submit my answers',
    submitting: 'Sending...',
    missing: (n: number) =>
      n === 1 ? '1 question still has no answer.' : `${n} questions still have no answer.`,
    goToMissing: 'Answer it now',
    offline:
      'You are offline. Your answers are safe on this phone; press Submit again when you are back online.',
  },
  done: {
    heading: 'Well done, and thank you!',
    lines: [
      'Your answers are in. There was nothing to pass or fail: everything you said helps us understand how you like to think, learn and work.',
      'Your parent will get your Success Blueprint by email, and a certified counsellor will go through it with you both.',
    ],
    parent: 'Parents: follow the report on My orders.',
  },
  withdrawn: {
    heading: 'Consent was withdrawn',
    lead: 'A parent withdrew consent for this scan, so its answers were erased. To start again, the parent asks for the link again on My orders.',
  },
  errors: {
    heading: 'This scan link does not work',
    help: 'Open My orders to get a new link, or write to us and we will help.',
    ordersLink: 'Open My orders',
    noToken: 'This address has no scan link in it. Open the link from your email again.',
    generic: 'We could not open the scan. Please check your connection and try again.',
    retry: 'Try again',
  },
} as const

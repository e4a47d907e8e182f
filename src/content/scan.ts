/**
 * The words of the DEM scan page (/scan): the parent's consent screen, the child's questions around the model's
 * own texts (src/engine/model.en.ts), the end and every error. The notice's version is recorded with each consent,
 * so a change of what the notice says must change the version. Free of browser and Node APIs: the server imports
 * the version and the limits.
 */

/** Bump when the notice below changes in substance: each consent records the version it was given under. */
export const SCAN_NOTICE_VERSION = 'scan-notice-1 (2026-11-25)'

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
  consent: {
    heading: 'Before your child starts: for the parent',
    lead: 'This scan is part of the Success Blueprint you bought. Please fill in this screen yourself; then hand the phone to your child.',
    childHeading: 'Who is taking the scan?',
    firstName: "Child's first name",
    classLevel: 'Class',
    classPlaceholder: 'Choose the class',
    classOption: (n: number) => `Class ${n}`,
    school: 'School (optional)',
    city: 'City or town (optional)',
    noticeHeading: 'What we keep, why, and for how long',
    notice: [
      {
        what: "Your child's first name and class, and the school and city if you give them",
        why: 'To address your child in the scan and the report, and to word the report for the right age.',
      },
      {
        what: "Your child's 27 answers",
        why: 'To score the scan. Nothing else is done with them.',
      },
      {
        what: 'The profile and the report made from the answers',
        why: 'For you, and for the certified counsellor who goes through it with you.',
      },
      {
        what: 'This consent: the order, the version of this notice, the time and your email address',
        why: "To show that a parent agreed before any of your child's data was used.",
      },
    ],
    keptFor:
      "We keep your child's details, answers and report until you withdraw this consent, and for two years after the scan at the most; then we erase them. We never sell them, never use them for advertising and show them to no one but you and your counsellor.",
    withdraw:
      'You can withdraw this consent at any time on My orders: the scan stops and the answers are erased at once. Your invoice stays, because the law asks us to keep it.',
    privacyLink: 'Read our privacy policy',
    checkbox: "I am this child's parent or legal guardian and I consent",
    recordedAs: (email: string) => `Your consent is recorded with your email address ${email}.`,
    submit: 'I consent: start the scan',
    submitting: 'Saving...',
    errors: {
      firstName: "Please enter your child's first name.",
      classLevel: 'Please choose the class.',
      consent: 'Please tick the box to give your consent, or close this page.',
    },
  },
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
    lead: 'A parent withdrew consent for this scan, so its answers were erased. To take the scan again, a parent gives consent again below.',
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

/**
 * The parent's consent screen of the DEM scan: a module of its own, loaded only when the screen is shown (a child
 * resuming the scan never needs it). The server imports the error texts for its own refusals.
 */
export const scanConsentContent = {
  form: {
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
    privacyCentreLink: 'See, download, correct or erase your data in the privacy centre',
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
} as const

/** Copy for /contact. Status messages follow SPEC §4 and §8 exactly. */

export const contactPage = {
  title: 'Contact us',
  subtitle: "We're here to help!",
  lead: 'Questions about the Success Blueprint report, the counsellor programme or a franchise? Write to us and our team will reply within one working day.',
  officeHeading: 'Our office',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  hours: 'Monday to Saturday, 10 AM to 6 PM IST',
  formHeading: 'Write to us',
  mapHeading: 'Find us',
} as const

export const contactForm = {
  name: 'Your name',
  email: 'Email address',
  message: 'Message',
  submit: 'Send message',
  sending: 'Sending…',
  successHeading: 'Success!',
  failureHeading: 'Oops!',
  fallbackError: 'Failed to submit message.',
  close: 'Close',
  /** SPEC §9: the notice hides itself after 9000 ms. */
  noticeMs: 9000,
} as const

export const contactMap = {
  embedUrl: 'https://www.google.com/maps?q=Andheri+West+Mumbai&output=embed',
  iframeTitle: 'Office location map',
  showMap: 'Show map',
  consent: 'The map is provided by Google Maps and loads only when you ask for it.',
  placeholder: '/images/contact/map-placeholder.svg',
  placeholderAlt: 'Illustrated map of Andheri West, Mumbai, with our office marked',
  width: 640,
  height: 360,
} as const

/** The page's title and description. */
export const contactSeo = {
  title: 'Contact Us',
  description:
    'Contact the DEM Success Blueprint team in Mumbai about the report, the counsellor programme or a franchise. We reply within one working day.',
} as const

/** The words of the site's frame (header, footer, banner, loading, Not Found) that are not in SPEC's content. */
export const chrome = {
  skipToContent: 'Skip to content',
  homeSuffix: ' – home',
  toggleNavigation: 'Toggle navigation',
  mainNavigation: 'Main',
  loading: 'Loading…',
  scrollToTop: 'Scroll to top',
  ctaBannerLabel: 'Get the report',
  footerAbout: (city: string) =>
    `Science, psychology and ancient wisdom, brought together to help every child find the path they are wired for. Run from ${city}, India.`,
  socialMedia: 'Social media',
  opensInNewTab: (label: string) => `${label} (opens in a new tab)`,
  support: 'Support:',
  counsellorFacts: { students: 'Students', courses: 'Courses', rating: 'Rating' },
  visionAndMission: 'Vision and mission',
  careerFamilies: 'Career families',
  /** Said when a request fails and the server gave no words of its own. */
  failed: {
    invoice: 'We could not send the invoice. Please try again.',
    generic: 'That did not work. Please try again.',
    sendCode: 'We could not send a code. Please try again.',
    checkCode: 'We could not check the code. Please try again.',
  },
  yourChild: 'Your child',
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    text: 'We could not find that page. It may have moved, or the link may be mistyped.',
    back: 'Back to Home',
  },
} as const

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
  /** A counsellor's card (on the marketing pages). */
  counsellorFacts: { students: 'Students', courses: 'Courses', rating: 'Rating' },
} as const

export const plansPageContent = {
  seo: {
    title: 'Affordable Pricing Packages',
    description:
      'See the Basic package at ₹10,000: what is included, what is not, and how to get started in minutes.',
  },
  heading: 'Affordable Pricing Packages',
  lead: 'One simple package, no hidden costs. Pick it, check your details, and pay securely.',
  perLabel: 'one-time payment',
  includedLabel: 'Included',
  notIncludedLabel: 'Not included',
  button: 'Get Started',
} as const

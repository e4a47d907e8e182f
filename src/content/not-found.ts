/** The Not Found page (prerendered as 404.html). */
export const notFound = {
  title: 'Page not found',
  description: 'The page you asked for does not exist.',
  text: 'We could not find that page. It may have moved, or the link may be mistyped.',
  back: 'Back to Home',
} as const

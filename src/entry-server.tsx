import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './app/app'
import { Providers } from './app/providers'
import { locale } from './content/locale'

export { notFoundPage, pageSource, routes } from './app/routes'
export { config } from './config/env'
export { brand } from './content/site'
export { locale } from './content/locale'

/** Renders one route to HTML, waiting for its lazy page. Used only at build time. */
export async function renderPage(url: string): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerenderToNodeStream(
    <Providers>
      <StaticRouter location={url} basename={locale.basePath || undefined}>
        <App />
      </StaticRouter>
    </Providers>,
    // Never outline large Suspense boundaries: outlined content needs inline scripts to swap in, which the CSP
    // (rightly) blocks, and a static page has nothing to stream anyway.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A page that throws while prerendering would silently fall back to client rendering: fail the build.
      onError: (error) => {
        errors.push(error)
      },
    },
  )
  if (errors.length) throw new AggregateError(errors, `Prerendering ${url} failed: ${String(errors[0])}`)
  const decoder = new TextDecoder()
  let html = ''
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true })
  return html + decoder.decode()
}

import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './app/app'
import { Providers } from './app/providers'

export { pageSource, routes } from './app/routes'
export { config } from './config/env'

/** Renders one route to HTML, waiting for its lazy page. Used only at build time. */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Providers>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </Providers>,
  )
  const decoder = new TextDecoder()
  let html = ''
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true })
  return html + decoder.decode()
}

import { http, HttpResponse, type JsonBodyType } from 'msw'
import { server } from '../msw/server'

export interface Captured {
  bodies: unknown[]
  urls: string[]
}

type Responder = () => Response | Promise<Response>

/** Answers POST `path` with `respond` and records every request's JSON body and URL. */
export function capture(path: string, respond: Responder): Captured {
  const captured: Captured = { bodies: [], urls: [] }
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      captured.urls.push(request.url)
      captured.bodies.push(await request.json())
      return respond()
    }),
  )
  return captured
}

export const ok = (body: JsonBodyType) => () => HttpResponse.json(body)
export const fail = (status: number, body?: JsonBodyType) => () =>
  body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status })

/** A promise the test resolves itself, to hold a response while asserting the busy state. */
export function deferred() {
  let release: () => void = () => {}
  const promise = new Promise<void>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

export function locationOf(probe: HTMLElement) {
  return { pathname: probe.textContent, state: JSON.parse(probe.dataset.state ?? 'null') as unknown }
}

export const applicant = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '9876543210',
}

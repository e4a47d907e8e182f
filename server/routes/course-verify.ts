/**
 * The public certificate check, rendered here as plain HTML (no JavaScript, a few kilobytes, fast on a phone):
 * /verify/<credential id> and /hi/verify/<credential id> say valid, revoked, expired or superseded, with the name,
 * the programme and the date, nothing more. /verify/<id>/credential.jwt downloads the signed Open Badges 3.0
 * credential; POST /verify/check (a pasted credential) checks its signature and says what the register says.
 * An unknown or malformed id is a 404 page.
 */
import type { App, AppContext } from '../context'
import {
  credentialById,
  credentialState,
  type Credential,
  type CredentialState,
} from '../course/certificates'
import { PROGRAMME } from '../course/credential-signing'
import { verifyContent as en } from '../../src/content/verify'
import { verifyContent as hi } from '../../src/content/hi/verify'

type Words = typeof hi

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const indiaDate = (at: Date, language: 'en' | 'hi') =>
  at.toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })

const COLOURS: Record<CredentialState, string> = {
  valid: '#1b6e3a',
  revoked: '#a4161a',
  expired: '#8a5a00',
  superseded: '#8a5a00',
}

/** LinkedIn's "Add to profile" address for a certification, with the credential id and its verify URL. */
export function linkedInUrl(credential: Credential, verifyUrl: string): string {
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: PROGRAMME,
    organizationName: 'DEM Success Blueprint',
    issueYear: String(credential.issuedAt.getUTCFullYear()),
    issueMonth: String(credential.issuedAt.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: credential.id,
  })
  return `https://www.linkedin.com/profile/add?${query.toString()}`
}

function page(language: 'en' | 'hi', words: Words, title: string, body: string, otherLanguagePath: string) {
  return `<!doctype html>
<html lang="${language === 'hi' ? 'hi' : 'en-IN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif;margin:0;background:#f5f7fb;color:#1c2230;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:1.25rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:1rem}
.state{font-size:1.5rem;font-weight:700;margin:0 0 .25rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0 0}dt{color:#555}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
a{color:#1f3a68}textarea{width:100%;box-sizing:border-box;min-height:7rem;font:inherit}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:8px;background:#1f3a68;color:#fff;margin-top:.5rem;min-height:44px}
.links a{display:inline-block;margin:.5rem 1rem .5rem 0;min-height:44px;line-height:44px}
</style></head><body><main>
<p><strong>DEM Success Blueprint</strong> · <a href="${escape(otherLanguagePath)}" lang="${language === 'hi' ? 'en' : 'hi'}">${escape(words.languageSwitch)}</a></p>
<h1>${escape(words.heading)}</h1>
${body}
</main></body></html>`
}

function checkForm(words: Words, language: 'en' | 'hi', pasted = '') {
  const action = language === 'hi' ? '/hi/verify/check' : '/verify/check'
  return `<section class="card"><h2>${escape(words.checkHeading)}</h2><p>${escape(words.checkLead)}</p>
<form method="post" action="${action}"><label for="credential">${escape(words.pasteLabel)}</label>
<textarea id="credential" name="credential" spellcheck="false" autocomplete="off">${escape(pasted)}</textarea>
<button type="submit">${escape(words.checkButton)}</button></form></section>`
}

function credentialCard(words: Words, language: 'en' | 'hi', credential: Credential, now: Date) {
  const state = credentialState(credential, now)
  return `<section class="card" aria-live="polite"><p class="state" style="color:${COLOURS[state]}">${escape(words.states[state])}</p>
<p>${escape(words.stateLead[state])}</p><dl>
<dt>${escape(words.name)}</dt><dd>${escape(credential.name)}</dd>
<dt>${escape(words.programmeLabel)}</dt><dd>${escape(words.programme)}</dd>
<dt>${escape(words.issued)}</dt><dd>${escape(indiaDate(credential.issuedAt, language))}</dd>
${credential.expiresAt ? `<dt>${escape(words.validUntil)}</dt><dd>${escape(indiaDate(credential.expiresAt, language))}</dd>` : ''}
<dt>${escape(words.credentialId)}</dt><dd>${escape(credential.id)}</dd></dl></section>`
}

export function courseVerifyRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database
  const signer = ctx.credentials

  const send = (
    reply: { code(n: number): unknown; type(t: string): unknown; header(k: string, v: string): unknown },
    status: number,
    html: string,
  ) => {
    reply.code(status)
    reply.type('text/html; charset=utf-8')
    reply.header('cache-control', 'no-cache')
    return html
  }

  for (const language of ['en', 'hi'] as const) {
    const base = language === 'hi' ? '/hi/verify' : '/verify'
    const other = language === 'hi' ? '/verify' : '/hi/verify'
    const words: Words = language === 'hi' ? hi : en

    app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const id = request.params.id.toUpperCase()
      const credential = await credentialById(db, id)
      if (!credential)
        return send(
          reply,
          404,
          page(
            language,
            words,
            words.notFoundHeading,
            `<section class="card"><p class="state">${escape(words.notFoundHeading)}</p><p>${escape(words.notFound)}</p></section>${checkForm(words, language)}`,
            `${other}/${encodeURIComponent(request.params.id)}`,
          ),
        )
      const verifyUrl = signer.verifyUrl(credential.id)
      const state = credentialState(credential, ctx.clock())
      const links =
        state === 'valid'
          ? `<p class="links"><a href="/verify/${credential.id}/credential.jwt" download>${escape(words.download)}</a><a href="${escape(linkedInUrl(credential, verifyUrl))}" rel="noopener">${escape(words.linkedIn)}</a></p>`
          : ''
      return send(
        reply,
        200,
        page(
          language,
          words,
          `${words.title}: ${credential.id}`,
          credentialCard(words, language, credential, ctx.clock()) + links + checkForm(words, language),
          `${other}/${credential.id}`,
        ),
      )
    })

    void app.register(async (scope: App) => {
      // The check's form posts urlencoded (no JavaScript), or a file's text as text/plain.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      )
      scope.post<{ Body: { credential?: string } | string }>(`${base}/check`, async (request, reply) => {
        const text = typeof request.body === 'string' ? request.body : (request.body?.credential ?? '')
        const id = await signer.verify(text)
        const credential = id ? await credentialById(db, id) : undefined
        const result = credential
          ? `<section class="card"><p>${escape(words.signatureGood)}</p></section>${credentialCard(words, language, credential, ctx.clock())}`
          : `<section class="card"><p class="state" style="color:${COLOURS.revoked}">${escape(words.signatureBad)}</p></section>`
        return send(
          reply,
          credential ? 200 : 422,
          page(language, words, words.title, result + checkForm(words, language, text.slice(0, 8000)), other),
        )
      })
    })
  }

  app.get<{ Params: { id: string } }>('/verify/:id/credential.jwt', async (request, reply) => {
    const credential = await credentialById(db, request.params.id.toUpperCase())
    if (!credential) return reply.code(404).send({ message: 'Not found.' })
    const token = await signer.sign({
      id: credential.id,
      name: credential.name,
      issuedAt: credential.issuedAt,
      expiresAt: credential.expiresAt,
    })
    reply.type('application/jwt; charset=utf-8')
    reply.header('content-disposition', `attachment; filename="${credential.id}.jwt"`)
    return token
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { contactMessages, mailQueue } from '../../server/db/schema'
import { loggedError } from '../../server/http/logged-error'
import { backends, latestOtp, makeHarness, post, purchaseAndInvoice, type Harness } from './helpers'

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dem-dist-'))
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`
  writeFileSync(path.join(dir, 'index.html'), page('Home'))
  writeFileSync(path.join(dir, 'spa.html'), page('Shell'))
  mkdirSync(path.join(dir, 'about'))
  writeFileSync(path.join(dir, 'about', 'index.html'), page('About'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('y'.repeat(4000))})`,
  )
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n')
  // The Hindi site, a build of its own under /hi.
  mkdirSync(path.join(dir, 'hi', 'about'), { recursive: true })
  writeFileSync(path.join(dir, 'hi', 'index.html'), page('मुखपृष्ठ'))
  writeFileSync(path.join(dir, 'hi', 'about', 'index.html'), page('हमारे बारे में'))
  writeFileSync(path.join(dir, 'hi', 'spa.html'), page('हिन्दी शेल'))
  writeFileSync(path.join(dir, 'hi', '404.html'), page('पृष्ठ नहीं मिला'))
  mkdirSync(path.join(dir, 'hi', 'assets'))
  writeFileSync(path.join(dir, 'hi', 'assets', 'index-def456.js'), 'console.log(1)')
  return dir
}

describe.each(backends)('HTTP behaviour on %s', (backend) => {
  let h: Harness
  beforeAll(async () => {
    h = await makeHarness(backend, {
      distDir: fakeDist(),
      env: {
        CORS_ORIGINS: 'https://cdn.example.com',
        RATE_LIMIT_STRICT_MAX: '1000',
        STAFF_EMAILS: 'desk@dem.example.in',
      },
    })
  })
  afterAll(async () => {
    await h.close()
  })

  /** The stored contact message from this (normalised) email. */
  async function storedContact(email: string) {
    const [stored] = await h.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email))
    return stored
  }

  const validRegistration = {
    firstName: 'Asha',
    lastName: 'Rao',
    phone: '9876543210',
    email: 'asha.http@example.com',
  }

  describe('bad input gets a 4xx JSON answer, never a 5xx', () => {
    const cases: [
      string,
      () => Promise<{ statusCode: number; json(): { message: string; issues?: unknown[] } }>,
      number,
    ][] = [
      [
        'a missing field',
        () =>
          post(h.app, '/api/onboarding/register-basic?role=student', {
            ...validRegistration,
            email: undefined,
          }),
        400,
      ],
      [
        'a wrong type',
        () =>
          post(h.app, '/api/onboarding/register-basic?role=student', {
            ...validRegistration,
            phone: 9876543210,
          }),
        400,
      ],
      [
        'a huge string',
        () => post(h.app, '/api/contact', { name: 'A', email: 'a@example.com', message: 'x'.repeat(6000) }),
        400,
      ],
      [
        'an invalid email',
        () => post(h.app, '/api/contact', { name: 'A', email: 'not-an-email', message: 'hi' }),
        400,
      ],
      [
        'an unknown field',
        () => post(h.app, '/api/contact', { name: 'A', email: 'a@example.com', message: 'hi', admin: true }),
        400,
      ],
      [
        'an unknown role',
        () => post(h.app, '/api/onboarding/register-basic?role=admin', validRegistration),
        400,
      ],
      [
        'a non-6-digit OTP',
        () =>
          post(h.app, '/api/onboarding/validate-otp', {
            email: 'a@example.com',
            phone: '9876543210',
            otp: '12ab56',
          }),
        400,
      ],
      ['an array body', () => post(h.app, '/api/contact', [1, 2, 3]), 400],
      ['a null body', () => post(h.app, '/api/contact', null), 400],
      [
        'malformed JSON',
        () =>
          h.app.inject({
            method: 'POST',
            url: '/api/contact',
            headers: { 'content-type': 'application/json' },
            payload: '{"name":',
          }),
        400,
      ],
      [
        'a non-JSON body',
        () =>
          h.app.inject({
            method: 'POST',
            url: '/api/contact',
            headers: { 'content-type': 'text/plain' },
            payload: 'hello',
          }),
        415,
      ],
      [
        'a form body',
        () =>
          h.app.inject({
            method: 'POST',
            url: '/api/contact',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'name=a',
          }),
        415,
      ],
      [
        'a 1 MB body',
        () =>
          post(h.app, '/api/contact', {
            name: 'A',
            email: 'a@example.com',
            message: 'x'.repeat(1024 * 1024),
          }),
        413,
      ],
      ['a bad verify payload', () => post(h.app, '/api/payment/verify', { razorpay_order_id: 'x' }), 400],
      [
        'a NUL character (PostgreSQL cannot store it)',
        () => post(h.app, '/api/contact', { name: 'A\u0000B', email: 'a@example.com', message: 'hi' }),
        400,
      ],
      [
        'a lone surrogate',
        () =>
          post(h.app, '/api/onboarding/register-basic?role=student', {
            ...validRegistration,
            firstName: 'A\ud800',
          }),
        400,
      ],
      [
        'a right-to-left override in a name',
        () =>
          post(h.app, '/api/onboarding/register-basic?role=student', {
            ...validRegistration,
            lastName: 'Rao\u202Eexe.',
          }),
        400,
      ],
      [
        'a line break in a name',
        () =>
          post(h.app, '/api/contact', {
            name: 'A\r\nBcc: x@example.com',
            email: 'a@example.com',
            message: 'hi',
          }),
        400,
      ],
      [
        'a message of zero-width spaces',
        () => post(h.app, '/api/contact', { name: 'A', email: 'a@example.com', message: '\u200b\u200b' }),
        400,
      ],
    ]
    it.each(cases)('%s', async (_name, send, status) => {
      const res = await send()
      expect(res.statusCode).toBe(status)
      const body = res.json()
      expect(body.message).toBeTypeOf('string')
      expect(body.message.length).toBeGreaterThan(0)
      if (status === 400 && !/JSON/.test(body.message)) expect(Array.isArray(body.issues)).toBe(true)
    })

    it('names the problem in the message', async () => {
      const res = await post(h.app, '/api/contact', { name: 'A', email: 'not-an-email', message: 'hi' })
      expect(res.json().message).toBe('Please enter a valid email address.')
      const wrongType = await post(h.app, '/api/onboarding/register-basic?role=student', {
        ...validRegistration,
        phone: 9876543210,
      })
      expect(wrongType.json().message).toBe('Phone number must be text.')
      const missing = await post(h.app, '/api/contact', { email: 'a@example.com', message: 'hi' })
      expect(missing.json().message).toBe('Name is required.')
      const control = await post(h.app, '/api/contact', {
        name: 'A\u0000',
        email: 'a@example.com',
        message: 'hi',
      })
      expect(control.json().message).toBe('Name contains characters that are not allowed.')
    })

    it('keeps what names and messages legitimately contain', async () => {
      const res = await post(h.app, '/api/contact', {
        name: 'क्\u200Dष Rao 😀',
        email: 'names@example.com',
        message: 'Line one\r\n\tLine two',
      })
      expect(res.statusCode).toBe(200)
      expect(await storedContact('names@example.com')).toMatchObject({
        name: 'क्\u200Dष Rao 😀',
        message: 'Line one\r\n\tLine two',
      })
    })
  })

  it('answers unknown API paths with JSON 404', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/api/nope' },
      { method: 'POST' as const, url: '/api/nope' },
    ]) {
      const res = await h.app.inject(req)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.json()).toEqual({ message: 'Not found.' })
    }
  })

  it('stores a contact message and queues a notification to the support address', async () => {
    const res = await post(h.app, '/api/contact', {
      name: 'Ravi',
      email: 'Ravi@Example.com',
      message: '<b>Hello</b>',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Thank you for reaching out! We will get back to you soon.' })
    expect((await storedContact('ravi@example.com'))?.message).toBe('<b>Hello</b>')
    const [mail] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.replyTo, 'ravi@example.com'))
    expect(mail).toMatchObject({ kind: 'contact', to: h.app.ctx.config.supportEmail })
  })

  it('answers a path it cannot decode and a request Node cannot parse with {message}, nothing more', async () => {
    const badUrl = await h.app.inject({ method: 'GET', url: '/api/%' })
    expect(badUrl.statusCode).toBe(400)
    expect(badUrl.json()).toEqual({ message: 'Bad request.' })
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff')

    const address = await h.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(request))
        let answer = ''
        socket.on('data', (chunk) => (answer += chunk.toString()))
        socket.on('close', () => resolve(answer))
        socket.on('error', reject)
      })
    const malformed = await raw('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n')
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /)
    expect(malformed.endsWith('\r\n\r\n{"message":"Bad request."}')).toBe(true)
    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
    expect(huge).toMatch(/^HTTP\/1\.1 431 /)
    expect(huge).toContain('{"message":"The request headers are too large."}')
  })

  it("logs errors through loggedError (a failed statement's parameters never reach the log)", () => {
    const serializers = (h.app.log as unknown as Record<symbol, { err?: unknown }>)[
      pino.symbols.serializersSym
    ]
    expect(serializers?.err).toBe(loggedError)
  })

  it('health answers ok', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ok',
      mail: {
        unsent: expect.any(Number),
        oldestUnsentSeconds: expect.toBeOneOf([null, expect.any(Number)]),
        dead: 0,
      },
    })
  })

  it('sends the security headers and the CSP the SPA needs', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com")
    expect(csp).toContain(
      'frame-src https://api.razorpay.com https://checkout.razorpay.com https://www.google.com https://www.youtube-nocookie.com',
    )
    expect(csp).toContain("connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends API answers the strict API set: a CSP that allows nothing, and none of the document headers', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/)
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(res.headers['referrer-policy']).toBeUndefined()
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined()
  })

  it('allows CORS with credentials for configured origins only', async () => {
    const allowed = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: 'https://cdn.example.com', 'access-control-request-method': 'POST' },
    })
    expect(allowed.headers['access-control-allow-origin']).toBe('https://cdn.example.com')
    expect(allowed.headers['access-control-allow-credentials']).toBe('true')
    const other = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'POST' },
    })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('refuses a state-changing request from another site’s page, whatever cookies it carries', async () => {
    const { cookie: buyer, orderId } = await purchaseAndInvoice(h)
    await post(h.app, '/api/admin/code', { email: 'desk@dem.example.in' })
    const code = await latestOtp(h.database, 'desk@dem.example.in')
    const signed = await post(h.app, '/api/admin/sign-in', { email: 'desk@dem.example.in', code })
    const staff = `dem_staff=${signed.cookies.find((c) => c.name === 'dem_staff')!.value}`
    // Body-less posts: no CORS preflight, so only the server's check stands between them and a forged form.
    const bare = (url: string, cookie: string, headers: Record<string, string> = {}) =>
      h.app.inject({ method: 'POST', url, headers: { cookie, ...headers } })
    const invoiceMails = async () =>
      (await h.database.db.select().from(mailQueue).where(eq(mailQueue.kind, 'invoice'))).length
    const mailsBefore = await invoiceMails()
    const resend = `/api/admin/orders/${orderId}/invoice/email`
    for (const from of [
      { origin: 'https://evil.example.net' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example.net/page' },
    ] as Record<string, string>[]) {
      for (const [url, cookie] of [
        [resend, staff],
        ['/api/admin/sign-out', staff],
        ['/api/orders/sign-out', buyer],
      ] as const) {
        const res = await bare(url, cookie, from)
        expect(res.statusCode, `${url} ${JSON.stringify(from)}`).toBe(403)
        expect(res.json()).toEqual({ message: 'This request came from another website, so it was refused.' })
      }
    }
    // Nothing happened: no mail, both sessions still open.
    expect(await invoiceMails()).toBe(mailsBefore)
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: staff } })).json(),
    ).toEqual({ email: 'desk@dem.example.in' })
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: buyer } })).json(),
    ).toMatchObject({
      email: expect.any(String),
    })

    // Our own pages pass: the site's origin, a CORS origin, the request's own host, a same-origin fetch without
    // Origin, and a client that is no browser page (no Origin, no Sec-Fetch-Site, no Referer).
    for (const from of [
      { origin: 'http://localhost:3000' },
      { origin: 'https://cdn.example.com' },
      { host: 'shop.example.in', origin: 'https://shop.example.in' },
      { 'sec-fetch-site': 'same-origin' },
      { referer: 'http://localhost:3000/admin' },
      {},
    ] as Record<string, string>[])
      expect((await bare(resend, staff, from)).statusCode, JSON.stringify(from)).toBe(200)
    expect(await invoiceMails()).toBe(mailsBefore + 6)
    // The gateway's webhook comes from the gateway's servers: its signature decides, not where it came from.
    const webhook = await h.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example.net' },
      payload: '{}',
    })
    expect(webhook.statusCode).toBe(400)
    expect((await bare('/api/orders/sign-out', buyer, { origin: 'http://localhost:3000' })).statusCode).toBe(
      200,
    )
  })

  describe('static site', () => {
    it('serves prerendered pages with no-cache', async () => {
      const home = await h.app.inject({ method: 'GET', url: '/' })
      expect(home.statusCode).toBe(200)
      expect(home.body).toContain('<title>Home</title>')
      expect(home.headers['cache-control']).toBe('no-cache')
      const about = await h.app.inject({ method: 'GET', url: '/about?ref=x' })
      expect(about.statusCode).toBe(200)
      expect(about.body).toContain('<title>About</title>')
    })

    it('redirects a trailing slash to the slash-less path', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/about/?ref=x' })
      expect(res.statusCode).toBe(301)
      expect(res.headers.location).toBe('/about?ref=x')
    })

    it('never redirects to another host (protocol-relative and backslash paths)', async () => {
      // Over a real socket: app.inject parses the URL first and would turn a backslash into a slash.
      if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = h.app.server.address() as { port: number }
      const get = (target: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () =>
            socket.write(`GET ${target} HTTP/1.1\r\nHost: dem.example\r\nConnection: close\r\n\r\n`),
          )
          let answer = ''
          socket.on('data', (chunk) => (answer += chunk.toString()))
          socket.on('close', () => resolve(answer))
          socket.on('error', reject)
        })
      const cases: [string, string][] = [
        ['//evil.example/', '/evil.example'],
        ['/\\evil.example/', '/evil.example'],
        ['///evil.example//', '/evil.example'],
        ['/\\/evil.example/?x=1', '/evil.example?x=1'],
      ]
      for (const [target, expected] of cases) {
        const answer = await get(target)
        expect(answer, target).toMatch(/^HTTP\/1\.1 301 /)
        const location = /\r\nlocation: ([^\r]*)\r\n/i.exec(answer)?.[1] ?? ''
        expect(location, target).toBe(expected)
        // What a browser makes of it (a backslash counts as a slash in http(s) URLs): this site.
        expect(new URL(location, `https://dem.example${target}`).host, target).toBe('dem.example')
      }
    })

    it('serves the shell for client-only routes (200) and unknown pages (404)', async () => {
      for (const route of ['/checkout', '/student-plans-list', '/eec-plans-list']) {
        const res = await h.app.inject({ method: 'GET', url: route })
        expect(res.statusCode).toBe(200)
        expect(res.body).toContain('<title>Shell</title>')
      }
      const missing = await h.app.inject({ method: 'GET', url: '/no-such-page' })
      expect(missing.statusCode).toBe(404)
      expect(missing.body).toContain('<title>Shell</title>')
      expect(missing.headers['content-type']).toMatch(/text\/html/)

      // With a prerendered Not Found page in the build, unknown pages get it (still 404); guarded routes keep the shell.
      writeFileSync(
        path.join(h.app.ctx.config.distDir, '404.html'),
        '<!doctype html><title>Page not found</title>',
      )
      const prerendered = await h.app.inject({ method: 'GET', url: '/no-such-page' })
      expect(prerendered.statusCode).toBe(404)
      expect(prerendered.body).toContain('<title>Page not found</title>')
      expect((await h.app.inject({ method: 'GET', url: '/checkout' })).body).toContain('<title>Shell</title>')
      rmSync(path.join(h.app.ctx.config.distDir, '404.html'))
    })

    it('never answers a missing file with the HTML shell', async () => {
      for (const url of ['/favicon.ico', '/assets/missing-123.js', '/images/none.svg']) {
        const res = await h.app.inject({ method: 'GET', url })
        expect(res.statusCode).toBe(404)
        expect(res.headers['content-type']).not.toMatch(/html/)
      }
      // The sitemap is the server's (the built one and the counsellor pages chosen for indexing): XML, never the shell.
      const sitemap = await h.app.inject({ method: 'GET', url: '/sitemap.xml' })
      expect(sitemap.headers['content-type']).toMatch(/xml/)
      expect(sitemap.body).toContain('<urlset')
      const robots = await h.app.inject({ method: 'GET', url: '/robots.txt' })
      expect(robots.statusCode).toBe(200)
      expect(robots.body).toContain('User-agent')
      expect(robots.headers['cache-control']).toBe('public, max-age=3600')
    })

    it('caches hashed assets for a year and compresses them', async () => {
      const res = await h.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers['content-encoding']).toBe('gzip')
      expect(gunzipSync(res.rawPayload).toString()).toContain('console.log')
      const br = await h.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } })
      expect(br.headers['content-encoding']).toBe('br')
      const etag = String(res.headers.etag)
      const again = await h.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'if-none-match': etag },
      })
      expect(again.statusCode).toBe(304)
    })

    it('serves the Hindi site under /hi, and sends / to it only for a reader who chose Hindi', async () => {
      const get = async (url: string, cookie?: string) =>
        h.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
      expect((await get('/hi')).body).toContain('<title>मुखपृष्ठ</title>')
      expect((await get('/hi/about')).body).toContain('<title>हमारे बारे में</title>')
      expect((await get('/hi/')).headers.location).toBe('/hi')
      const orders = await get('/hi/orders')
      expect([orders.statusCode, orders.headers['x-robots-tag']]).toEqual([200, 'noindex'])
      expect(orders.body).toContain('<title>हिन्दी शेल</title>')
      const missing = await get('/hi/no-such-page')
      expect(missing.statusCode).toBe(404)
      expect(missing.body).toContain('<title>पृष्ठ नहीं मिला</title>')
      const asset = await get('/hi/assets/index-def456.js')
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      // Accept-Language never redirects (crawlers and shared links see what the address says); the switch's choice does.
      const hindiBrowser = await h.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'hi-IN,hi' },
      })
      expect(hindiBrowser.statusCode).toBe(200)
      expect(hindiBrowser.headers.vary).toContain('Cookie')
      const chose = await get('/?utm=x', 'a=1; dem_lang=hi')
      expect([chose.statusCode, chose.headers.location]).toEqual([302, '/hi?utm=x'])
      expect((await get('/', 'dem_lang=en')).statusCode).toBe(200)
      expect((await get('/about', 'dem_lang=hi')).body).toContain('<title>About</title>')
      // The switch's link: the server remembers the choice and sends the reader to the address without it.
      const toHindi = await get('/hi/about?utm=x&lang=hi')
      expect([toHindi.statusCode, toHindi.headers.location]).toEqual([302, '/hi/about?utm=x'])
      expect(toHindi.headers['set-cookie']).toBe('dem_lang=hi; Path=/; Max-Age=31536000; SameSite=Lax')
      expect(toHindi.headers['cache-control']).toBe('no-store')
      expect((await get('/about?a&lang=hi&q=a%20b')).headers.location).toBe('/about?a&q=a%20b')
      // Never to another host: `//evil.example/x` is a path of ours.
      expect((await get('//evil.example/x?lang=hi')).headers.location).toBe('/evil.example/x')
      const toEnglish = await get('/?lang=en', 'dem_lang=hi')
      expect([toEnglish.statusCode, toEnglish.headers.location]).toEqual([302, '/'])
      expect(toEnglish.headers['set-cookie']).toContain('dem_lang=en;')
      expect((await get('/?lang=en', 'dem_lang=en')).headers.location).toBe('/')
      expect((await get('/about?lang=fr')).statusCode).toBe(200)
      expect((await get('/about?lang=fr')).headers['set-cookie']).toBeUndefined()
    })

    it('refuses path traversal', async () => {
      const res = await h.app.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/etc/passwd' })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('root:')
    })
  })
})

// Builds its own app (and database) inside the test: on a busy machine that alone can take most of 30 s.
describe('rate limits', { timeout: 120_000 }, () => {
  it('answers 429 with a JSON message once the tight per-IP limit is reached', async () => {
    const h = await makeHarness('pglite', { env: { RATE_LIMIT_STRICT_MAX: '3', RATE_LIMIT_MAX: '50' } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await post(h.app, '/api/contact', { name: 'A', email: 'a@example.com', message: `hi ${i}` }))
            .statusCode,
        )
      }
      expect(statuses).toEqual([200, 200, 200, 429])
      // Below the limit the x-ratelimit-* headers are not sent; the 429 carries them with retry-after.
      const ok = await h.app.inject({ method: 'GET', url: '/api/health' })
      expect(ok.headers['x-ratelimit-remaining']).toBeUndefined()
      const limited = await post(h.app, '/api/contact', {
        name: 'A',
        email: 'a@example.com',
        message: 'again',
      })
      expect(limited.json().message).toMatch(/Too many requests/)
      expect(limited.headers['retry-after']).toBeDefined()
      expect(limited.headers['x-ratelimit-limit']).toBe('3')
      expect((await h.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    } finally {
      await h.close()
    }
  })
})

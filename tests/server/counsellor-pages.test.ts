import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32, deflateSync, gzipSync } from 'node:zlib'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdftoppm, qrOnPdf } from './qr-on-pdf'
import { eq } from 'drizzle-orm'
import {
  applicants,
  counsellorPhotos,
  counsellors,
  mailQueue,
  orders,
  payments,
  refunds,
} from '../../server/db/schema'
import { kitBuyerPlace } from '../../server/counsellor-pages/first-hundred'
import {
  backends,
  call as callApi,
  latestOtp,
  makeHarness,
  post,
  purchaseAndInvoice,
  type Harness,
} from './helpers'
import { insertEarlyKitBuyers } from './early-kit-buyers'

const STAFF = 'desk@dem.example.in'
const SITE = 'https://dem.example.in'
const NOT_FOUND_PAGE = '<!doctype html><title>Page not found</title><h1>Page not found</h1>'

/** A PNG whose header claims width x height, with a few bytes of pixels: what a decompression bomb looks like. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Whether EXIF holds a GPS IFD pointer (tag 0x8825, either byte order). */
const hasGps = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))))

describe.each(backends)("a counsellor's own page (%s)", (backend) => {
  let h: Harness
  let staff: string
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dem-dist-'))
    writeFileSync(path.join(dist, '404.html'), NOT_FOUND_PAGE)
    writeFileSync(
      path.join(dist, 'sitemap.xml'),
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://dem.example.in/</loc></url>\n</urlset>\n',
    )
    h = await makeHarness(backend, {
      distDir: dist,
      env: { VITE_SITE_URL: SITE, STAFF_EMAILS: STAFF },
      renderReport: async () => Buffer.from('%PDF-1.7 fake report'),
    })
    h.clock.advance(61_000)
    await post(h.app, '/api/admin/code', { email: STAFF })
    const signed = await post(h.app, '/api/admin/sign-in', {
      email: STAFF,
      code: await latestOtp(h.database, STAFF),
    })
    staff = `dem_staff=${signed.cookies.find((c) => c.name === 'dem_staff')!.value}`
  })
  afterAll(() => h.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, body?: unknown) =>
    callApi(h, method, url, cookie, body)
  const upload = (cookie: string, bytes: Buffer, type = 'image/jpeg') =>
    h.app.inject({
      method: 'POST',
      url: '/api/workspace/page/photo',
      headers: { cookie, 'content-type': type },
      payload: bytes,
    })

  async function counsellor(email: string, name: string) {
    const made = await call('POST', '/api/admin/counsellors', staff, { email, name })
    expect(made.statusCode, made.body).toBe(200)
    h.clock.advance(61_000)
    await post(h.app, '/api/workspace/code', { email })
    const signed = await post(h.app, '/api/workspace/sign-in', {
      email,
      code: await latestOtp(h.database, email),
    })
    const cookie = `dem_counsellor=${signed.cookies.find((c) => c.name === 'dem_counsellor')!.value}`
    return { ...(made.json() as { id: string; referralCode: string }), cookie }
  }
  const page = (slug: string, extra: Record<string, unknown> = {}) => ({
    slug,
    bio: 'I taught mathematics for twelve years.',
    area: 'Pune',
    yearsTeaching: 12,
    showPhone: false,
    showEmail: false,
    indexable: false,
    ...extra,
  })

  it('refuses reserved, offensive, malformed and taken addresses with a clear message', async () => {
    const asha = await counsellor('asha.page@dem.example.in', 'Asha Rao')
    const other = await counsellor('other.page@dem.example.in', 'Vikram Shah')
    for (const [slug, message] of [
      ['admin', 'This page address is reserved. Please choose another.'],
      ['verify', 'This page address is reserved. Please choose another.'],
      ['shit-happens', 'This page address is not allowed. Please choose another.'],
      ['ch-u-tiya', 'This page address is not allowed. Please choose another.'],
      ['a', expect.stringMatching(/^The page address must be 3 to 40 characters/)],
      ['asha--rao', expect.stringMatching(/^The page address must be 3 to 40 characters/)],
      ['<script>', expect.stringMatching(/^The page address must be 3 to 40 characters/)],
    ] as const) {
      const answer = await call('PUT', '/api/workspace/page', asha.cookie, page(slug))
      expect(answer.statusCode, slug).toBe(400)
      expect(answer.json().message).toEqual(message)
    }
    expect((await call('PUT', '/api/workspace/page', asha.cookie, page('Asha-Rao'))).statusCode).toBe(200)
    const taken = await call('PUT', '/api/workspace/page', other.cookie, page('asha-rao'))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('This page address is already taken. Please choose another.')
    // Saving one's own address again is no conflict.
    expect((await call('PUT', '/api/workspace/page', asha.cookie, page('asha-rao'))).statusCode).toBe(200)
  })

  it('stores a phone photo without its location, resized, and refuses what is not a photo with nothing stored', async () => {
    const meera = await counsellor('meera.page@dem.example.in', 'Meera Joshi')
    const noPage = await upload(
      meera.cookie,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    )
    expect(noPage.json().message).toBe('Save your page first, then add a photo.')
    expect((await call('PUT', '/api/workspace/page', meera.cookie, page('meera-joshi'))).statusCode).toBe(200)

    const refusedWith = async (bytes: Buffer, message: string, type?: string) => {
      const answer = await upload(meera.cookie, bytes, type)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().message).toEqual(message)
    }
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF')
    await refusedWith(pdf, 'The file is not a photo we can read. Please upload a JPEG or PNG photo.')
    await refusedWith(
      pngHeader(20_000, 400),
      'The photo is too large: at most 10,000 pixels on a side and 50 megapixels in all. Please upload a smaller photo.',
      'image/png',
    )
    // 60 megapixels in a few kilobytes: refused from the header, before a pixel is decoded.
    await refusedWith(
      pngHeader(10_000, 6_000),
      'The photo is too large: at most 10,000 pixels on a side and 50 megapixels in all. Please upload a smaller photo.',
      'image/png',
    )
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic', 'latin1'),
      Buffer.alloc(64),
    ])
    await refusedWith(heic, expect.stringContaining('HEIC') as unknown as string, 'image/heic')
    await refusedWith(Buffer.alloc(8 * 1024 * 1024 + 1, 0xff), 'The photo must be at most 8 MB.')
    expect(
      await h.database.db.select().from(counsellorPhotos).where(eq(counsellorPhotos.counsellorId, meera.id)),
    ).toEqual([])

    const original = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#8899aa' },
    })
      .withExif({
        IFD0: { Make: 'TestPhone', Model: 'Secret Model' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 4/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '72/1 52/1 0/1',
        },
      })
      .jpeg()
      .toBuffer()
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true)
    const stored = await upload(meera.cookie, original)
    expect(stored.statusCode, stored.body).toBe(200)
    expect(stored.json().photo.small).toBe('/api/workspace/page/photo/320.jpg')

    // Published, the page names its photo at a public address; the served file has no metadata at all.
    expect(
      (await call('POST', '/api/workspace/page/publish', meera.cookie, { published: true })).statusCode,
    ).toBe(200)
    const html = (await call('GET', '/c/meera-joshi')).body
    const jpeg = /<img src="(\/api\/counsellor-photos\/[0-9a-f-]+\/320\.jpg)"/.exec(html)![1]!
    for (const variant of [jpeg, jpeg.replace('320.jpg', '640.webp'), jpeg.replace('320.jpg', '640.avif')]) {
      const served = await call('GET', variant)
      expect(served.statusCode).toBe(200)
      const meta = await sharp(served.rawPayload).metadata()
      expect(meta.exif).toBeUndefined()
      expect(hasGps(meta.exif)).toBe(false)
      expect(served.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false)
    }
    const served = await sharp((await call('GET', jpeg)).rawPayload).metadata()
    expect([served.format, served.width, served.height]).toEqual(['jpeg', 320, 320])
    expect((await call('GET', jpeg)).headers['content-type']).toBe('image/jpeg')
  })

  it("keeps a published page within the public pages' budgets: no script, HTML and photos small on mobile data", async () => {
    // The budgets of scripts/check-budgets.ts for every public page: HTML 20 KB and an image 100 KB, gzip / as served.
    const HTML_BUDGET = 20 * 1024
    const IMAGE_BUDGET = 100 * 1024
    const asha = await counsellor('asha.budget@dem.example.in', 'Asha Kulkarni')
    expect((await call('PUT', '/api/workspace/page', asha.cookie, page('asha-kulkarni'))).statusCode).toBe(
      200,
    )
    // A phone photo's worst case for compression: fine grain all over (1600 x 1200, 85% JPEG).
    const grainy = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .blur(1)
      .jpeg({ quality: 85 })
      .toBuffer()
    expect((await upload(asha.cookie, grainy)).statusCode).toBe(200)
    expect(
      (await call('POST', '/api/workspace/page/publish', asha.cookie, { published: true })).statusCode,
    ).toBe(200)
    for (const address of ['/c/asha-kulkarni', '/hi/c/asha-kulkarni']) {
      const html = (await call('GET', address)).body
      expect(html).not.toContain('<script')
      expect(gzipSync(html).length, address).toBeLessThanOrEqual(HTML_BUDGET)
      const small = /<img src="(\/api\/counsellor-photos\/[0-9a-f-]+\/)320\.jpg"/.exec(html)![1]!
      for (const variant of ['320.jpg', '640.jpg', '320.webp', '640.webp', '320.avif', '640.avif']) {
        const served = await call('GET', `${small}${variant}`)
        expect(served.statusCode, variant).toBe(200)
        expect(served.rawPayload.length, variant).toBeLessThanOrEqual(IMAGE_BUDGET)
      }
    }
  })

  it('shows a published page with its card and credential, hides it from everyone otherwise, and lists it in the sitemap only by choice', async () => {
    const ravi = await counsellor('ravi.page@dem.example.in', 'Ravi Kumar')
    const unknown = await call('GET', '/c/nobody-has-this')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toBe(NOT_FOUND_PAGE)

    await call(
      'PUT',
      '/api/workspace/page',
      ravi.cookie,
      page('ravi-kumar', { bio: 'Hello <script>alert(1)</script>\n\nSecond paragraph.', showEmail: true }),
    )
    // Saved, not published: the same answer as an address nobody has.
    const unpublished = await call('GET', '/c/ravi-kumar')
    expect([unpublished.statusCode, unpublished.body]).toEqual([404, NOT_FOUND_PAGE])
    await h.database.db
      .update(counsellors)
      .set({ credentialId: 'DEM-C-0042', languages: ['en', 'hi'] })
      .where(eq(counsellors.id, ravi.id))
    expect(
      (await call('POST', '/api/workspace/page/publish', ravi.cookie, { published: true })).statusCode,
    ).toBe(200)

    const shown = await call('GET', '/c/ravi-kumar')
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8')
    const html = shown.body
    expect(html).toContain('<meta property="og:title" content="Ravi Kumar, certified DEM career counsellor">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;')
    expect(html).not.toContain('<script')
    expect(html).toContain('href="/verify/DEM-C-0042"')
    expect(html).toContain('English, Hindi')
    expect(html).toContain(`href="/success-blueprint?ref=${ravi.referralCode}"`)
    expect(html).toContain('mailto:ravi.page@dem.example.in')
    expect(html).not.toContain('tel:')
    expect(html).toContain('href="/guarantee"')
    const hindi = await call('GET', '/hi/c/ravi-kumar')
    expect(hindi.body).toContain('<html lang="hi-IN">')
    expect(hindi.body).toContain(`href="/hi/success-blueprint?ref=${ravi.referralCode}"`)
    expect((await call('GET', '/guarantee')).body).toContain('What counts as a student')

    let sitemap = (await call('GET', '/sitemap.xml')).body
    expect(sitemap).toContain('<loc>https://dem.example.in/</loc>')
    expect(sitemap).not.toContain('/c/ravi-kumar')
    await call('PUT', '/api/workspace/page', ravi.cookie, page('ravi-kumar', { indexable: true }))
    expect((await call('GET', '/c/ravi-kumar')).body).toContain(
      '<meta name="robots" content="index, follow">',
    )
    sitemap = (await call('GET', '/sitemap.xml')).body
    expect(sitemap).toContain('<loc>https://dem.example.in/c/ravi-kumar</loc>')
    expect(sitemap).toContain('<loc>https://dem.example.in/hi/c/ravi-kumar</loc>')

    // Staff take it down with a reason: 404 like any unknown page, out of the sitemap, the counsellor mailed.
    const down = await call('POST', `/api/admin/counsellor-pages/${ravi.id}/take-down`, staff, {
      reason: 'The photo is not of you.',
    })
    expect(down.statusCode, down.body).toBe(200)
    const gone = await call('GET', '/c/ravi-kumar')
    expect([gone.statusCode, gone.body]).toEqual([404, NOT_FOUND_PAGE])
    expect((await call('GET', '/sitemap.xml')).body).not.toContain('ravi-kumar')
    const [mail] = await h.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.to, 'ravi.page@dem.example.in'))
      .then((rows) => rows.filter((row) => row.kind === 'counsellor-page'))
    expect(mail!.body).toContain('The photo is not of you.')
    const again = await call('POST', '/api/workspace/page/publish', ravi.cookie, { published: true })
    expect(again.statusCode).toBe(403)
    const list = await call('GET', '/api/admin/counsellor-pages', staff)
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0)
    const listed = list.json() as { id: string; slug: string; takenDownReason: string; url: string }[]
    const row = listed.find((p) => p.slug === 'ravi-kumar')!
    expect(row).toMatchObject({ id: ravi.id, url: 'https://dem.example.in/c/ravi-kumar' })
    expect(row.takenDownReason).toBe('The photo is not of you.')
    expect((await call('GET', `/api/admin/counsellor-pages/${ravi.id}`, staff)).json()).toMatchObject({
      slug: 'ravi-kumar',
      takenDownReason: 'The photo is not of you.',
    })
    expect((await call('POST', `/api/admin/counsellor-pages/${ravi.id}/restore`, staff)).statusCode).toBe(200)
    expect((await call('GET', '/c/ravi-kumar')).statusCode).toBe(200)
  })

  it("carries the page's referral to the order, and My orders names the counsellor with their page and credential", async () => {
    const kiran = await counsellor('kiran.page@dem.example.in', 'Kiran Patel')
    // A referrer gets the family when they can take it: free times in the next 14 days (issue 50 point 3).
    const weekly = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '16:00', end: '19:00' }))
    await call('PUT', '/api/workspace/availability', kiran.cookie, { weekly, exceptions: [] })
    await call('PUT', '/api/workspace/page', kiran.cookie, page('kiran-patel'))
    await h.database.db
      .update(counsellors)
      .set({ credentialId: 'DEM-C-0077' })
      .where(eq(counsellors.id, kiran.id))
    await call('POST', '/api/workspace/page/publish', kiran.cookie, { published: true })
    const buy = /class="cta" href="([^"]+)"/.exec((await call('GET', '/c/kiran-patel')).body)![1]!
    const code = new URL(buy, SITE).searchParams.get('ref')!
    const original = h.app.inject.bind(h.app)
    h.app.inject = ((options: { url?: string; headers?: Record<string, string> }) =>
      original(
        options.url === '/api/payment/create-order'
          ? {
              ...options,
              headers: { ...options.headers, cookie: `${options.headers?.cookie ?? ''}; dem_ref=${code}` },
            }
          : options,
      )) as typeof h.app.inject
    const bought = await purchaseAndInvoice(h).finally(() => {
      h.app.inject = original
    })
    const [order] = await h.database.db.select().from(orders).where(eq(orders.id, bought.orderId))
    expect(order).toMatchObject({ referredBy: kiran.id, counsellorId: kiran.id })
    const mine = (await call('GET', '/api/orders', bought.cookie)).json().orders as {
      id: string
      assignedCounsellor: unknown
    }[]
    expect(mine.find((o) => o.id === bought.orderId)!.assignedCounsellor).toEqual({
      name: 'Kiran Patel',
      pageUrl: '/c/kiran-patel',
      credentialUrl: '/verify/DEM-C-0077',
    })
    // A Hindi page reads both links on the Hindi site, once (issue 50 point 6).
    const hindi = await h.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: bought.cookie, 'x-language': 'hi' },
    })
    expect(
      (hindi.json().orders as { id: string; assignedCounsellor: unknown }[]).find(
        (o) => o.id === bought.orderId,
      )!.assignedCounsellor,
    ).toEqual({ name: 'Kiran Patel', pageUrl: '/hi/c/kiran-patel', credentialUrl: '/hi/verify/DEM-C-0077' })
    // Unpublished: the name alone.
    await call('POST', '/api/workspace/page/publish', kiran.cookie, { published: false })
    const later = (await call('GET', '/api/orders', bought.cookie)).json().orders as {
      id: string
      assignedCounsellor: unknown
    }[]
    expect(later.find((o) => o.id === bought.orderId)!.assignedCounsellor).toEqual({
      name: 'Kiran Patel',
      pageUrl: null,
      credentialUrl: null,
    })
  })

  it("makes the kit: the poster's QR code is the referral link, a square status image, the share text", async () => {
    const nisha = await counsellor('nisha.page@dem.example.in', 'Nisha Verma')
    await call('PUT', '/api/workspace/page', nisha.cookie, page('nisha-verma'))
    const poster = await call('GET', '/api/workspace/kit/poster-en.pdf', nisha.cookie)
    expect(poster.statusCode).toBe(200)
    expect(poster.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const hindiFlyer = await call('GET', '/api/workspace/kit/flyer-hi.pdf', nisha.cookie)
    expect(hindiFlyer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The printed poster and the Hindi flyer: their QR codes, read from the drawn page, are the referral links.
    if (pdftoppm) {
      expect(await qrOnPdf(poster.rawPayload)).toBe(`${SITE}/success-blueprint?ref=${nisha.referralCode}`)
      expect(await qrOnPdf(hindiFlyer.rawPayload)).toBe(
        `${SITE}/hi/success-blueprint?ref=${nisha.referralCode}`,
      )
    }
    const status = await call('GET', '/api/workspace/kit/status-en.jpg', nisha.cookie)
    const image = sharp(status.rawPayload)
    expect(await image.metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 })
    // The status image carries the same QR code as the poster: decoded from its pixels.
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)
    expect(decoded?.data).toBe(`${SITE}/success-blueprint?ref=${nisha.referralCode}`)
    const kit = (await call('GET', '/api/workspace/page', nisha.cookie)).json().kit
    expect(kit.whatsapp.en).toContain(`${SITE}/success-blueprint?ref=${nisha.referralCode}`)
    expect(kit.whatsapp.hi).toContain(`${SITE}/hi/success-blueprint?ref=${nisha.referralCode}`)
  })

  it('gives the first-100 offer to the first 100 kit buyers by payment time; the 101st sees none until a refund frees a place', async () => {
    // 100 kit buyers before, two of them paying at the very same moment.
    const now = h.clock.now
    const early = new Date(now.getTime() - 86_400_000)
    const { buyers, orders: kitOrders } = await insertEarlyKitBuyers(h.database.db, {
      paidFrom: early,
      paidAt: (i) => new Date(early.getTime() + Math.min(i, 98) * 1000),
    })
    const tied = [buyers[98]!.id, buyers[99]!.id]
    const tiedPlaces = await Promise.all(tied.map((id) => kitBuyerPlace(h.database.db, id)))
    expect(tiedPlaces.sort((a, b) => a! - b!)).toEqual([99, 100])

    // The 101st: a kit bought now, certified.
    const kit = await purchaseAndInvoice(h, 'eec')
    // The kit's invoice mail puts the guarantee's terms one click away.
    const [invoiceMail] = (
      await h.database.db.select().from(mailQueue).where(eq(mailQueue.to, kit.who.email))
    ).filter((row) => row.kind === 'invoice')
    expect(invoiceMail!.body).toContain(`${SITE}/guarantee`)
    const made = await call('POST', '/api/admin/counsellors', staff, { email: kit.who.email })
    expect(made.statusCode).toBe(200)
    h.clock.advance(61_000)
    await post(h.app, '/api/workspace/code', { email: kit.who.email })
    const signed = await post(h.app, '/api/workspace/sign-in', {
      email: kit.who.email,
      code: await latestOtp(h.database, kit.who.email),
    })
    const cookie = `dem_counsellor=${signed.cookies.find((c) => c.name === 'dem_counsellor')!.value}`
    const offer = async () => (await call('GET', '/api/workspace/offer', cookie)).json()
    expect((await offer()).firstHundred).toEqual({ eligible: false, place: null })
    expect(await kitBuyerPlace(h.database.db, await applicantId(kit.who.email))).toBe(101)

    // One of the first 100 is refunded in full: their place goes to the 101st.
    const refunded = kitOrders[10]!
    await h.database.db.insert(payments).values({
      id: `pay_kit_${refunded.id.slice(0, 8)}`,
      orderId: refunded.id,
      amountPaise: refunded.amountPaise,
      currency: 'INR',
      status: 'captured',
      createdAt: early,
      recordedAt: early,
      capturedAt: early,
      updatedAt: early,
    })
    await h.database.db
      .update(orders)
      .set({ paymentId: `pay_kit_${refunded.id.slice(0, 8)}` })
      .where(eq(orders.id, refunded.id))
    await h.database.db.insert(refunds).values({
      id: crypto.randomUUID(),
      paymentId: `pay_kit_${refunded.id.slice(0, 8)}`,
      orderId: refunded.id,
      amountPaise: refunded.amountPaise,
      reason: 'staff',
      status: 'processed',
      createdAt: now,
      updatedAt: now,
    })
    expect((await offer()).firstHundred).toEqual({ eligible: true, place: 100 })
    const guarantee = (await offer()).guarantee
    expect(guarantee).toMatchObject({ students: 100, assigned: 0, withinMonths: 12 })
    expect(guarantee.rule.en.counts).toMatch(/^What counts as a student/)
  })

  async function applicantId(email: string) {
    const [row] = await h.database.db
      .select({ id: applicants.id })
      .from(applicants)
      .where(eq(applicants.email, email))
    return row!.id
  }
})

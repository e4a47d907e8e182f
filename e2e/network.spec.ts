import { paths } from '../src/config/paths'
import { expect, foreignRequests, gotoHydrated, test } from './fixtures'

test.describe('network hygiene', () => {
  // Each public page's load (no third-party embed, payment script or HTTP client up front) is checked by its visit in
  // routes.spec.ts, on the desktop and on the phone, with its heading, console and axe.

  test('nothing tracks a child: a request to another origin is caught (every test fails on one)', async ({
    page,
    allowOrigins,
  }) => {
    // This test plants a tracker on purpose, so the suite-wide check lets it through here and this test asks it.
    allowOrigins('https://www.google-analytics.com')
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.route('https://www.google-analytics.com/**', (route) => route.fulfill({ body: '' }))
    await gotoHydrated(page, paths.privacyCentre)
    await expect(page.getByText(/loads no third-party script, pixel or analytics/)).toBeVisible()
    expect(foreignRequests(requested)).toEqual([])
    await page.evaluate(() => {
      new Image().src = 'https://www.google-analytics.com/collect?v=1'
    })
    await expect
      .poll(() => foreignRequests(requested))
      .toEqual(['https://www.google-analytics.com/collect?v=1'])
    expect(
      foreignRequests(['https://checkout.razorpay.com/v1/checkout.js', 'http://127.0.0.1:4999/x']),
    ).toEqual([])
  })

  test('a prerendered page paints before the app is fetched, and fetches each stylesheet once', async ({
    page,
  }) => {
    // When the page's second animation frame began: the first one, drawn once the stylesheets are in, is its paint.
    await page.addInitScript(() =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => ((window as { secondFrame?: number }).secondFrame = performance.now())),
      ),
    )
    await gotoHydrated(page, paths.counsellor)
    await page.waitForLoadState('networkidle')
    const { secondFrame, boot, earlyScripts, stylesheets, disabled } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const bootSrc = document.querySelector<HTMLScriptElement>('script[data-page-modules]')?.src
      return {
        secondFrame: (window as { secondFrame?: number }).secondFrame ?? Infinity,
        boot: bootSrc,
        earlyScripts: resources
          .filter((r) => r.name.endsWith('.js') && r.name !== bootSrc)
          .map((r) => r.startTime),
        stylesheets: resources.filter((r) => r.name.endsWith('.css')).map((r) => r.name),
        disabled: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
          (l) => l.href,
        ),
      }
    })
    expect(boot).toBeTruthy()
    expect(earlyScripts.length).toBeGreaterThan(0)
    // The boot script waits for the first frame to be drawn before it imports the app and the page's chunks. (Not
    // compared with the paint timing entry: Chromium reports it 100-550 ms late on a busy machine.)
    expect(Math.min(...earlyScripts)).toBeGreaterThanOrEqual(secondFrame)
    // The page's CSS chunks are served combined; their own files (linked `disabled`) are never fetched.
    expect(disabled.length).toBeGreaterThan(0)
    expect(stylesheets.filter((href) => disabled.includes(href))).toEqual([])
    expect(new Set(stylesheets).size).toBe(stylesheets.length)
  })

  test('a button tapped before the app has loaded is pressed once the page hydrates', async ({
    page,
    allowOrigins,
  }) => {
    allowOrigins('https://www.youtube-nocookie.com')
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    )
    // Hold the app back until the tap has happened.
    let release = () => {}
    const tapped = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await tapped
      await route.continue()
    })
    await page.goto(paths.courses)
    await page.getByRole('button', { name: /Play video/ }).click()
    expect(await page.locator('html[data-hydrated]').count()).toBe(0)
    release()
    await expect(page.locator('iframe[title="Course tour video"]')).toHaveAttribute('src', /youtube-nocookie/)
  })

  test('hashed assets are cached for a year; HTML is revalidated', async ({ page, request }) => {
    const response = await request.get(paths.about)
    expect(response.headers()['cache-control']).toContain('no-cache')
    const html = await response.text()
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(asset).toBeTruthy()
    const assetResponse = await request.get(asset ?? '')
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    await page.goto(paths.about)
  })

  test('the payment script is not loaded by the marketing pages, and loads when checkout opens (issue 24)', async ({
    page,
  }) => {
    const scriptRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('checkout.js')) scriptRequests.push(request.url())
    })
    await gotoHydrated(page, paths.home)
    await page.waitForLoadState('networkidle')
    expect(scriptRequests).toEqual([])
    // Open the checkout the way the app does after a plan is chosen (navigation state carries the buyer).
    await page.evaluate((to) => {
      const usr = {
        email: 'net@example.com',
        firstName: 'A',
        lastName: 'B',
        phone: '9876543210',
        role: 'student',
      }
      window.history.pushState(
        { usr: { ...usr, planName: "Achiever's Report", planKey: 'basic', amount: 4999 }, key: 'n', idx: 1 },
        '',
        to,
      )
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    }, paths.checkout)
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    // Fetched ahead, so that the window opens at once when Pay Now is pressed.
    await expect.poll(() => scriptRequests.length).toBe(1)
  })
})

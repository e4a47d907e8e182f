import { paths } from '../src/config/paths'
import { expect, gotoHydrated, test } from './fixtures'

const guardedRoutes: string[] = [paths.eecPlansList, paths.studentPlansList, paths.checkout]
const publicRoutes = Object.values(paths).filter((p) => !guardedRoutes.includes(p))

test.describe('network hygiene', () => {
  test('no public page loads third-party embeds, the payment script or the HTTP client up front', async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    for (const path of publicRoutes) {
      requested.length = 0
      await gotoHydrated(page, path)
      await page.waitForLoadState('networkidle')
      const offenders = requested.filter(
        (url) => !url.startsWith('http://127.0.0.1') || /checkout\.js|\/assets\/client-[^/]*\.js/.test(url),
      )
      expect(offenders, `${path} loaded`).toEqual([])
    }
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

  test('the payment script loads only when Pay Now is pressed', async ({ page }) => {
    const scriptRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('checkout.js')) scriptRequests.push(request.url())
    })
    await gotoHydrated(page, paths.home)
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
    await page.waitForLoadState('networkidle')
    expect(scriptRequests).toEqual([])
  })
})

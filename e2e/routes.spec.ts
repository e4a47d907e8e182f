import { paths } from '../src/config/paths'
import { clientOnlyRoutes, guardedRoutes, publicRoutes, routeGroups } from './route-lists'
import { expectNoViolations } from './buyer'
import { expect, gotoHydrated, HTTP_CLIENT_LOG_LINES, test } from './fixtures'

// Independent tests: a free worker takes the next one, instead of one worker running the whole file while the other
// waits at the end of the suite (the phone's 38 page visits ran alone for a minute).
test.describe.configure({ mode: 'parallel' })

test.describe('every route', () => {
  // Each page is visited once per language: English here at 1280 px, Hindi in hindi.spec.ts at 390 px (its longer
  // words make the phone the harder fit). A second visit of each English page at 390 px took about a sixth of the
  // e2e run's time for a layout the Hindi twin shares; the phone project keeps its layout and modal tests.
  for (const group of routeGroups()) {
    test(`${group.join(', ')}: each renders its heading and title with a clean console, loads no payment script or HTTP client up front, and axe (WCAG 2.2 A/AA) finds nothing`, async ({
      page,
      isMobile,
    }) => {
      // Six pages of up to 10 s each on a loaded CI machine.
      test.setTimeout(120_000)
      test.skip(isMobile, 'a page at phone width is checked by its Hindi twin (hindi.spec.ts)')
      // The network hygiene of the page's load is checked on this same load (it had a visit of its own in
      // network.spec.ts): no third-party embed (the suite-wide guard fails any other origin), no payment script and
      // no HTTP client chunk until the visitor asks for them. (Reduced motion, for axe: carousels do not play,
      // which fetches only their next slides' pictures from this origin.) One tab visits the group: a chunk the
      // cache serves is not requested again, but a page that loaded one up front was the first to request it.
      const requested: string[] = []
      page.on('request', (request) => requested.push(request.url()))
      await page.emulateMedia({ reducedMotion: 'reduce' })
      for (const path of group)
        await test.step(path, async () => {
          requested.length = 0
          const response = await gotoHydrated(page, path)
          expect(response?.status(), path).toBe(200)
          await expect(page.locator('h1').first()).toBeVisible()
          await expect(page).toHaveTitle(/\| DEM Success Blueprint$/)
          await page.waitForLoadState('networkidle')
          expect(
            requested.filter(
              (url) =>
                !url.startsWith('http://127.0.0.1') || /checkout\.js|\/assets\/client-[^/]*\.js/.test(url),
            ),
            `${path} requested up front`,
          ).toEqual([])
          await expectNoViolations(page, path)
        })
    })
  }

  test('page titles are unique', async ({ request, isMobile }) => {
    test.skip(isMobile, 'the same on every screen: run once, in the desktop project')
    const titles = new Map<string, string>()
    for (const path of publicRoutes) {
      const html = await (await request.get(path)).text()
      const title = html.match(/<title[^>]*>([^<]+)<\/title>/)?.[1] ?? ''
      expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined()
      titles.set(title, path)
    }
  })

  test('unknown paths show the Not Found page with a 404', async ({ page, allowConsole }) => {
    allowConsole(/Failed to load resource: the server responded with a status of 404/)
    const response = await gotoHydrated(page, '/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    // Painted from HTML, noindex, and nothing moves when the app takes over (it used to jump by ~0.3-0.4 CLS).
    const html = await response!.text()
    expect(html).toContain('<h1>Page not found</h1>')
    expect(html).toMatch(/<meta data-prerendered name="robots" content="noindex/)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shift).toBeLessThan(0.05)
  })
})

test.describe('prerendered HTML', () => {
  // The served HTML, the sitemap and the icon's requests do not depend on the screen.
  test.skip(({ isMobile }) => isMobile, 'the same on every screen: run once, in the desktop project')

  test('each public page’s HTML carries its title, description, social tags and headline before any script runs', async ({
    request,
  }) => {
    for (const path of publicRoutes) {
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head, path).toMatch(/<title[^>]*>[^<]+\| DEM Success Blueprint<\/title>/)
      expect(head, path).toMatch(/<meta[^>]*name="description"[^>]*content="[^"]{20,}"/)
      expect(head, path).toMatch(/<meta[^>]*property="og:title"/)
      expect(head, path).toMatch(/<meta[^>]*name="twitter:card"/)
      expect(head, path).toContain(
        `<link data-prerendered rel="canonical" href="http://localhost:3000${path}"/>`,
      )
      expect(html.match(/<title/g), `${path} has one title`).toHaveLength(1)
      expect(html, path).toMatch(/<div id="root">[\s\S]*<h1[^>]*>/)
    }
  })

  test('with JavaScript disabled the home page still shows its headline', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/about')
    await expect(page.locator('h1')).toHaveText(
      'Transforming Futures with the Power of Science, Psychology & Ancient Wisdom',
    )
    await context.close()
  })

  test('guarded and per-person routes are client-rendered shells, never indexed', async ({ request }) => {
    for (const path of [...guardedRoutes, ...clientOnlyRoutes]) {
      const html = await (await request.get(path)).text()
      expect(html, path).toContain('<div id="root"></div>')
      // In the served HTML, before any script runs (as /admin's).
      expect(html, path).toMatch(
        /<head>[\s\S]*<meta data-prerendered name="robots" content="noindex">[\s\S]*<\/head>/,
      )
    }
  })

  test('a shell page once running has one title and, being noindex, no canonical: the scan, in English and Hindi', async ({
    page,
  }) => {
    // Where a scan is opened: a phone (the project's desktop run, at phone width).
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of [paths.scan, `/hi${paths.scan}`]) {
      await gotoHydrated(page, path)
      await expect(page, path).toHaveTitle(/\| DEM Success Blueprint$/)
      await expect(page.locator('head title'), path).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0)
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex')
    }
  })

  test('the icon costs no request, on load or after a route change', async ({ page }) => {
    // Chrome asks for the page's icon again at each route change (React re-renders the head's tags): it is inline.
    const asked: string[] = []
    page.on('request', (r) => {
      if (/favicon/.test(r.url())) asked.push(r.url())
    })
    await gotoHydrated(page, paths.home)
    for (const path of [paths.about, paths.contact]) {
      await navigateWithState(page, path, {})
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`))
    }
    expect(asked).toEqual([])
  })

  test('sitemap.xml and robots.txt are generated from the route table', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of publicRoutes) expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`)
    for (const path of [...guardedRoutes, ...clientOnlyRoutes]) expect(sitemap).not.toContain(`${path}</loc>`)
    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toContain('text/plain')
    expect(await robots.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml')
    expect((await request.get('/favicon.ico')).status()).toBe(404)
  })
})

test.describe('guards', () => {
  // Routing, not layout.
  test.skip(({ isMobile }) => isMobile, 'the same on every screen: run once, in the desktop project')

  for (const path of guardedRoutes) {
    test(`${path} without an email goes to / with history replaced`, async ({ page, allowConsole }) => {
      // Without navigation state the page asks the server for a session first: 401 here.
      allowConsole(...HTTP_CLIENT_LOG_LINES)
      await page.goto(paths.about)
      await page.goto(path)
      await expect(page).toHaveURL(/\/$/)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${paths.about}$`))
    })
  }
})

/** Client-side navigation with router state, as the app itself does after registration. */
async function navigateWithState(page: import('@playwright/test').Page, path: string, state: object) {
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', to)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    },
    [path, state] as const,
  )
}

test.describe('layout', () => {
  for (const path of [paths.studentPlansList, paths.eecPlansList]) {
    test(`${path} hides the header, banner, footer and scroll-to-top`, async ({ page }) => {
      await gotoHydrated(page, paths.home)
      await navigateWithState(page, path, { email: 'asha@example.com', phone: '9876543210', role: 'student' })
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.locator('h1').first()).toBeVisible()
      await page.mouse.wheel(0, 600)
      // Hidden, not removed: checkout, the next step, shows them again without building them anew.
      await expect(page.locator('header.site-navbar')).toBeHidden()
      await expect(page.locator('footer')).toBeHidden()
      await expect(page.getByRole('link', { name: 'Get My Report!' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0)
    })
  }

  test('the navbar hides while scrolling down and returns while scrolling up; scroll-to-top appears past 200 px', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.about)
    const header = page.locator('header.site-navbar')
    await expect(header).toHaveAttribute('data-visible', 'true')
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(header).toHaveAttribute('data-visible', 'false')
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-visible', 'true')
    await page.getByRole('button', { name: 'Scroll to top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('navigating scrolls the new page to the top', async ({ page }) => {
    await gotoHydrated(page, paths.about)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('on a phone the menu sits behind a toggle', async ({ page, isMobile }) => {
    // A phone's test: the mobile project runs it on the phone it emulates (it sets the width for a desktop run).
    test.skip(!isMobile, 'run once, in the mobile project')
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, paths.home)
    const toggle = page.getByRole('button', { name: 'Toggle navigation' })
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })
    await expect(about).toBeHidden()
    await toggle.click()
    await expect(about).toBeVisible()
    await about.click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

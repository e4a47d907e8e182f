import { expect, test } from './fixtures'

test.describe('marketing pages, part A', () => {
  test('home: hero, calls to action, counters after scrolling, counsellors and ratings', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: "Unlock Your Child's Full Destiny" }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/Unlock Your Child's Full Destiny \| DEM Success Blueprint/)

    await expect(page.getByRole('link', { name: 'Discover Potential' })).toHaveAttribute(
      'href',
      '/success-blueprint',
    )
    const brief = page.getByRole('link', { name: /Download Program Brief/ })
    await expect(brief).toHaveAttribute('href', /\.pdf$/)
    await expect(brief).toHaveAttribute('download', /.+/)
    await expect(page.getByRole('link', { name: 'Book a DEM Scan' })).toHaveAttribute(
      'href',
      '/student-register',
    )
    await expect(page.getByRole('link', { name: 'View Reviews' })).toHaveAttribute(
      'href',
      '/student-testimonials',
    )
    await expect(page.getByRole('link', { name: 'Start Today' })).toHaveAttribute('href', /_counsellor$/)

    const hero = page.getByRole('region', { name: 'Students who found their path' })
    await expect(hero.locator('img[fetchpriority="high"]').first()).toBeVisible()
    // SPEC §4: autoplay pauses while a dot has focus (3 s a slide; 4.5 s later it still shows slide 1).
    const firstDot = hero.getByRole('button', { name: 'Show slide 1' })
    await firstDot.focus()
    await page.waitForTimeout(4500)
    await expect(hero.locator('.slick-dots li').first()).toHaveClass(/slick-active/)
    await firstDot.blur()
    await hero.getByRole('button', { name: /Pause/ }).click()
    await expect(hero.getByRole('button', { name: /Play/ })).toBeVisible()

    const values = page.getByTestId('stat-value')
    await values.first().scrollIntoViewIfNeeded()
    await expect(values).toHaveText(['10 K+', '85 %', '500 +', '15 +'], { timeout: 8000 })

    await expect(page.getByText('100+ verified counsellors')).toBeVisible()
    await expect(page.getByText('Computer Teacher').first()).toBeAttached()
    await expect(page.getByText('4.5/5.0')).toBeVisible()
    await expect(page.getByText('from 3265 ratings')).toBeVisible()
    await expect(page.getByRole('link', { name: /Meet the team/ })).toHaveAttribute('href', '/about')
  })

  test('home: the program brief is a real PDF', async ({ request }) => {
    const res = await request.get('/brochures/success-blueprint-program-brief.pdf')
    expect(res.ok()).toBe(true)
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('about: heading, pillars, impact and team selection', async ({ page }) => {
    await page.goto('/about')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Transforming Futures with the Power of Science, Psychology & Ancient Wisdom',
      }),
    ).toBeVisible()
    for (const pillar of ['Dive Deep', 'Navigate with Purpose', 'Create Ripples of Change'])
      await expect(page.getByRole('heading', { name: pillar })).toBeVisible()
    for (const section of ['Our Vision', 'Our Mission', 'Why We Exist', 'Our Impact'])
      await expect(page.getByRole('heading', { name: section })).toBeVisible()
    await expect(page.getByText('10,000+')).toBeVisible()
    await expect(page.getByText('92%')).toBeVisible()

    const detail = page.getByTestId('team-detail')
    await expect(detail).toBeEmpty()
    const cards = page.getByRole('button', { pressed: false })
    await expect(cards).toHaveCount(3)
    const founder = page.getByRole('button', { name: /Founder and Visionary/ })
    await founder.click()
    await expect(founder).toHaveAttribute('aria-pressed', 'true')
    await expect(detail.getByRole('heading', { name: 'Dr. Vikram Mehta' })).toBeVisible()
    // On a phone the cards stack: the story is brought into view, not left a screen below.
    await expect(detail.getByRole('heading', { name: 'Dr. Vikram Mehta' })).toBeInViewport()
    await expect(detail).toContainText('former school principal')
    await page.getByRole('button', { name: /Chief Technology Architect/ }).click()
    await expect(detail.getByRole('heading', { name: 'Arjun Rao' })).toBeVisible()
    const img = page.locator('.team-card img').first()
    await expect(img).toHaveAttribute('width', '300')
    await expect(img).toHaveAttribute('height', '290')
  })

  test('about: team photos render at 300 x 290 px wherever there is room, scaled down only on a narrow phone', async ({
    page,
  }) => {
    const photoSizes = () =>
      page
        .locator('.team-card img')
        .evaluateAll((imgs) =>
          imgs.map((img) => [img.clientWidth, img.clientHeight, img.getBoundingClientRect().y]),
        )
    const photos = page.locator('.team-card img')
    for (const width of [1280, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/about')
      await photos.first().scrollIntoViewIfNeeded()
      await expect(photos).toHaveCount(3)
      await expect
        .poll(async () => (await photoSizes()).map(([w, h]) => [w, h]), `at ${width} px`)
        .toEqual([
          [300, 290],
          [300, 290],
          [300, 290],
        ])
      // At 1280 px the three stand side by side.
      if (width === 1280) expect(new Set((await photoSizes()).map(([, , y]) => y)).size).toBe(1)
    }
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto('/about')
    const [w, h] = (await photoSizes())[0]!
    expect(w).toBeLessThan(300)
    expect(Math.abs(w! / h! - 300 / 290)).toBeLessThan(0.02)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })

  test('career insight: seven families and the sign-up banner', async ({ page }) => {
    await page.goto('/career-insight')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('article.career-family')).toHaveCount(7)
    for (const family of [
      'Technical and Scientific',
      'Creative and Media',
      'Healthcare and Life Sciences',
      'Public Service and Government',
      'Management and Corporate',
      'Banking and Money Management',
      'Practical and Field Work',
    ])
      await expect(page.getByRole('heading', { level: 2, name: family })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Success story' })).toHaveCount(7)
    await expect(page.getByRole('heading', { name: 'Create your first online assessment' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign Up for Free' })).toHaveAttribute(
      'href',
      '/success-blueprint',
    )
  })

  test('student testimonials: five parents, quote slider and Book a DEM Scan', async ({ page }) => {
    await page.goto('/student-testimonials')
    await expect(page).toHaveTitle(/Testimonials \| DEM Success Blueprint/)
    const strip = page.getByRole('region', { name: 'Parent testimonials' })
    const cards = strip.locator('.marquee__list:not([aria-hidden]) .testimonial-card')
    await expect(cards).toHaveCount(5)
    await expect(cards.getByText(/^(Father|Mother)$/)).toHaveCount(5)
    await expect(strip.locator('.marquee__list[aria-hidden="true"] .testimonial-card')).toHaveCount(5)
    const duration = await strip
      .locator('.marquee__track')
      .evaluate((el) => getComputedStyle(el).animationDuration)
    expect(duration).toBe('20s')
    // A tap before hydration is pressed again once the page has hydrated (taps.ts): wait for the pause.
    await page.getByRole('button', { name: /Pause parent testimonials/ }).click()
    await expect
      .poll(() => strip.locator('.marquee__track').evaluate((el) => getComputedStyle(el).animationPlayState))
      .toBe('paused')

    await expect(page.getByRole('region', { name: 'Student quotes' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book a DEM Scan' })).toHaveAttribute(
      'href',
      '/student-register',
    )
  })

  test('success blueprint: methodology figures and the two plans', async ({ page }) => {
    await page.goto('/success-blueprint')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const figures = page.getByTestId('methodology-figures')
    for (const value of ['231', '33', '27', '6-24'])
      await expect(figures.getByText(value, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'The 4-stage methodology' })).toBeVisible()
    await expect(page.getByText('₹4,999')).toBeVisible()
    await expect(page.getByText('₹7,999')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    // Only the plan on sale is offered; the Master's Report cannot be ordered, so it has no offer at all.
    expect(jsonLd.join('')).toContain('"price":4999')
    expect(jsonLd.join('')).not.toContain('PreOrder')
    expect(jsonLd.join('')).not.toContain('"price":7999')
  })

  test('plans: the Basic card and Get Started without registration', async ({ page }) => {
    await page.goto('/plans')
    await expect(page.getByRole('heading', { level: 1, name: 'Affordable Pricing Packages' })).toBeVisible()
    await expect(page.getByText('Most popular')).toBeVisible()
    await expect(page.getByText('₹10,000')).toBeVisible()
    for (const feature of [
      'Up to 5 users monthly',
      '5 free host and domain',
      'Custom infrastructure',
      'Access to all rooms',
      '24/7 dedicated support',
      'Unlimited updates',
      'Landing pages',
      'Web widgets',
    ])
      await expect(page.getByText(feature)).toBeVisible()
    await page.getByRole('button', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/student-register$/)
  })
})

import { generalFaqs } from '../src/content/faq'
import { expect, test } from './fixtures'

test.describe('information pages (part B)', () => {
  test('counsellor landing: hero, fee, 13 sessions, batches, offer, earnings and registration', async ({
    page,
  }) => {
    await page.goto('/dem_counsellor')
    await expect(
      page.getByRole('heading', { level: 1, name: 'From Teacher to Trusted Career Counsellor' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/Become a Certified Career Counsellor \| DEM Success Blueprint/)
    await expect(page.getByRole('link', { name: 'Start Today' })).toHaveAttribute('href', '/eec-register')
    const brochure = page.getByRole('link', { name: /Download Brochure/ })
    await expect(brochure).toHaveAttribute('href', '/brochures/counsellor-programme-brochure.pdf')
    await expect(brochure).toHaveAttribute('download', '')

    const card = page.getByRole('complementary', { name: 'Enrol in the programme' })
    await expect(card.locator('del')).toContainText('₹51,000')
    await expect(card).toContainText('₹7,000')
    await expect(card.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/eec-register')
    await expect(card.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/termsAndConditions',
    )

    const curriculum = page.getByRole('region', { name: 'Course curriculum' })
    await expect(curriculum.getByText('13 sessions')).toBeVisible()
    await expect(curriculum.getByTestId('accordion-item')).toHaveCount(13)
    await expect(curriculum.getByText('25 minutes', { exact: true })).toHaveCount(13)
    const finalSession = curriculum.getByRole('button', { name: /Final assessment/ })
    await finalSession.click()
    await expect(curriculum.getByText(/certificate is issued/)).toBeVisible()

    await page.getByText('Weekend intensive').click()
    await expect(page.getByRole('radio', { name: /Weekend intensive/ })).toBeChecked()

    await expect(page.getByText('35% OFF ending soon')).toBeVisible()
    await expect(page.getByText(/free personal landing page and a 1-hour strategy session/)).toBeVisible()
    await expect(page.getByText('₹21k-25k per month')).toBeVisible()
    await expect(page.getByText('₹37,500')).toBeVisible()
    await expect(page.locator('#register').getByLabel('Email', { exact: false }).first()).toBeVisible()
  })

  test('counsellor brochure is a real PDF', async ({ request }) => {
    const res = await request.get('/brochures/counsellor-programme-brochure.pdf')
    expect(res.ok()).toBe(true)
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('top counsellor: ₹10,000 struck, 30% off, cohort and Enroll Now', async ({ page }) => {
    await page.goto('/top-counsellor')
    const offer = page.getByRole('region', { name: 'One-time payment offer' })
    await expect(offer.locator('del')).toContainText('₹10,000')
    await expect(offer).toContainText('₹7,000')
    await expect(offer).toContainText('30% off')
    await expect(offer).toContainText('Oct 10 - Nov 5, 2025')
    await offer.getByRole('link', { name: 'Enroll Now' }).click()
    await expect(page).toHaveURL(/\/eec-register$/)
  })

  test('counsellor FAQ: 12 items, HTML answers, support contact and FAQPage JSON-LD', async ({ page }) => {
    await page.goto('/counsellor-faq')
    await expect(page.getByTestId('accordion-item')).toHaveCount(12)
    await page.getByRole('button', { name: /How much does the programme cost/ }).click()
    await expect(page.getByText(/A one-time fee of/)).toContainText('₹7,000')
    await expect(page.getByRole('link', { name: /@/ }).last()).toHaveAttribute('href', /^mailto:/)
    await expect(page.getByRole('link', { name: /\+91/ }).last()).toHaveAttribute('href', /^tel:\+91/)
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    )
    expect(jsonLd['@type']).toBe('FAQPage')
    expect(jsonLd.mainEntity).toHaveLength(12)
    expect(JSON.stringify(jsonLd)).not.toMatch(/<[a-z]/)
  })

  test('franchise: the three tiers in a table and in detail; benefits page links', async ({ page }) => {
    await page.goto('/franchise')
    const table = page.getByRole('table')
    for (const [tier, scope] of [
      ['State franchisee', 'Exclusive rights over a whole state'],
      ['District franchisee', 'A district or region'],
      ['Unit franchisee', 'A single PIN code'],
    ] as const) {
      await expect(table.getByRole('rowheader', { name: tier })).toBeVisible()
      await expect(table).toContainText(scope)
      await expect(page.getByRole('heading', { level: 3, name: tier })).toBeAttached()
    }
    await page.goto('/franchise-benfits')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Compare franchise tiers' }).first()).toHaveAttribute(
      'href',
      '/franchise',
    )
    await expect(page.getByRole('link', { name: 'Contact our team' }).first()).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('contact: the form sends to the real server and shows its message; the map loads on click', async ({
    page,
    allowOrigins,
  }) => {
    // The map is Google's: it loads only when the visitor taps Show map.
    allowOrigins('https://www.google.com')
    // Third-party embeds are stubbed so the test does not depend on Google being reachable.
    await page.route('https://www.google.com/maps**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
    )
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    await expect(page.getByText("We're here to help!")).toBeVisible()
    await expect(page.getByText('Andheri West, Mumbai 400053')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)

    await page.getByLabel('Your name').fill('Meera Iyer')
    await page.getByLabel('Email address').fill(`meera.${Date.now()}@example.com`)
    await page
      .getByLabel('Message', { exact: true })
      .fill('I would like to know more about the counsellor programme.')
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'))
    await page.getByRole('button', { name: 'Send message' }).click()
    const body = (await (await response).json()) as { message: string }
    expect(body.message.length).toBeGreaterThan(0)
    const notice = page.getByTestId('contact-notice')
    await expect(notice).toContainText('Success!')
    await expect(notice).toContainText(body.message)
    await expect(page.getByLabel('Your name')).toHaveValue('')

    await page.getByRole('button', { name: 'Show map' }).click()
    await expect(page.locator('iframe[title="Office location map"]')).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=Andheri+West+Mumbai&output=embed',
    )
  })

  test('courses: categories with counts, featured prices, video on click, live carousel', async ({
    page,
    allowOrigins,
  }) => {
    // The video is YouTube's (no-cookie): it loads only when the visitor taps Play.
    allowOrigins('https://www.youtube-nocookie.com')
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title><p>video</p>' }),
    )
    await page.goto('/courses')
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Education, talents, and career opportunities. All in one place.',
      }),
    ).toBeVisible()
    await expect(page.getByTestId('category-tile')).toHaveText([
      /Math & Logic\s*89 courses/,
      /Health & Fitness\s*95 courses/,
      /Photography\s*38 courses/,
      /Development\s*105 courses/,
      /Design\s*72 courses/,
      /Business\s*68 courses/,
      /Music\s*51 courses/,
      /Painting\s*69 courses/,
    ])
    await expect(page.getByText('$140')).toBeVisible()
    await expect(page.getByText('$160')).toBeVisible()
    await expect(page.getByRole('heading', { name: "Today's Top Free Live Courses" })).toBeVisible()
    await expect(page.getByRole('link', { name: /Join now/ }).first()).toBeAttached()
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByRole('button', { name: /Play video/ }).click()
    await expect(page.locator('iframe[title="Course tour video"]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\//,
    )
  })

  test('FAQ page has its questions and FAQPage JSON-LD', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('accordion-item')).toHaveCount(generalFaqs.length)
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    )
    expect(jsonLd['@type']).toBe('FAQPage')
  })

  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/termsAndConditions', 'Terms and Conditions'],
    ['/cancellationAndRefundPolicy', 'Cancellation and Refund Policy'],
    ['/shippingAndDeliveryPolicy', 'Shipping and Delivery Policy'],
  ] as const) {
    test(`${title}: h1 and last updated Sep 23 2025`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText('Last updated: Sep 23 2025')).toBeVisible()
      if (path === '/shippingAndDeliveryPolicy')
        await expect(page.getByText(/shipped within 7-10 days/)).toBeVisible()
    })
  }

  test('placeholders: offerings has only a label, resource center only a line of text', async ({ page }) => {
    await page.goto('/offerings')
    await expect(page.getByRole('heading', { level: 1, name: 'Offerings' })).toBeVisible()
    await expect(page.getByText('Coming soon')).toBeVisible()
    await page.goto('/resource-center')
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Center' })).toBeVisible()
    await expect(page.getByText(/being prepared/)).toBeVisible()
  })
})

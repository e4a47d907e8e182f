import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import FaqPage from '../../../src/pages/faq-page'
import FranchisePage from '../../../src/pages/franchise-page'
import PrivacyPolicyPage from '../../../src/pages/privacy-policy-page'
import RefundPolicyPage from '../../../src/pages/refund-policy-page'
import ShippingPolicyPage from '../../../src/pages/shipping-policy-page'
import TermsPage from '../../../src/pages/terms-page'
import { paths } from '../../../src/config/paths'
import { GRIEVANCE_OFFICER_EXAMPLE } from '../../../src/config/grievance'
import { GRIEVANCE_HEADING } from '../../../src/content/grievance'
import ContactPage from '../../../src/pages/contact-page'
import { SiteFooter } from '../../../src/components/layout/site-footer'
import { privacyCentreContent } from '../../../src/content/privacy-centre'
import { PrivacySignIn } from '../../../src/features/privacy/privacy-sign-in'
import { server } from '../msw/server'
import { renderAt } from '../render'
import { allowConsoleError } from '../setup'

describe('franchise page', () => {
  it('compares the three tiers in a captioned table and details each one', () => {
    renderAt(<FranchisePage />, { path: paths.franchise })
    const table = screen.getByRole('table', { name: /Franchise tiers/ })
    const rowHeaders = screen.getAllByRole('rowheader').map((th) => th.textContent)
    expect(rowHeaders).toEqual(['State franchisee', 'District franchisee', 'Unit franchisee'])
    expect(table).toHaveTextContent('Exclusive rights over a whole state')
    expect(table).toHaveTextContent('A district or region')
    expect(table).toHaveTextContent('A single PIN code')
    expect(screen.getByRole('region', { name: /scrolls sideways/ })).toHaveAttribute('tabindex', '0')
    for (const name of ['State franchisee', 'District franchisee', 'Unit franchisee']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument()
    }
    expect(screen.getAllByText('Ideal profile:')).toHaveLength(3)
    expect(screen.getAllByRole('heading', { name: 'Responsibilities' })).toHaveLength(3)
  })
})

describe('policy pages', () => {
  it.each([
    ['Privacy Policy', PrivacyPolicyPage, paths.privacyPolicy],
    ['Terms and Conditions', TermsPage, paths.terms],
    ['Cancellation and Refund Policy', RefundPolicyPage, paths.refundPolicy],
    ['Shipping and Delivery Policy', ShippingPolicyPage, paths.shippingPolicy],
  ])('%s has its h1 and the Sep 23 2025 date', (title, Page, path) => {
    renderAt(<Page />, { path })
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: Sep 23 2025')
  })

  it('the refund and terms pages, and the contact page name the grievance officer; the footer Policies link to it', () => {
    const officer = GRIEVANCE_OFFICER_EXAMPLE
    for (const [Page, path] of [
      [RefundPolicyPage, paths.refundPolicy],
      [TermsPage, paths.terms],
      [ContactPage, paths.contact],
    ] as const) {
      const { unmount } = renderAt(<Page />, { path })
      const card = screen.getByRole('region', { name: GRIEVANCE_HEADING })
      expect(card).toHaveTextContent(`Name${officer.name}`)
      expect(card).toHaveTextContent(`Designation${officer.designation}`)
      expect(within(card).getByRole('link', { name: officer.email })).toHaveAttribute(
        'href',
        `mailto:${officer.email}`,
      )
      expect(within(card).getByRole('link', { name: officer.phone })).toHaveAttribute(
        'href',
        'tel:+919000000001',
      )
      unmount()
    }
    renderAt(<SiteFooter />, { path: paths.home })
    expect(
      within(screen.getByRole('navigation', { name: 'Policies' })).getByRole('link', {
        name: 'Grievance Officer',
      }),
    ).toHaveAttribute('href', paths.contact)
  })

  it('shipping promises 7-10 days', () => {
    renderAt(<ShippingPolicyPage />, { path: paths.shippingPolicy })
    expect(screen.getByText('Orders are shipped within 7-10 days of successful payment.')).toBeInTheDocument()
  })
})

describe('general FAQ', () => {
  it('answers the survey, privacy, payment, refund, delivery and follow-up questions', async () => {
    renderAt(<FaqPage />, { path: paths.faq })
    const questions = await screen.findAllByTestId('accordion-item')
    expect(questions.length).toBeGreaterThanOrEqual(8)
    expect(questions.length).toBeLessThanOrEqual(10)
    expect(screen.getByRole('heading', { name: /27-question survey/ })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /When will I receive the report/ })).toBeInTheDocument()
  })
})

describe('the privacy centre’s sign-in', () => {
  it('is the shared mailed-code sign-in in the centre’s words, as a card under "Your data", with My orders’ API', async () => {
    allowConsoleError()
    const copy = privacyCentreContent.account
    const email = 'meera@example.com'
    const sent: unknown[] = []
    server.use(
      http.post('*/api/orders/code', async ({ request }) => {
        sent.push(await request.json())
        return sent.length === 1
          ? HttpResponse.json({}, { status: 400 })
          : HttpResponse.json({ message: 'sent' })
      }),
      http.post('*/api/orders/sign-in', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ message: 'Signed in.' })
      }),
    )
    const onSignedIn = vi.fn()
    const user = userEvent.setup({ delay: null })
    render(<PrivacySignIn onSignedIn={onSignedIn} />)
    expect(
      screen.getByRole('heading', { level: 3, name: copy.signInHeading }).closest('section'),
    ).toHaveClass('privacy-card')
    expect(screen.getByText(copy.signInLead)).toBeInTheDocument()
    await user.type(screen.getByLabelText(copy.emailLabel), email)
    await user.click(screen.getByRole('button', { name: copy.sendCode }))
    expect((await screen.findByRole('alert')).textContent).toBe(privacyCentreContent.sendCodeFailed)
    await user.click(screen.getByRole('button', { name: copy.sendCode }))
    expect((await screen.findByRole('status')).textContent).toBe(copy.codeSent(email))
    expect(screen.getByLabelText(copy.codeLabel)).toHaveFocus()
    // The centre offers no new code on this step: "Use another email" starts again.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      copy.verify,
      copy.otherEmail,
    ])
    await user.type(screen.getByLabelText(copy.codeLabel), '123456')
    await user.click(screen.getByRole('button', { name: copy.verify }))
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce())
    expect(sent).toEqual([{ email }, { email }, { email, code: '123456' }])
  })
})

describe('what the report pages promise (issue 51 point 13)', () => {
  it('the Success Blueprint page says plainly what the scan reads and what the report now gives', async () => {
    const { default: SuccessBlueprintPage } = await import('../../../src/pages/success-blueprint-page')
    renderAt(<SuccessBlueprintPage />, { path: paths.successBlueprint })
    const provides = screen.getByRole('region', { name: 'What the report gives you' })
    expect(provides).toHaveTextContent(
      'The scan reads preferences from your child’s own answers, not ability: the report speaks of tendencies, not marks, diagnoses or fate.',
    )
    expect(within(provides).getByRole('heading', { name: 'Advice for the class' })).toBeInTheDocument()
    expect(provides).not.toHaveTextContent(/natural talents|aptitude/)
  })

  it('the FAQ gives the classes the scan is for, and says it is not a test of ability', () => {
    renderAt(<FaqPage />, { path: paths.faq })
    expect(document.body).toHaveTextContent('The scan is for students in Classes 6 to 12')
    expect(document.body).not.toHaveTextContent('Class 6 to college')
    expect(document.body).toHaveTextContent('the scan is not a test of ability or marks')
  })
})

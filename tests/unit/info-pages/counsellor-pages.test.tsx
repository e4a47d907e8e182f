import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import CounsellorFaqPage from '../../../src/pages/counsellor-faq-page'
import CounsellorPage from '../../../src/pages/counsellor-page'
import TopCounsellorPage from '../../../src/pages/top-counsellor-page'
import { paths, downloads } from '../../../src/config/paths'
import { renderAt } from '../render'

describe('counsellor landing', () => {
  it('has the hero, Start Today to registration and the brochure download', () => {
    renderAt(<CounsellorPage />, { path: paths.counsellor })
    expect(
      screen.getByRole('heading', { level: 1, name: 'From Teacher to Trusted Career Counsellor' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start Today' })).toHaveAttribute('href', paths.eecRegister)
    const brochure = screen.getByRole('link', { name: /Download Brochure/ })
    expect(brochure).toHaveAttribute('href', downloads.counsellorBrochure)
    expect(brochure).toHaveAttribute('download')
  })

  it('lists 13 curriculum sessions of 25 minutes, the last being the final assessment', async () => {
    renderAt(<CounsellorPage />, { path: paths.counsellor })
    const curriculum = screen.getByRole('region', { name: 'Course curriculum' })
    const items = await within(curriculum).findAllByTestId('accordion-item')
    expect(items).toHaveLength(13)
    items.forEach((item, i) => {
      expect(item).toHaveTextContent(`Session ${i + 1}`)
      expect(item).toHaveTextContent('25 minutes')
    })
    expect(items[12]).toHaveTextContent(/final assessment/i)
  })

  it('shows ₹7,000 with ₹51,000 struck through, Enroll Now and the terms link', () => {
    renderAt(<CounsellorPage />, { path: paths.counsellor })
    const card = screen.getByRole('complementary', { name: 'Enrol in the programme' })
    const struck = card.querySelector('del')
    expect(struck).toHaveTextContent('Original price: ₹51,000')
    expect(card).toHaveTextContent('Now: ₹7,000')
    expect(within(card).getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', paths.eecRegister)
    expect(within(card).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      paths.terms,
    )
  })

  it('lets the visitor pick one of three training batches', async () => {
    const user = userEvent.setup()
    renderAt(<CounsellorPage />, { path: paths.counsellor })
    const radios = await screen.findAllByRole('radio')
    expect(radios).toHaveLength(3)
    expect(radios[0]).toBeChecked()
    await user.click(screen.getByLabelText(/Weekend intensive/))
    expect(screen.getByLabelText(/Weekend intensive/)).toBeChecked()
    expect(radios[0]).not.toBeChecked()
    expect(screen.getByText(/You picked/)).toHaveTextContent('Weekend intensive')
  })

  it('states the offer, the coupon, the first-100 offer and the earnings', async () => {
    renderAt(<CounsellorPage />, { path: paths.counsellor })
    expect(screen.getByText(/35% OFF ending soon/)).toBeInTheDocument()
    expect(screen.getAllByText(/EEC25/).length).toBeGreaterThan(0)
    expect(
      await screen.findByText(/free personal landing page and a 1-hour strategy session/),
    ).toBeInTheDocument()
    expect(screen.getByText('₹21k-25k per month')).toBeInTheDocument()
    expect(screen.getByText('₹1.5 lakh')).toBeInTheDocument()
    expect(screen.getByText('₹1.75 lakh')).toBeInTheDocument()
    expect(screen.getByText('₹37,500')).toBeInTheDocument()
  })

  it('renders the registration form in the #register section', async () => {
    const { container } = renderAt(<CounsellorPage />, { path: paths.counsellor })
    const section = container.querySelector('#register')
    expect(section).not.toBeNull()
    expect((await within(section as HTMLElement).findAllByRole('textbox')).length).toBeGreaterThanOrEqual(3)
  })
})

describe('counsellor course landing', () => {
  it('shows the one-time offer: ₹7,000, ₹10,000 struck, 30% off, the cohort and Enroll Now', () => {
    renderAt(<TopCounsellorPage />, { path: paths.topCounsellor })
    const offer = screen.getByRole('region', { name: 'One-time payment offer' })
    expect(offer.querySelector('del')).toHaveTextContent('₹10,000')
    expect(offer).toHaveTextContent('₹7,000')
    expect(offer).toHaveTextContent('30% off')
    expect(offer).toHaveTextContent('Oct 10 - Nov 5, 2025')
    expect(offer).toHaveTextContent('100')
    expect(within(offer).getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', paths.eecRegister)
  })
})

describe('counsellor FAQ', () => {
  it('has 12 numbered items with HTML answers and the support contact', async () => {
    const user = userEvent.setup()
    renderAt(<CounsellorFaqPage />, { path: paths.counsellorFaq })
    const items = await screen.findAllByTestId('accordion-item')
    expect(items).toHaveLength(12)
    items.forEach((item, i) =>
      expect(within(item).getByRole('heading', { level: 2 })).toHaveTextContent(String(i + 1)),
    )

    await user.click(screen.getByRole('button', { name: /What is included in the kit/ }))
    const kit = items[4] as HTMLElement
    expect(within(kit).getAllByRole('listitem').length).toBe(7)

    expect(screen.getByRole('link', { name: /support@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    )
    expect(screen.getByRole('link', { name: /\+91 90000 00000/ })).toHaveAttribute(
      'href',
      'tel:+919000000000',
    )
  })
})

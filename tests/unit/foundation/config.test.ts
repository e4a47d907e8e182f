import { parseConfig, RAZORPAY_CHECKOUT_URL } from '../../../src/config/env'
import { GRIEVANCE_OFFICER_EXAMPLE, grievanceOfficerFrom } from '../../../src/config/grievance'
import { parsePrivacyContact } from '../../../src/features/privacy/contact-settings'

describe('parseConfig', () => {
  test('embedded defaults need no settings', () => {
    expect(parseConfig({})).toEqual({
      productSlug: 'dem',
      supportPhone: '+91 90000 00000',
      supportEmail: 'support@example.com',
      razorpayKeyId: 'rzp_test_simulated',
      apiBaseUrl: '',
      checkoutScriptUrl: '/api/payment/simulator/checkout.js',
      siteUrl: 'http://localhost:3000',
      isSimulatedGateway: true,
    })
  })

  test('a real Razorpay key switches to Razorpay’s checkout script', () => {
    const config = parseConfig({
      VITE_RAZORPAY_KEY_ID: 'rzp_live_AbC123',
      VITE_API_BASE_URL: 'https://api.example.in/',
    })
    expect(config.checkoutScriptUrl).toBe(RAZORPAY_CHECKOUT_URL)
    expect(config.apiBaseUrl).toBe('https://api.example.in')
    expect(config.isSimulatedGateway).toBe(false)
  })

  test('the simulated gateway script follows a separate API host', () => {
    expect(parseConfig({ VITE_API_BASE_URL: 'https://api.example.in' }).checkoutScriptUrl).toBe(
      'https://api.example.in/api/payment/simulator/checkout.js',
    )
  })

  test.each([
    ['VITE_PRODUCT_SLUG', 'Bad Slug!'],
    ['VITE_SUPPORT_PHONE', 'call us'],
    ['VITE_SUPPORT_EMAIL', 'not-an-email'],
    ['VITE_RAZORPAY_KEY_ID', 'key_123'],
    ['VITE_API_BASE_URL', 'ftp://x'],
    ['VITE_CHECKOUT_SCRIPT_URL', 'checkout.js'],
    ['VITE_SITE_URL', 'example.com'],
  ])('a bad %s stops start-up naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(name)
  })
})

describe('parsePrivacyContact', () => {
  test('the contact person for personal data comes from the build settings, with a fake default', () => {
    expect(parsePrivacyContact({})).toEqual({
      name: 'A. N. Example',
      role: 'Data Protection Officer',
      email: 'privacy@example.com',
    })
    expect(
      parsePrivacyContact({
        VITE_PRIVACY_CONTACT_NAME: 'Meera Iyer',
        VITE_PRIVACY_CONTACT_ROLE: 'Grievance Officer',
        VITE_PRIVACY_CONTACT_EMAIL: 'dpo@dem.example.in',
      }),
    ).toEqual({ name: 'Meera Iyer', role: 'Grievance Officer', email: 'dpo@dem.example.in' })
    expect(() => parsePrivacyContact({ VITE_PRIVACY_CONTACT_EMAIL: 'nobody' })).toThrow(
      'Invalid configuration: VITE_PRIVACY_CONTACT_EMAIL must be an email address',
    )
  })
})

describe('the grievance officer', () => {
  test('comes from the build settings, with clearly fake examples without them', () => {
    expect(grievanceOfficerFrom({})).toEqual(GRIEVANCE_OFFICER_EXAMPLE)
    expect(
      grievanceOfficerFrom({
        VITE_GRIEVANCE_OFFICER_NAME: ' Meera Iyer ',
        VITE_GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
        VITE_GRIEVANCE_OFFICER_EMAIL: 'grievance@dem.example.in',
        VITE_GRIEVANCE_OFFICER_PHONE: '+91 22 4000 1234',
      }),
    ).toEqual({
      name: 'Meera Iyer',
      designation: 'Head of Customer Care',
      email: 'grievance@dem.example.in',
      phone: '+91 22 4000 1234',
    })
  })
})

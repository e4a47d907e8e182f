/**
 * The one place that reads the VITE_ settings. Values are validated once at start-up so a typo in a
 * deployment shows up as a clear error instead of a half-working page.
 */
import { RAZORPAY_CHECKOUT_URL, SIMULATED_CHECKOUT_PATH, SIMULATED_KEY_ID } from './gateway'

export { RAZORPAY_CHECKOUT_URL, SIMULATED_CHECKOUT_PATH, SIMULATED_KEY_ID } from './gateway'

export interface AppConfig {
  productSlug: string
  supportPhone: string
  supportEmail: string
  razorpayKeyId: string
  apiBaseUrl: string
  checkoutScriptUrl: string
  siteUrl: string
  isSimulatedGateway: boolean
}

type RawEnv = Partial<Record<string, string | boolean | undefined>>

function text(env: RawEnv, name: string): string | undefined {
  const value = env[name]
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

function fail(name: string, why: string): never {
  throw new Error(`Invalid configuration: ${name} ${why}`)
}

export function parseConfig(env: RawEnv): AppConfig {
  const productSlug = text(env, 'VITE_PRODUCT_SLUG') ?? 'dem'
  if (!/^[a-z0-9-]+$/.test(productSlug))
    fail('VITE_PRODUCT_SLUG', 'must be lower-case letters, digits or hyphens')

  const supportPhone = text(env, 'VITE_SUPPORT_PHONE') ?? '+91 90000 00000'
  if (!/^\+?[0-9 ()-]{7,20}$/.test(supportPhone)) fail('VITE_SUPPORT_PHONE', 'must be a phone number')

  const supportEmail = text(env, 'VITE_SUPPORT_EMAIL') ?? 'support@example.com'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail)) fail('VITE_SUPPORT_EMAIL', 'must be an email address')

  const razorpayKeyId = text(env, 'VITE_RAZORPAY_KEY_ID') ?? SIMULATED_KEY_ID
  if (!/^rzp_(test|live)_[A-Za-z0-9]+$/.test(razorpayKeyId))
    fail('VITE_RAZORPAY_KEY_ID', 'must look like rzp_test_… or rzp_live_…')

  const apiBaseUrl = (text(env, 'VITE_API_BASE_URL') ?? '').replace(/\/+$/, '')
  if (apiBaseUrl && !/^https?:\/\/[^\s]+$/.test(apiBaseUrl))
    fail('VITE_API_BASE_URL', 'must be an http(s) URL or empty')

  const isSimulatedGateway = razorpayKeyId === SIMULATED_KEY_ID
  const checkoutScriptUrl =
    text(env, 'VITE_CHECKOUT_SCRIPT_URL') ??
    (isSimulatedGateway ? `${apiBaseUrl}${SIMULATED_CHECKOUT_PATH}` : RAZORPAY_CHECKOUT_URL)
  if (!/^(https?:\/\/|\/)[^\s]+$/.test(checkoutScriptUrl))
    fail('VITE_CHECKOUT_SCRIPT_URL', 'must be a URL or an absolute path')

  const siteUrl = (text(env, 'VITE_SITE_URL') ?? 'http://localhost:3000').replace(/\/+$/, '')
  if (!/^https?:\/\/[^\s]+$/.test(siteUrl)) fail('VITE_SITE_URL', 'must be an http(s) URL')

  return {
    productSlug,
    supportPhone,
    supportEmail,
    razorpayKeyId,
    apiBaseUrl,
    checkoutScriptUrl,
    siteUrl,
    isSimulatedGateway,
  }
}

// `import.meta.env` is absent when Node imports this module directly (build scripts, Playwright specs).
export const config: AppConfig = parseConfig((import.meta.env ?? {}) as RawEnv)

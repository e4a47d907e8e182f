import { config } from '../../config/env'
import { loadScript } from './load-script'
import { getRazorpay } from './razorpay'

/** The checkout script is fetched once; a page that already has Razorpay skips the fetch. */
export function loadGateway(): Promise<void> {
  return getRazorpay() ? Promise.resolve() : loadScript(config.checkoutScriptUrl)
}

/**
 * Opens the connection to the gateway's origin (DNS, TCP, TLS: several round trips on a phone) while the buyer
 * reads the checkout page. Only for another origin: the simulated gateway's script comes from our own.
 */
export function preconnectGateway() {
  const { origin } = new URL(config.checkoutScriptUrl, window.location.href)
  if (origin === window.location.origin || document.querySelector(`link[rel="preconnect"][href="${origin}"]`))
    return
  const link = document.createElement('link')
  link.rel = 'preconnect'
  link.href = origin
  document.head.append(link)
}

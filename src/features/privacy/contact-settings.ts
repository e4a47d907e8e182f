/**
 * The contact person for personal data, read from the build's settings (VITE_PRIVACY_CONTACT_NAME, _ROLE, _EMAIL;
 * the server reads the same three and refuses to start in production without them). Here, not in src/config/:
 * everything there is in the chunk every page loads (vite.config.ts), and only two pages show the contact.
 */
import { PRIVACY_CONTACT_EXAMPLE, type PrivacyContact } from '../../content/privacy-contact'

type RawEnv = Partial<Record<string, string | boolean | undefined>>

function text(env: RawEnv, name: string): string | undefined {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

export function parsePrivacyContact(env: RawEnv): PrivacyContact {
  const contact = {
    name: text(env, 'VITE_PRIVACY_CONTACT_NAME') ?? PRIVACY_CONTACT_EXAMPLE.name,
    role: text(env, 'VITE_PRIVACY_CONTACT_ROLE') ?? PRIVACY_CONTACT_EXAMPLE.role,
    email: text(env, 'VITE_PRIVACY_CONTACT_EMAIL') ?? PRIVACY_CONTACT_EXAMPLE.email,
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email))
    throw new Error('Invalid configuration: VITE_PRIVACY_CONTACT_EMAIL must be an email address')
  return contact
}

// `import.meta.env` is absent when Node imports this module directly (build scripts, Playwright specs).
export const privacyContact: PrivacyContact = parsePrivacyContact((import.meta.env ?? {}) as RawEnv)

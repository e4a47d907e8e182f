/**
 * The contact person for personal data when none is configured: clearly fake, refused by a production server
 * (server/config.ts). Set VITE_PRIVACY_CONTACT_NAME, _ROLE and _EMAIL before the build: the build prints them
 * on the privacy centre and the privacy policy, the server in every rights response.
 */
export const PRIVACY_CONTACT_EXAMPLE = {
  name: 'A. N. Example',
  role: 'Data Protection Officer',
  email: 'privacy@example.com',
} as const

export interface PrivacyContact {
  name: string
  role: string
  email: string
}

/** The words around the contact person (the privacy centre, the privacy policy). */
export const privacyContactContent = {
  heading: 'Questions about your personal data',
  text: (name: string, role: string) =>
    `${name}, our ${role}, answers questions about personal data and handles your requests.`,
  emailLabel: 'Email',
  board: 'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
} as const

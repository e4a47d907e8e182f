/**
 * The grievance officer's details (Consumer Protection (E-Commerce) Rules 2020, rule 4(4)): name, designation,
 * email and phone, published on the contact, refund and terms pages and in the footer. Build-time settings
 * (VITE_GRIEVANCE_OFFICER_*, read by grievanceOfficerFrom below) with these embedded examples for a local `npm start`; the server
 * imports this file too and refuses to start in production while any of them is missing or still the example.
 */
export interface GrievanceOfficer {
  name: string
  designation: string
  email: string
  phone: string
}

export const GRIEVANCE_OFFICER_EXAMPLE: GrievanceOfficer = {
  name: 'A. Example',
  designation: 'Grievance Officer',
  email: 'grievance@example.com',
  phone: '+91 90000 00001',
}

/** Setting name -> field, in the order they are read and checked. */
export const GRIEVANCE_OFFICER_SETTINGS = {
  VITE_GRIEVANCE_OFFICER_NAME: 'name',
  VITE_GRIEVANCE_OFFICER_DESIGNATION: 'designation',
  VITE_GRIEVANCE_OFFICER_EMAIL: 'email',
  VITE_GRIEVANCE_OFFICER_PHONE: 'phone',
} as const satisfies Record<string, keyof GrievanceOfficer>

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/

/**
 * The officer from the build's settings, each one shown as given (the server checks the same settings). Read here
 * rather than in env.ts so that only the pages that name the officer carry it, not every page's first load.
 */
export function grievanceOfficerFrom(env: Partial<Record<string, unknown>>): GrievanceOfficer {
  const officer = { ...GRIEVANCE_OFFICER_EXAMPLE }
  for (const [name, field] of Object.entries(GRIEVANCE_OFFICER_SETTINGS)) {
    const value = env[name]
    if (typeof value === 'string' && value.trim() !== '') officer[field] = value.trim()
  }
  return officer
}

/**
 * The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(4)), from the build's settings
 * (config/grievance.ts), and the heading of the card that names them on the contact, refund and terms pages.
 */
import { grievanceOfficerFrom } from '../config/grievance'

// `import.meta.env` is absent when Node imports this module directly (build scripts, Playwright specs).
export const grievanceOfficer = grievanceOfficerFrom((import.meta.env ?? {}) as Record<string, unknown>)
export const GRIEVANCE_HEADING = 'Grievance Officer'

/**
 * The grievance officer as the Consumer Protection (E-Commerce) Rules 2020 require it published (rule 4(4)): who,
 * their designation and how to reach them, from the build's settings (config/grievance.ts).
 */
import { config } from '../config/env'

export const grievanceOfficer = config.grievanceOfficer

export const grievanceContent = {
  heading: 'Grievance Officer',
  lead: 'If a problem with an order, a payment or a refund has not been put right, you can write to our Grievance Officer. We acknowledge every complaint within 48 hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020 provide.',
  nameLabel: 'Name',
  designationLabel: 'Designation',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
}

/** The words of the grievance officer's card on the contact, refund and terms pages. */
export const grievanceCardContent = {
  lead: 'If a problem with an order, a payment or a refund has not been put right, you can write to our Grievance Officer. We acknowledge every complaint within 48 hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020 provide.',
  nameLabel: 'Name',
  designationLabel: 'Designation',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
}

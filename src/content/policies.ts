/**
 * The four policy pages. Refund and shipping follow SPEC §2; privacy and terms describe exactly what this
 * system collects and who processes it (DESIGN §2).
 */

export interface PolicySection {
  heading: string
  paragraphs?: readonly string[]
  list?: readonly string[]
}

export interface Policy {
  title: string
  description: string
  intro: string
  sections: readonly PolicySection[]
}

export const POLICY_LAST_UPDATED = 'Sep 23 2025'

export const policyChrome = {
  lastUpdated: 'Last updated:',
  contactHeading: 'Questions about this policy?',
  contactText: 'Write to us or call our support team; we reply within one working day.',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
} as const

export const refundPolicy: Policy = {
  title: 'Cancellation and Refund Policy',
  description:
    'When you can cancel an order for the Success Blueprint report or the counsellor programme, and how refunds are made.',
  intro:
    'We want you to be happy with what you buy from us. This policy explains when an order can be cancelled and when a refund is possible.',
  sections: [
    {
      heading: 'Cancellation',
      paragraphs: [
        'You can cancel an order only within the applicable time frame, and only if the order has not yet been processed or activated.',
        'To cancel, write to customer service with the email address you registered with and your order or payment reference.',
      ],
    },
    {
      heading: 'Digital products',
      paragraphs: [
        'The Success Blueprint report and the counsellor programme are digital products. They are generally non-refundable once access has been granted.',
      ],
      list: [
        'Exception: a duplicate payment for the same order.',
        'Exception: a technical issue on our side that stops you from receiving or using what you paid for.',
      ],
    },
    {
      heading: 'Defective or incomplete access',
      paragraphs: [
        'If your access is defective or incomplete, or the service does not match its description, report it to customer service. We will either fix the problem or refund you.',
      ],
    },
    {
      heading: 'How refunds are paid',
      paragraphs: ['An approved refund is made to the original payment method.'],
    },
  ],
}

export const shippingPolicy: Policy = {
  title: 'Shipping and Delivery Policy',
  description:
    'How and when the Success Blueprint report and counsellor kits are delivered: orders are shipped within 7-10 days.',
  intro: 'Orders are shipped within 7-10 days of successful payment.',
  sections: [
    {
      heading: 'Digital delivery',
      paragraphs: [
        'Your Success Blueprint report, certificates and other digital items are delivered by email to the address you registered with. Please check your spam folder if you do not see them.',
        'Your GST invoice is emailed to you as soon as the payment is confirmed.',
      ],
    },
    {
      heading: 'Printed items by courier',
      paragraphs: [
        'Printed kit items, such as manuals, the executive folder or the printed counsellor certificate, are sent by courier to the address you give us. You will receive the tracking details by email.',
      ],
    },
    {
      heading: 'Delays',
      paragraphs: [
        'If your order has not arrived within 10 days, contact customer service with your registered email and we will trace it for you.',
      ],
    },
    {
      heading: 'Shipping charges',
      paragraphs: ['Delivery within India is included in the price you pay. We do not ship outside India.'],
    },
  ],
}

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  description:
    'What personal data DEM Success Blueprint collects, why, for how long, who processes it and your rights.',
  intro:
    'This policy explains what information this website and its registration and payment service collect, why we need it, how long we keep it and what your rights are. We follow the Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      heading: 'What we collect',
      list: [
        'Registration details: first name, last name, email address, phone number and whether you registered as a student or as a counsellor.',
        'A one-time code sent to confirm your email. We store only a keyed hash of it, and it expires after 10 minutes.',
        'The plan you choose and any promo code you apply.',
        'Payment references: the order id, the payment id and the payment status. We never receive or store card numbers, UPI PINs or bank passwords; the payment gateway Razorpay processes them.',
        'Contact messages: the name, email address and message you send through our contact form.',
        'A session cookie set after you confirm your one-time code, so that your checkout stays linked to your email. It is HttpOnly, used only by our server, and we set no advertising or tracking cookies.',
        'Technical logs: IP address and request times, used to stop abuse such as repeated code requests.',
      ],
    },
    {
      heading: 'Why we use it',
      list: [
        'To register you and confirm your email address.',
        'To take payment, issue a GST tax invoice and deliver your report or kit.',
        'To reply to your messages and provide counselling support.',
        'To protect the service from fraud and abuse.',
      ],
    },
    {
      heading: 'How long we keep it',
      list: [
        'Payment records and invoices: eight years, as Indian tax and accounting law requires.',
        'Registration details of a confirmed email address: while your account is in use, and deleted on request unless we need them for an invoice.',
        'Details typed for an email address that is never confirmed with its one-time code: deleted within two hours.',
        'Contact messages: two years, then deleted.',
        'One-time codes, with the name and phone number typed for them: a code works for 10 minutes, and its record is deleted within two hours (for one hour it lets us limit repeated requests). Session cookie: 24 hours.',
        'Copies of the emails we send (codes, invoices, notifications): deleted one day after delivery, or 30 days after an email could not be delivered.',
        'Abuse counters (an IP address or account and how many requests it made): deleted within two hours.',
        'Technical logs: up to 30 days.',
      ],
    },
    {
      heading: 'Who processes it for us',
      list: [
        'Razorpay, our payment gateway, processes your payment.',
        'Our email provider delivers one-time codes, invoices and replies.',
        'Our SMS provider delivers one-time codes to your phone where SMS is enabled.',
        'Our hosting provider runs the servers and the database.',
      ],
      paragraphs: ['We do not sell personal data, and we do not share it with advertisers.'],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask to see the personal data we hold about you, to correct it, or to delete it where the law does not require us to keep it. You can also withdraw consent for future use. Write to us from your registered email and we will answer within 30 days. If you are not satisfied, you may complain to the Data Protection Board of India.',
      ],
    },
    {
      heading: "Children's data",
      paragraphs: [
        "Reports for students under 18 are bought and managed by a parent or guardian. We use a child's answers only to prepare the report and the counselling that follows.",
      ],
    },
  ],
}

export const termsPolicy: Policy = {
  title: 'Terms and Conditions',
  description:
    'The terms for using the DEM Success Blueprint website, buying a report and joining the counsellor programme.',
  intro:
    'These terms apply when you use this website, register, or buy the Success Blueprint report or the counsellor programme. By registering you agree to them.',
  sections: [
    {
      heading: 'Registration',
      paragraphs: [
        'You must give your real name, a working email address and phone number, and confirm the email with the one-time code we send. A parent or guardian registers for a student under 18.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are in Indian rupees and include GST. The amount charged is the amount shown at checkout before the payment window opens. Payments are processed by Razorpay; we never see your card details.',
        'Promo codes apply only to the programme and role they are meant for, once per email address.',
      ],
    },
    {
      heading: 'The report',
      paragraphs: [
        "The Success Blueprint is guidance based on your child's answers. It is not a medical or psychological diagnosis, and it does not guarantee admission, marks or a job. Decisions remain with the family.",
      ],
    },
    {
      heading: 'The counsellor programme',
      paragraphs: [
        'Certification is issued after you complete the sessions and pass the final assessment. Student clients are assigned as described on the programme page. Earnings figures are illustrations of what counsellors can earn, not a promise of income.',
        'Certified counsellors must keep families’ information confidential and follow our professional conduct guidelines.',
      ],
    },
    {
      heading: 'Cancellation, refunds and delivery',
      paragraphs: [
        'Our Cancellation and Refund Policy and our Shipping and Delivery Policy form part of these terms.',
      ],
    },
    {
      heading: 'Use of content',
      paragraphs: [
        'Reports, manuals and training material are for your personal use. Please do not copy, resell or publish them.',
      ],
    },
    {
      heading: 'Liability and law',
      paragraphs: [
        'Our liability for any order is limited to the amount you paid for it. These terms are governed by the laws of India, and the courts of Mumbai have jurisdiction.',
      ],
    },
  ],
}

/** Request shapes. Strict: unknown fields, wrong types and over-long strings are refused with 400. */
import { z } from 'zod'
import { normalizeEmail, normalizePhone } from '../services/identity'

export const role = z.enum(['student', 'eec'], { error: 'Role must be student or eec.' })
export const plan = z.enum(['basic', 'premium'], { error: 'Plan must be basic or premium.' })

const personName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(80, `${label} must be at most 80 characters.`)

export const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform(normalizeEmail)

export const phone = z
  .string({ error: 'Phone number is required.' })
  .trim()
  .max(20, 'Phone number must be at most 20 characters.')
  .regex(/^\+?[0-9][0-9 ()-]{5,18}$/, 'Please enter a valid phone number.')
  .transform(normalizePhone)
  .refine((digits) => digits.length >= 7 && digits.length <= 15, 'Please enter a valid phone number.')

export const registerQuery = z.strictObject({ role })

export const registerBody = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  phone,
  email,
})

export const validateOtpBody = z.strictObject({
  email,
  phone,
  otp: z.string({ error: 'OTP is required.' }).regex(/^\d{6}$/, 'The OTP is 6 digits.'),
})

export const resendOtpBody = z.strictObject({
  email,
  phone,
  role,
  firstName: personName('First name'),
  lastName: personName('Last name'),
})

export const selectPlanBody = z.strictObject({ email, plan })

export const emailOnlyBody = z.strictObject({ email })

export const applyPromoBody = z.strictObject({
  email,
  promoCode: z
    .string({ error: 'Promo code is required.' })
    .trim()
    .min(1, 'Promo code is required.')
    .max(32, 'Promo code must be at most 32 characters.')
    .transform((code) => code.toUpperCase()),
})

const gatewayId = (prefix: string, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .max(64, `${label} is too long.`)
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `${label} is not valid.`)

export const verifyPaymentBody = z.strictObject({
  razorpay_order_id: gatewayId('order', 'razorpay_order_id'),
  razorpay_payment_id: gatewayId('pay', 'razorpay_payment_id'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required.' })
    .max(128, 'razorpay_signature is too long.')
    .regex(/^[0-9a-fA-F]+$/, 'razorpay_signature is not valid.'),
  email,
})

export const invoiceBody = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  phone,
  email,
  role,
})

export const contactBody = z.strictObject({
  name: personName('Name'),
  email,
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(5000, 'Message must be at most 5000 characters.'),
})

export const simulatorOrderBody = z.strictObject({ order_id: gatewayId('order', 'order_id') })

export const messageResponse = z.object({ message: z.string() })

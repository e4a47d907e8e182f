/**
 * The database schema. Migrations in ./migrations are generated from this file with `npx drizzle-kit generate`
 * and applied at start-up on PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const applicants = pgTable(
  'applicants',
  {
    id: uuid('id').primaryKey(),
    /** Always stored lower-cased; the unique index on lower(email) makes the identity case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Digits only, without the +91 prefix. */
    phone: text('phone').notNull(),
    role: text('role', { enum: ['student', 'eec'] }).notNull(),
    selectedPlan: text('selected_plan', { enum: ['basic', 'premium'] }),
    appliedPromoCode: text('applied_promo_code'),
    emailVerifiedAt: at('email_verified_at'),
    /** The language the buyer reads ('en' | 'hi'): set at registration and each new order; their mails use it. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /**
     * When the phone was last proved: a code that went to it by SMS was entered. Cleared when a verified code
     * brings another phone that no SMS went to (the phone counts as verified only when its code is entered).
     */
    phoneVerifiedAt: at('phone_verified_at'),
    /**
     * Set when the person erased their account (the privacy centre): the row stays only because orders point at
     * it, with its email, names and phone blanked (server/privacy/).
     */
    erasedAt: at('erased_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('applicants_email_lower_key').on(sql`lower(${t.email})`)],
)

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    /**
     * The details typed at registration. They reach the applicant row only once the code is verified, so a
     * stranger who knows an email address cannot overwrite that applicant's name or phone.
     */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    role: text('role', { enum: ['student', 'eec'] }).notNull(),
    /** HMAC-SHA256(OTP_SECRET, challenge id + code), hex. The code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    /** Set when used, burned by too many wrong tries, or replaced by a resend. */
    closedAt: at('closed_at'),
    /** When the code was also queued as a short message to `phone` (null: it went by email only). */
    textedAt: at('texted_at'),
    /**
     * HMAC-SHA256(OTP_SECRET, challenge id + 'sms' + code) of the code texted to `phone`, a different code from the
     * mailed one: the mailed code proves the email, the texted one the phone (docs/decisions.md, "A code proves its
     * channel"). Null: nothing was texted.
     */
    smsCodeHash: text('sms_code_hash'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('otp_challenges_applicant_idx').on(t.applicantId, t.createdAt),
    index('otp_challenges_phone_idx').on(t.phone, t.createdAt),
  ],
)

/**
 * One-time sign-in codes mailed to an email address, apart from registration's (which carry the typed details):
 * 'orders' signs a buyer in to My orders, 'staff' a staff member in to the back office. Only
 * HMAC(OTP_SECRET, purpose + id + code) is stored.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose', { enum: ['orders', 'staff', 'workspace'] }).notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** Who asked, for the per-address flood guard. */
    ip: text('ip').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    /** Set when used, burned by too many wrong tries, or replaced by a new code. */
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('email_codes_email_idx').on(t.purpose, t.email, t.createdAt),
    index('email_codes_ip_idx').on(t.purpose, t.ip, t.createdAt),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    /** HMAC-SHA256(SESSION_SECRET, cookie token), hex: a stolen table cannot be replayed as cookies. */
    tokenHash: text('token_hash').notNull(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    // A proof that takes an account over ends its other sessions (services/otp.ts): found by applicant.
    index('sessions_applicant_idx').on(t.applicantId),
  ],
)

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  /** The role the code is for; null = any role. */
  role: text('role', { enum: ['student', 'eec'] }),
  oncePerEmail: boolean('once_per_email').notNull().default(true),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
})

/** `duplicate`: paid, but for a plan another order of the applicant had already paid; a refund is due. */
export const orderStatuses = ['created', 'paid', 'confirmed', 'invoiced', 'failed', 'duplicate'] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** `scan_sent` and `scan_done` are set by the scan itself (server/scan/); staff may still set any state by hand. */
export const fulfilmentStatuses = [
  'new',
  'contacted',
  'scan_sent',
  'scan_scheduled',
  'scan_done',
  'report_delivered',
  'closed',
] as const
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number]

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id),
    role: text('role', { enum: ['student', 'eec'] }).notNull(),
    plan: text('plan', { enum: ['basic', 'premium'] }).notNull(),
    planName: text('plan_name').notNull(),
    promoCode: text('promo_code').references(() => promoCodes.code),
    listPricePaise: bigint('list_price_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    gateway: text('gateway', { enum: ['razorpay', 'simulated'] }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    paymentId: text('payment_id'),
    status: text('status', { enum: orderStatuses }).notNull(),
    failureReason: text('failure_reason'),
    /** Where the work after a paid order stands; staff set it, the buyer's My orders page shows it. */
    fulfilmentStatus: text('fulfilment_status', { enum: fulfilmentStatuses }).notNull().default('new'),
    /** The counsellor staff assigned to the order (a name or email, as the team writes it). */
    counsellor: text('counsellor'),
    /** The certified counsellor who debriefs this report order (counsellors/assign.ts), and since when. */
    counsellorId: uuid('counsellor_id').references((): AnyPgColumn => counsellors.id),
    counsellorAssignedAt: at('counsellor_assigned_at'),
    /** The counsellor whose referral link (/success-blueprint?ref=CODE) the buyer came through. */
    referredBy: uuid('referred_by').references((): AnyPgColumn => counsellors.id),
    /** The language of the page the order was placed on ('en' | 'hi'): the order's mails are in it. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: at('created_at').notNull(),
    paidAt: at('paid_at'),
    confirmedAt: at('confirmed_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_gateway_order_id_key').on(t.gatewayOrderId),
    uniqueIndex('orders_payment_id_key').on(t.paymentId),
    index('orders_applicant_idx').on(t.applicantId, t.createdAt),
    index('orders_status_paid_idx').on(t.status, t.paidAt),
    // Reconciliation's look for unpaid orders of the last three days.
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_counsellor_idx').on(t.counsellorId),
  ],
)

/**
 * Statuses a gateway reports for a payment (Razorpay's, minus `created`, which no webhook or fetch hands us for
 * a payment that was attempted). A payment only moves forward: failed/authorized -> captured -> refunded (a failed
 * payment can still be authorised late, as Razorpay allows).
 */
export const paymentStatuses = ['failed', 'authorized', 'captured', 'refunded'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** Every payment the gateway reported for one of our orders (via verify, a webhook or reconciliation). */
export const payments = pgTable(
  'payments',
  {
    /** The gateway's payment id (pay_...). */
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    errorDescription: text('error_description'),
    /** When the gateway created it. */
    createdAt: at('created_at').notNull(),
    recordedAt: at('recorded_at').notNull(),
    authorizedAt: at('authorized_at'),
    capturedAt: at('captured_at'),
    failedAt: at('failed_at'),
    refundedAt: at('refunded_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
)

/**
 * `due`: decided, not yet asked of the gateway; `creating`: being asked (under a lease); then the gateway's own
 * refund statuses.
 */
export const refundStatuses = ['due', 'creating', 'pending', 'processed', 'failed'] as const
export type RefundStatus = (typeof refundStatuses)[number]

/**
 * A refund of a payment, whole or in part. The automatic ones (a second payment, a wrong amount) are once per
 * payment, so a payment seen again is never refunded twice; staff may refund a paying payment in several parts, never
 * above its amount (routes/admin-orders.ts, under the order's lock).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** Why: a second payment for a plan already paid, a payment of the wrong amount, or a person's decision. */
    reason: text('reason', { enum: ['duplicate', 'amount-mismatch', 'staff'] }).notNull(),
    status: text('status', { enum: refundStatuses }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    /**
     * While `creating`: the owner (jobs/owner.ts) whose call to the gateway it is; taken over once that owner is
     * dead. `lockedUntil` only decides for a claim made before owners were recorded (no `claimedBy`).
     */
    claimedBy: text('claimed_by'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    /** When the gateway accepted it: the buyer's "money should arrive by" date counts from here. */
    initiatedAt: at('initiated_at'),
    settledAt: at('settled_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    uniqueIndex('refunds_payment_id_auto_key')
      .on(t.paymentId)
      .where(sql`${t.reason} <> 'staff'`),
    uniqueIndex('refunds_gateway_refund_id_key').on(t.gatewayRefundId),
    // The refunds still moving (reconciliation follows them); settled ones, nearly all, are left out.
    index('refunds_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('due', 'creating', 'pending')`),
  ],
)

/** Background jobs that one instance at a time may run (several API instances share one PostgreSQL). */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  lockedUntil: at('locked_until').notNull(),
})

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('promo_redemptions_code_applicant_key').on(t.code, t.applicantId)],
)

export const gatewayEvents = pgTable(
  'gateway_events',
  {
    eventId: text('event_id').primaryKey(),
    event: text('event').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    paymentId: text('payment_id'),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [index('gateway_events_order_idx').on(t.gatewayOrderId)],
)

/**
 * One row per series and Indian financial year ("2025-26" for tax invoices, "TST 2025-26" for test ones); the
 * row lock serialises numbering so numbers stay consecutive.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    number: text('number').notNull(),
    /** 'INV': tax invoices; 'TST': issued under the simulator or test keys, "TEST - not a tax invoice". */
    series: text('series', { enum: ['INV', 'TST'] })
      .notNull()
      .default('INV'),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: at('issued_at').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    gstRate: text('gst_rate').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    paymentId: text('payment_id').notNull(),
    /**
     * The supplier as printed when the invoice was issued: a later change of address or GSTIN must not change an
     * issued invoice. Null only on invoices issued before these columns existed.
     */
    supplierName: text('supplier_name'),
    supplierAddress: text('supplier_address'),
    supplierGstin: text('supplier_gstin'),
    supplierState: text('supplier_state'),
    /**
     * Set when the buyer erased their account: the invoice is kept because GST law asks for it, used only for tax
     * and audit (the month's documents), never shown or mailed to anyone again.
     */
    restrictedAt: at('restricted_at'),
  },
  (t) => [
    uniqueIndex('invoices_order_id_key').on(t.orderId),
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_year_sequence_key').on(t.series, t.financialYear, t.sequence),
  ],
)

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: at('created_at').notNull(),
  /** Set by the back office when someone answered it. */
  handledAt: at('handled_at'),
  handledBy: text('handled_by'),
})

export const mailStatuses = ['pending', 'sending', 'sent', 'dead'] as const

/** `refund`: a buyer told of a refund; `support`: staff told of something that needs a person. */
/** `scan`: the link to the DEM scan, sent to the buyer of a report; `report`: the report, its PDF attached. */
/** `ticket`: a buyer's help request acknowledged or answered (server/tickets/). */
/** `privacy`: an answer to a parent's privacy request (the erasure's confirmation, a breach notice). */
export const mailKinds = [
  'otp',
  'invoice',
  'contact',
  'refund',
  'support',
  'scan',
  'report',
  'ticket',
  'privacy',
  'debrief',
  'counsellor-page',
  /** To a counsellor: their certification (server/counsellors/certified-mail.ts). */
  'counsellor',
] as const
export type MailKind = (typeof mailKinds)[number]

export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: mailKinds }).notNull(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** For invoice mails: the PDF is rendered from the stored invoice at send time. */
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    meta: jsonb('meta').$type<Record<string, string>>(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lockedUntil: at('locked_until'),
    /** The sender (mail_senders.id) holding a `sending` row: when it is known dead the row is taken over at once. */
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  // The sender's claim order (one-time codes first, then the oldest), over the rows still to send only: with a
  // backlog it reads the few rows it takes instead of sorting every due row (50,000 due: 189 ms -> 0.2 ms).
  (t) => [
    index('mail_queue_claim_idx')
      .on(sql`(${t.kind} <> 'otp')`, t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
    // /api/health counts the undeliverable mail on every call.
    index('mail_queue_dead_idx')
      .on(t.id)
      .where(sql`${t.status} = 'dead'`),
  ],
)

/**
 * Back-office sessions, apart from buyers' (sessions): the cookie's token is stored as HMAC(SESSION_SECRET, token)
 * and the session ends after STAFF_SESSION_IDLE_MINUTES without a request.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** Lower-cased; checked against STAFF_EMAILS on every request. */
    email: text('email').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash)],
)

/**
 * Every staff action: who, what, on which record, the values before and after. Insert-only: a trigger (migration
 * 0007) refuses UPDATE and DELETE, and no route changes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
)

/**
 * A credit note for a refund of an invoiced order, one per refund, in its own series (CRN/25-26/000001, numbered
 * through invoice_counters under the key "CRN 2025-26"), its values frozen like an invoice's. An invoice refunded
 * in parts has several; together they never exceed it.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: at('issued_at').notNull(),
    reason: text('reason').notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('credit_notes_invoice_idx').on(t.invoiceId),
    uniqueIndex('credit_notes_refund_id_key').on(t.refundId),
    uniqueIndex('credit_notes_number_key').on(t.number),
  ],
)

/**
 * Abuse-limit counters, shared by every API instance on the database (server/http/rate-limits.ts). One row per
 * key (what is counted, e.g. a route and a client IP): hits in the current fixed window and when it resets. Rows
 * whose window has passed are deleted by the retention job.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: at('resets_at').notNull(),
})

/**
 * Owners of background work alive (mail senders, job runners: jobs/owner.ts), each with its latest heartbeat: a
 * row claimed by an owner that has not beaten for a while belongs to a dead process and is taken over by another
 * without waiting for its lease to run out. (Named when the mail sender was the only owner.)
 */
export const mailSenders = pgTable('mail_senders', {
  id: text('id').primaryKey(),
  heartbeatAt: at('heartbeat_at').notNull(),
})

/**
 * `sent`: the link went out, nobody consented yet; `consented`: a parent gave consent, answers are accepted;
 * `submitted`: the answers are locked and scored; `withdrawn`: consent withdrawn, the child's details and answers
 * erased (a parent may consent again); `erased`: kept the two years the notice promises, then erased (retention).
 */
export const scanStatuses = ['sent', 'consented', 'submitted', 'withdrawn', 'erased'] as const

/** The languages a scan is answered in, and its report written in (src/content/localised.ts Language). */
export const scanLanguages = ['en', 'hi'] as const
export type ScanStatus = (typeof scanStatuses)[number]

/**
 * The DEM scan of a paid report order (one per order), reached through an unguessable link that needs no sign-in
 * (server/scan/links.ts). The child's details exist only while a parent's consent stands.
 */
export const scans = pgTable(
  'scans',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** HMAC(SESSION_SECRET, link token), hex: the table alone cannot be turned back into links. */
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: scanStatuses }).notNull(),
    childFirstName: text('child_first_name'),
    /** School class, 6 to 12. */
    childClass: integer('child_class'),
    school: text('school'),
    city: text('city'),
    /** The last time the link was mailed; the link works until expiresAt, which each new mail moves on. */
    linkSentAt: at('link_sent_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    submittedAt: at('submitted_at'),
    /** When the parent had the child answer again, free, after the report found the answers hurried (once). */
    reopenedAt: at('reopened_at'),
    /**
     * The language the child answers in ('en' or 'hi'): chosen by the parent at consent, switched by the child at
     * any question; the report is made in the language the scan was submitted in.
     */
    language: text('language', { enum: scanLanguages }).notNull().default('en'),
    /** The engine's output at submission (src/engine/types.ts Profile) and the model version that made it. */
    modelVersion: text('model_version'),
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    /** The child's school context given at consent (src/engine/types.ts ScanContext); erased with the scan. */
    context: jsonb('context').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('scans_order_id_key').on(t.orderId),
    uniqueIndex('scans_token_hash_key').on(t.tokenHash),
  ],
)

/** One answer per question; a later answer to the same question replaces it (the newest `answeredAt` wins). */
export const scanAnswers = pgTable(
  'scan_answers',
  {
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    /** When the child answered, by the device's clock (never later than when the server received it). */
    answeredAt: at('answered_at').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scanId, t.questionId] })],
)

/**
 * The record of each parental consent (DPDP Act 2023 s.9): which order, which version of the notice, when, and
 * the buyer's verified email it was given under; and when it was withdrawn. Kept after withdrawal as the proof.
 */
export const scanConsents = pgTable(
  'scan_consents',
  {
    id: uuid('id').primaryKey(),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    noticeVersion: text('notice_version').notNull(),
    email: text('email').notNull(),
    givenAt: at('given_at').notNull(),
    withdrawnAt: at('withdrawn_at'),
  },
  (t) => [index('scan_consents_scan_idx').on(t.scanId, t.givenAt)],
)

export const jobStatuses = ['pending', 'running', 'done', 'dead'] as const
/**
 * `report`: generate an order's Success Blueprint from its submitted scan. `sms`: send a short message (a one-time
 * code by SMS, server/sms/), worthless once the code has expired.
 */
export const jobKinds = ['report', 'sms'] as const
export type JobKind = (typeof jobKinds)[number]

/**
 * Durable background work other than mail (server/jobs/): claimed with FOR UPDATE SKIP LOCKED under a lease, so
 * instances never run one job twice at once; retried with capped backoff; `dead` after a day of failures, for
 * staff to see and start again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: jobKinds }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: at('run_at').notNull(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
    /** The runner (mail_senders.id, jobs/owner.ts) holding a `running` job: when it is known dead the job is taken over. */
    claimedBy: text('claimed_by'),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} in ('pending', 'running')`),
    // A scan's report jobs (reports/reports.ts queueNewVersion).
    index('jobs_scan_idx')
      .on(sql`(${t.payload} ->> 'scanId')`, t.createdAt)
      .where(sql`${t.kind} = 'report'`),
  ],
)

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * The Success Blueprint of an order: a document, frozen when generated (src/engine/report.ts ReportDocument: the
 * profile, the texts, the model version) with its PDF. A new version never replaces an old one; the buyer sees
 * the latest. Erased with the scan when a parent withdraws consent.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    scanId: uuid('scan_id')
      .notNull()
      .references(() => scans.id),
    version: integer('version').notNull(),
    /** The language it is written in ('en' or 'hi'): its scan's when generated; the report mail's language too. */
    language: text('language').notNull(),
    modelVersion: text('model_version').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    pdf: bytea('pdf').notNull(),
    /** 'system' (on submit) or the staff email that asked for a new version. */
    generatedBy: text('generated_by').notNull(),
    generatedAt: at('generated_at').notNull(),
    /** The job that made it: a job run again (a crash past its commit, a takeover) finds it and makes no other. */
    jobId: bigint('job_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('reports_order_version_key').on(t.orderId, t.version),
    uniqueIndex('reports_job_key').on(t.jobId),
  ],
)

/**
 * What a ticket is: 'help' (a buyer's "Need help with this order?"); 'privacy' is kept for a data-protection
 * request. Each kind's number prefix and answer clock are in server/tickets/rules.ts, the one place they live.
 */
export const ticketKinds = ['help', 'privacy'] as const
export type TicketKind = (typeof ticketKinds)[number]

/** open (nobody has answered yet) -> answered (staff wrote back; the buyer may write again) -> closed. */
export const ticketStates = ['open', 'answered', 'closed'] as const
export type TicketState = (typeof ticketStates)[number]

/**
 * A request from a buyer that a person must acknowledge and resolve within its kind's deadlines (Consumer
 * Protection (E-Commerce) Rules 2020: acknowledged within 48 hours, redressed within one month). Numbered per kind
 * (HLP-000123) through invoice_counters under the key "ticket HLP".
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: ticketKinds }).notNull(),
    number: text('number').notNull(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id),
    /** The order it is about (help requests always have one). */
    orderId: uuid('order_id').references(() => orders.id),
    /** The buyer's choice from the kind's list (help: payment, refund, report, other). */
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    state: text('state', { enum: ticketStates }).notNull(),
    createdAt: at('created_at').notNull(),
    /** Deadlines, computed when the ticket is made from its kind's rule. */
    acknowledgeBy: at('acknowledge_by').notNull(),
    resolveBy: at('resolve_by').notNull(),
    /** When a person first acted on it (answered or closed it). */
    acknowledgedAt: at('acknowledged_at'),
    /** Staff's latest answer, mailed to the buyer and shown on the order. */
    answer: text('answer'),
    answeredAt: at('answered_at'),
    answeredBy: text('answered_by'),
    closedAt: at('closed_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('tickets_number_key').on(t.number),
    index('tickets_applicant_idx').on(t.applicantId, t.createdAt),
    index('tickets_order_idx').on(t.orderId),
    // The back office's queue: tickets still waiting for a person, oldest deadline first.
    index('tickets_state_idx').on(t.state, t.resolveBy),
  ],
)

/** 'in-training': a counsellor-kit buyer in the course (server/course/), not certified yet. */
export const counsellorStatuses = ['certified', 'suspended', 'in-training'] as const

/**
 * Certified counsellors: a counsellor-kit buyer staff certified after their training batch, or someone staff added
 * by email. They sign in at /workspace with a mailed code (purpose 'workspace'); a suspended one cannot, and gets
 * no new students.
 */
export const counsellors = pgTable(
  'counsellors',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    /** Where debriefs happen (a video-call link); without one, the counsellor calls the parent's phone. */
    meetingLink: text('meeting_link'),
    status: text('status', { enum: counsellorStatuses }).notNull(),
    /** For /success-blueprint?ref=CODE. */
    referralCode: text('referral_code').notNull(),
    /** The counsellor-kit buyer this counsellor was, if any. */
    applicantId: uuid('applicant_id').references(() => applicants.id),
    /** Null while in training (status 'in-training'). */
    certifiedAt: at('certified_at'),
    certifiedBy: text('certified_by'),
    /** Staff may set an end to a certification: after it the credential reads expired. */
    certificationExpiresAt: at('certification_expires_at'),
    /** The last time a student was assigned automatically: ties on load go to the longest waiting. */
    lastAssignedAt: at('last_assigned_at'),
    /** The languages the counsellor holds debriefs in ('en', 'hi'): assignment matches the family's. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`ARRAY['en']::text[]`),
    /** The counsellor's current credential (server/course/), shown as /verify/<id>; null when none is valid. */
    credentialId: text('credential_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('counsellors_email_key').on(t.email),
    uniqueIndex('counsellors_referral_code_key').on(t.referralCode),
  ],
)

/** Counsellors' workspace sessions, apart from buyers' and staff's: HMAC(SESSION_SECRET, cookie token) only. */
export const counsellorSessions = pgTable(
  'counsellor_sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('counsellor_sessions_token_hash_key').on(t.tokenHash)],
)

/** A counsellor's weekly hours in India time: minutes after midnight, weekday 0 = Sunday. */
export const counsellorHours = pgTable(
  'counsellor_hours',
  {
    id: uuid('id').primaryKey(),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [index('counsellor_hours_counsellor_idx').on(t.counsellorId)],
)

/** Days a counsellor is away (India dates, YYYY-MM-DD): no slot is offered on them. */
export const counsellorDaysOff = pgTable(
  'counsellor_days_off',
  {
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.counsellorId, t.date] })],
)

export const debriefStatuses = ['booked', 'cancelled', 'held', 'no-show'] as const
export type DebriefStatus = (typeof debriefStatuses)[number]

/**
 * A 45-minute debrief of a report with its counsellor. One booked at a time per order and per counsellor's start
 * time (the partial unique indexes); bookings of one counsellor are also serialised by locking the counsellor's
 * row, so overlapping ones never both land. A reschedule moves the row (its calendar invitation keeps its UID and
 * counts `sequence` up).
 */
export const debriefs = pgTable(
  'debriefs',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: debriefStatuses }).notNull(),
    sequence: integer('sequence').notNull().default(0),
    cancelledBy: text('cancelled_by', { enum: ['parent', 'counsellor', 'staff'] }),
    cancelReason: text('cancel_reason'),
    privateNotes: text('private_notes'),
    parentNote: text('parent_note'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('debriefs_booked_order_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('debriefs_booked_slot_key')
      .on(t.counsellorId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('debriefs_counsellor_idx').on(t.counsellorId, t.startsAt),
    index('debriefs_order_idx').on(t.orderId),
  ],
)

/**
 * The team's side of the first-100 offer's 1-hour strategy session (server/strategy/): one row (id 1), the lock
 * every booking and every change of the hours takes, with the meeting link the sessions happen on.
 */
export const strategyTeam = pgTable('strategy_team', {
  id: integer('id').primaryKey(),
  /** Where strategy sessions happen (a video-call link); without one, the team calls the counsellor's phone. */
  meetingLink: text('meeting_link'),
  updatedBy: text('updated_by'),
  updatedAt: at('updated_at'),
})

/** The team's weekly hours for strategy sessions (India time), one calendar for "our team", edited by any staff. */
export const strategyHours = pgTable('strategy_hours', {
  id: uuid('id').primaryKey(),
  weekday: integer('weekday').notNull(),
  startMinute: integer('start_minute').notNull(),
  endMinute: integer('end_minute').notNull(),
})

export const strategyStatuses = ['booked', 'cancelled', 'held'] as const

/** A first-100 counsellor's strategy session with the team: one booked at a time, one per start time. */
export const strategySessions = pgTable(
  'strategy_sessions',
  {
    id: uuid('id').primaryKey(),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: strategyStatuses }).notNull(),
    /** The calendar invitation's SEQUENCE: one more at each move and at the cancellation. */
    sequence: integer('sequence').notNull().default(0),
    /** The counsellor; staff in the back office (with `cancelReason`); or the kit's refund (migration 0032). */
    cancelledBy: text('cancelled_by', { enum: ['counsellor', 'staff', 'refund'] }),
    /** Staff's reason for a cancellation, mailed to the counsellor. */
    cancelReason: text('cancel_reason'),
    /** How many of `sequence`'s moves staff made: they do not count against the counsellor's own MAX_MOVES. */
    staffMoves: integer('staff_moves').notNull().default(0),
    /** The staff member who marked it held. */
    heldBy: text('held_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('strategy_sessions_booked_counsellor_key')
      .on(t.counsellorId)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('strategy_sessions_booked_slot_key')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('strategy_sessions_counsellor_idx').on(t.counsellorId),
  ],
)

/** Dates the team takes off (India dates, YYYY-MM-DD): no strategy session is offered on them. */
export const strategyDaysOff = pgTable('strategy_days_off', {
  date: text('date').primaryKey(),
  /** What the day is (a holiday's name), for staff. */
  note: text('note'),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull(),
})

/**
 * The first-100 counsellors mailed that the team has opened times for their strategy session (one row each, so
 * the mail goes once whatever is saved later).
 */
export const strategyNotices = pgTable('strategy_notices', {
  counsellorId: uuid('counsellor_id')
    .primaryKey()
    .references(() => counsellors.id, { onDelete: 'cascade' }),
  toldAt: at('told_at').notNull(),
})

/** The live 3-day training batches of the counsellor course: seats are counted under a conditional update. */
export const courseBatches = pgTable('course_batches', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  /** India dates, YYYY-MM-DD. */
  startsOn: text('starts_on').notNull(),
  endsOn: text('ends_on').notNull(),
  language: text('language', { enum: ['en', 'hi'] })
    .notNull()
    .default('en'),
  seats: integer('seats').notNull(),
  seatsTaken: integer('seats_taken').notNull().default(0),
  joiningLink: text('joining_link'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
})

/** A counsellor's place in the course: opened when the kit is paid, closed when it is refunded. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    counsellorId: uuid('counsellor_id')
      .primaryKey()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    /** The counsellor-kit order that opened it (null when staff certified someone without one). */
    orderId: uuid('order_id').references(() => orders.id),
    batchId: uuid('batch_id').references(() => courseBatches.id),
    /** Days of the batch (1-3) staff marked attended. */
    attendedDays: integer('attended_days')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Where the counsellor left: the lesson the course opens on. */
    lastLessonId: text('last_lesson_id'),
    openedAt: at('opened_at').notNull(),
    closedAt: at('closed_at'),
    closeReason: text('close_reason'),
  },
  (t) => [
    index('course_enrolments_batch_idx').on(t.batchId),
    index('course_enrolments_order_idx').on(t.orderId),
  ],
)

/** A lesson's check answers ({ checkId: optionId }); completed once every check is answered. */
export const courseProgress = pgTable(
  'course_progress',
  {
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ name: 'course_progress_pk', columns: [t.counsellorId, t.lessonId] })],
)

/** A drawn question of an attempt: the bank's id and the order its options are shown in. */
export interface AttemptQuestion {
  id: string
  options: string[]
}
/** An attempt's answer: the option, and when it was given (ms since the epoch, newest wins). */
export interface AttemptAnswer {
  option: string
  at: number
}

/** Final assessment attempts: 30 questions drawn per attempt, 45 minutes by the server's clock. */
export const courseAttempts = pgTable(
  'course_attempts',
  {
    id: uuid('id').primaryKey(),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    /** 1, 2, 3. */
    number: integer('number').notNull(),
    questions: jsonb('questions').$type<AttemptQuestion[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, AttemptAnswer>>().notNull().default({}),
    startedAt: at('started_at').notNull(),
    deadlineAt: at('deadline_at').notNull(),
    submittedAt: at('submitted_at'),
    /** Percent right, 0-100. */
    score: integer('score'),
    passed: boolean('passed'),
    /** The topics with a wrong or missing answer: what to revise. */
    topics: jsonb('topics').$type<string[]>(),
  },
  (t) => [
    uniqueIndex('course_attempts_number_key').on(t.counsellorId, t.number),
    uniqueIndex('course_attempts_open_key')
      .on(t.counsellorId)
      .where(sql`${t.submittedAt} is null`),
  ],
)

export const practicalStatuses = ['submitted', 'approved', 'returned'] as const

/** The practical: a written debrief plan for the sample report, scored by staff against the rubric. */
export const coursePracticals = pgTable(
  'course_practicals',
  {
    id: uuid('id').primaryKey(),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status', { enum: practicalStatuses }).notNull(),
    /** { criterionId: 0 | 1 | 2 }. */
    scores: jsonb('scores').$type<Record<string, number>>(),
    feedback: text('feedback'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    submittedAt: at('submitted_at').notNull(),
  },
  (t) => [
    index('course_practicals_counsellor_idx').on(t.counsellorId, t.submittedAt),
    index('course_practicals_status_idx').on(t.status, t.submittedAt),
  ],
)

export const credentialStatuses = ['valid', 'revoked', 'superseded'] as const

/** Certificates: one per issue; a new name supersedes the old one, a revocation ends it. */
export const courseCredentials = pgTable(
  'course_credentials',
  {
    /** The public credential id (/verify/<id>): random, unguessable. */
    id: text('id').primaryKey(),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    /** The name as printed, frozen. */
    name: text('name').notNull(),
    issuedAt: at('issued_at').notNull(),
    expiresAt: at('expires_at'),
    status: text('status', { enum: credentialStatuses }).notNull(),
    revokedAt: at('revoked_at'),
    revokeReason: text('revoke_reason'),
    supersededBy: text('superseded_by'),
  },
  (t) => [index('course_credentials_counsellor_idx').on(t.counsellorId, t.issuedAt)],
)

/** A video staff attach to a lesson by URL (YouTube, or a file on this site); the lesson's text stays. */
export const courseLessonVideos = pgTable('course_lesson_videos', {
  lessonId: text('lesson_id').primaryKey(),
  url: text('url').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: at('updated_at').notNull(),
})

/**
 * A certified counsellor's own public page, /c/<slug> and /hi/c/<slug> (server/counsellor-pages/): answered only
 * while published and not taken down (else the site's Not Found, alike for a slug nobody has). `indexable` is the
 * counsellor's choice (noindex and out of the sitemap otherwise); phone and email are shown only when chosen.
 */
export const counsellorPages = pgTable(
  'counsellor_pages',
  {
    counsellorId: uuid('counsellor_id')
      .primaryKey()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    /** Lower-case letters, digits and single hyphens (counsellor-pages/slugs.ts). */
    slug: text('slug').notNull(),
    /** Plain text, shown as text. */
    bio: text('bio').notNull().default(''),
    /** City or area. */
    area: text('area').notNull().default(''),
    yearsTeaching: integer('years_teaching'),
    showPhone: boolean('show_phone').notNull().default(false),
    showEmail: boolean('show_email').notNull().default(false),
    indexable: boolean('indexable').notNull().default(false),
    /** The current photo's id in counsellor_photos. */
    photoId: uuid('photo_id'),
    publishedAt: at('published_at'),
    /** Staff took it down (with a reason the counsellor is mailed); publishing again is theirs to lift. */
    takenDownAt: at('taken_down_at'),
    takenDownReason: text('taken_down_reason'),
    takenDownBy: text('taken_down_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('counsellor_pages_slug_key').on(t.slug)],
)

/**
 * A counsellor's photo, resized on upload (counsellor-pages/photos.ts) to the page's sizes and formats, metadata
 * stripped: one row per variant ('320.avif', '320.webp', '320.jpg', '640...', 'kit.jpg'), in the database so every
 * instance serves the same bytes.
 */
export const counsellorPhotos = pgTable(
  'counsellor_photos',
  {
    id: uuid('id').notNull(),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => counsellors.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.variant] }),
    index('counsellor_photos_counsellor_idx').on(t.counsellorId),
  ],
)

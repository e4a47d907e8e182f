import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, gstinCheckCharacterIsRight, loadConfig } from '../../server/config'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'dem-config-'))

describe('configuration', () => {
  it('runs with no configuration: PGlite, file outbox, simulated gateway, port 3000', () => {
    const dir = dataDir()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config.port).toBe(3000)
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dir, 'db') })
    expect(config.mail).toEqual({ transport: 'file', outboxDir: path.join(dir, 'outbox') })
    expect(config.gateway.kind).toBe('simulated')
    expect(config.gateway.keyId).toBe('rzp_test_simulated')
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32)
    // Dev secrets persist, so a restart keeps sessions valid.
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret)
  })

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ SUPPORT_EMAIL: 'nope' }, /SUPPORT_EMAIL/],
    [{ RAZORPAY_KEY_ID: 'key_123' }, /RAZORPAY_KEY_ID/],
    [{ SUPPLIER_GSTIN: '123' }, /SUPPLIER_GSTIN/],
    // A real, published GSTIN (27AAPFU0939F1ZV) with its check character mistyped.
    [{ SUPPLIER_GSTIN: '27AAPFU0939F1ZW' }, /SUPPLIER_GSTIN has a wrong check character/],
    [{ CORS_ORIGINS: 'not a url' }, /CORS_ORIGINS/],
    // An instance id ends at its ':' in owner ids (jobs/owner.ts): one with '/' or ':' could start another's.
    [{ INSTANCE_ID: 'web/1' }, /INSTANCE_ID/],
    [{ INSTANCE_ID: 'web:1' }, /INSTANCE_ID/],
  ])('stops on a bad value and names the variable: %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name)
  })

  it('names the instance with INSTANCE_ID when set (owner ids then start with it), else nothing', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).instanceId).toBeUndefined()
    expect(loadConfig({ DATA_DIR: dataDir(), INSTANCE_ID: 'web-1.example.in-dem-api' }).instanceId).toBe(
      'web-1.example.in-dem-api',
    )
  })

  it('accepts GSTINs whose check character is right', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '27AAAAA0000A1Z2', '27ABCDE1234F1Z0']) {
      expect(gstinCheckCharacterIsRight(gstin), gstin).toBe(true)
      expect(loadConfig({ DATA_DIR: dataDir(), SUPPLIER_GSTIN: gstin }).supplier.gstin).toBe(gstin)
    }
  })

  /** Everything production needs. */
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'x'.repeat(32),
    OTP_SECRET: 'y'.repeat(32),
    RAZORPAY_KEY_ID: 'rzp_live_abc123',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'whsecret',
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    MAIL_FROM: 'DEM <no-reply@dem.example>',
    SUPPORT_EMAIL: 'support@dem.example',
    SUPPLIER_NAME: 'DEM Education Technologies Pvt. Ltd.',
    SUPPLIER_ADDRESS: 'Andheri East, Mumbai, Maharashtra 400069',
    SUPPLIER_GSTIN: '27ABCDE1234F1Z0',
    VITE_SITE_URL: 'https://www.dem.example',
    VITE_PRIVACY_CONTACT_NAME: 'Meera Iyer',
    VITE_PRIVACY_CONTACT_ROLE: 'Data Protection Officer',
    VITE_PRIVACY_CONTACT_EMAIL: 'dpo@dem.example',
    VITE_GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
    VITE_GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
    VITE_GRIEVANCE_OFFICER_EMAIL: 'grievance@dem.example',
    VITE_GRIEVANCE_OFFICER_PHONE: '+91 22 4000 1234',
  }

  it('refuses SMS in production without its DLT settings, and the file outbox; SMS is off there by default', () => {
    const msg91 = {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'auth-key',
      SMS_SENDER_ID: 'DEMEDU',
      SMS_TEMPLATE_OTP_EN: 'tpl-en',
      SMS_TEMPLATE_OTP_HI: 'tpl-hi',
    }
    for (const name of ['MSG91_AUTH_KEY', 'SMS_SENDER_ID', 'SMS_TEMPLATE_OTP_EN', 'SMS_TEMPLATE_OTP_HI'])
      expect(() => loadConfig({ ...production, ...msg91, [name]: '', DATA_DIR: dataDir() })).toThrow(
        new RegExp(`^Invalid configuration: ${name} is required with SMS_PROVIDER=msg91`),
      )
    expect(() => loadConfig({ ...production, SMS_PROVIDER: 'file', DATA_DIR: dataDir() })).toThrow(
      /SMS_PROVIDER=file in production/,
    )
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).sms.provider.kind).toBe('off')
    expect(loadConfig({ ...production, ...msg91, DATA_DIR: dataDir() }).sms.provider.kind).toBe('msg91')
    expect(loadConfig({ DATA_DIR: dataDir() }).sms.provider.kind).toBe('file')
  })

  it('refuses WhatsApp codes in production without Gupshup and its settings; the channel is SMS by default', () => {
    const gupshup = {
      OTP_CHANNEL: 'whatsapp',
      WHATSAPP_PROVIDER: 'gupshup',
      GUPSHUP_API_KEY: 'api-key',
      WHATSAPP_SOURCE: '919876543210',
      WHATSAPP_APP_NAME: 'DemApp',
      WHATSAPP_TEMPLATE_OTP_EN: 'wa-en',
      WHATSAPP_TEMPLATE_OTP_HI: 'wa-hi',
    }
    const names = Object.keys(gupshup).slice(2)
    for (const name of names)
      expect(() => loadConfig({ ...production, ...gupshup, [name]: '', DATA_DIR: dataDir() })).toThrow(
        new RegExp(`^Invalid configuration: ${name} is required with WHATSAPP_PROVIDER=gupshup`),
      )
    expect(() => loadConfig({ ...production, OTP_CHANNEL: 'whatsapp', DATA_DIR: dataDir() })).toThrow(
      /WHATSAPP_PROVIDER is required in production/,
    )
    expect(() =>
      loadConfig({ ...production, OTP_CHANNEL: 'whatsapp', WHATSAPP_PROVIDER: 'file', DATA_DIR: dataDir() }),
    ).toThrow(/WHATSAPP_PROVIDER=file in production/)
    const chosen = loadConfig({ ...production, ...gupshup, DATA_DIR: dataDir() }).sms
    expect(chosen).toMatchObject({
      channel: 'whatsapp',
      provider: { kind: 'gupshup', source: '919876543210' },
    })
    expect(chosen.templates.otp).toEqual({ en: 'wa-en', hi: 'wa-hi' })
    expect(loadConfig({ DATA_DIR: dataDir() }).sms.channel).toBe('sms')
  })

  it('refuses a missing or local site URL in production: links in mail would point at it', () => {
    for (const url of ['', 'http://localhost:3000', 'http://127.0.0.1:8080'])
      expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), VITE_SITE_URL: url })).toThrow(
        /^Invalid configuration: VITE_SITE_URL is required in production/,
      )
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).siteUrl).toBe('https://www.dem.example')
  })

  it('refuses the simulated gateway and generated secrets in production', () => {
    const secrets = { SESSION_SECRET: production.SESSION_SECRET, OTP_SECRET: production.OTP_SECRET }
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/SECRET/)
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...secrets })).toThrow(
      /simulated gateway/,
    )
    const live = loadConfig({ ...production, DATA_DIR: dataDir() })
    expect(live.gateway.kind).toBe('razorpay')
  })

  it('refuses what loses money in production: live keys without a webhook secret, test keys', () => {
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(
      'Invalid configuration: RAZORPAY_WEBHOOK_SECRET is required in production',
    )
    const test = { ...production, DATA_DIR: dataDir(), RAZORPAY_KEY_ID: 'rzp_test_abc123' }
    expect(() => loadConfig(test)).toThrow(/RAZORPAY_KEY_ID is a test key .*PAYMENTS_TEST_MODE=true/)
    const staging = loadConfig({ ...test, PAYMENTS_TEST_MODE: 'true' })
    expect(staging.gateway).toMatchObject({ kind: 'razorpay', keyId: 'rzp_test_abc123' })
    // Outside production, test keys and a missing webhook secret are a developer's choice.
    expect(() => loadConfig({ ...test, NODE_ENV: 'development', RAZORPAY_WEBHOOK_SECRET: '' })).not.toThrow()
  })

  it('bounds gateway calls and runs reconciliation every minute by default', () => {
    const config = loadConfig({ DATA_DIR: dataDir() })
    expect(config.payments).toEqual({
      gatewayTimeoutMs: 10_000,
      reconcileIntervalMs: 60_000,
      reconcileMinAgeMs: 60_000,
      simulator: { webhooks: true, latencyMs: 0, autoCapture: true },
    })
    expect(() => loadConfig({ DATA_DIR: dataDir(), SIMULATOR_WEBHOOKS: 'maybe' })).toThrow(
      /SIMULATOR_WEBHOOKS/,
    )
  })

  it('requires a grievance officer in production (E-Commerce Rules), not the example, and reads it', () => {
    for (const name of [
      'VITE_GRIEVANCE_OFFICER_NAME',
      'VITE_GRIEVANCE_OFFICER_DESIGNATION',
      'VITE_GRIEVANCE_OFFICER_EMAIL',
      'VITE_GRIEVANCE_OFFICER_PHONE',
    ]) {
      expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), [name]: '' })).toThrow(
        new RegExp(`^Invalid configuration: ${name} is required in production \\(the grievance officer`),
      )
      expect(() =>
        loadConfig({ ...production, DATA_DIR: dataDir(), NODE_ENV: 'development', [name]: '' }),
      ).not.toThrow()
    }
    expect(() =>
      loadConfig({
        ...production,
        DATA_DIR: dataDir(),
        VITE_GRIEVANCE_OFFICER_EMAIL: 'grievance@example.com',
      }),
    ).toThrow(
      'Invalid configuration: VITE_GRIEVANCE_OFFICER_EMAIL is the fake example value; set the real one',
    )
    expect(() => loadConfig({ DATA_DIR: dataDir(), VITE_GRIEVANCE_OFFICER_PHONE: 'ask us' })).toThrow(
      /VITE_GRIEVANCE_OFFICER_PHONE must be a phone number/,
    )
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).grievanceOfficer).toEqual({
      name: 'Meera Iyer',
      designation: 'Grievance Officer',
      email: 'grievance@dem.example',
      phone: '+91 22 4000 1234',
    })
  })

  it.each([
    'SESSION_SECRET',
    'OTP_SECRET',
    'SMTP_URL',
    'MAIL_FROM',
    'SUPPORT_EMAIL',
    'SUPPLIER_NAME',
    'SUPPLIER_ADDRESS',
    'SUPPLIER_GSTIN',
    'VITE_PRIVACY_CONTACT_NAME',
    'VITE_PRIVACY_CONTACT_ROLE',
    'VITE_PRIVACY_CONTACT_EMAIL',
  ])('requires %s in production, not in development', (name) => {
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), [name]: '' })).toThrow(
      `Invalid configuration: ${name} is required in production`,
    )
    expect(() =>
      loadConfig({ ...production, DATA_DIR: dataDir(), NODE_ENV: 'development', [name]: '' }),
    ).not.toThrow()
  })

  it.each([
    'MAIL_FROM',
    'SUPPORT_EMAIL',
    'SUPPLIER_ADDRESS',
    'SUPPLIER_GSTIN',
    'VITE_PRIVACY_CONTACT_NAME',
    'VITE_PRIVACY_CONTACT_EMAIL',
  ])('refuses the example %s of .env.example in production', (name) => {
    const example = new RegExp(`^${name}=(.+)$`, 'm').exec(readFileSync('.env.example', 'utf8'))?.[1]
    expect(example).toBeTruthy()
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir(), [name]: example })).toThrow(
      `Invalid configuration: ${name} is the fake example value; set the real one`,
    )
  })

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1,::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
    ['loopback,173.245.48.0/20,2400:cb00::/32', ['loopback', '173.245.48.0/20', '2400:cb00::/32']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected)
  })

  it.each(['true', 'yes', 'nginx', '10.0.0.0/33', '10.0.0.1/8/1', '11', '1.2.3'])(
    'refuses TRUST_PROXY=%j, naming the variable',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY /,
      )
    },
  )

  it('sizes the per-IP limits for a classroom, with the relaxed ones only under NODE_ENV=test', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).rateLimits).toEqual({
      windowMs: 60_000,
      max: 300,
      strictMax: 150,
    })
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).rateLimits.strictMax).toBe(10_000)
  })

  it('uses PostgreSQL and SMTP when their URLs are set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u:p@db.internal:5432/dem',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    })
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db.internal:5432/dem' })
    expect(config.mail).toEqual({ transport: 'smtp', url: 'smtps://user:pass@smtp.example.com:465' })
  })
})

/**
 * Issue 20, point 8: NODE_ENV=production refuses to serve a build made without the public site URL (its canonical
 * URLs, sitemap and brochures would say http://localhost:3000), naming VITE_SITE_URL; a local start serves it.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtSiteUrl, checkBuiltSite, ConfigError } from '../../server/config'

/** A build as the prerender step leaves it: index.html and robots.txt naming the sitemap on the site URL. */
function build(siteUrl: string | null): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dem-build-'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>')
  if (siteUrl !== null)
    writeFileSync(
      path.join(dir, 'robots.txt'),
      `User-agent: *\nAllow: /\nDisallow: /checkout\nSitemap: ${siteUrl}/sitemap.xml\n`,
    )
  return dir
}

const production = (distDir: string, siteUrl = 'https://www.dem.example') => ({
  env: 'production' as const,
  distDir,
  siteUrl,
})

describe('the site URL of a production build', () => {
  it('reads it from the robots.txt the build wrote', () => {
    expect(builtSiteUrl(build('https://www.dem.example'))).toBe('https://www.dem.example')
    expect(builtSiteUrl(build(null))).toBeUndefined()
  })

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://app.localhost'])(
    'refuses a build made for %s in production, naming VITE_SITE_URL',
    (url) => {
      const dist = build(url)
      expect(() => checkBuiltSite(production(dist))).toThrow(ConfigError)
      expect(() => checkBuiltSite(production(dist))).toThrow(/^Invalid configuration: VITE_SITE_URL: /)
      // A local start serves it.
      expect(() =>
        checkBuiltSite({ env: 'development', distDir: dist, siteUrl: 'http://localhost:3000' }),
      ).not.toThrow()
    },
  )

  it('refuses a build that does not say its URL, and accepts a public one or no build at all', () => {
    expect(() => checkBuiltSite(production(build(null)))).toThrow(/VITE_SITE_URL/)
    expect(() => checkBuiltSite(production(build('https://www.dem.example')))).not.toThrow()
    expect(() => checkBuiltSite(production(mkdtempSync(path.join(tmpdir(), 'dem-no-build-'))))).not.toThrow()
  })

  it("refuses a build made for another site than the server's VITE_SITE_URL (mail links would disagree)", () => {
    const dist = build('https://www.dem.example')
    expect(() => checkBuiltSite(production(dist, 'https://dem.example'))).toThrow(
      'Invalid configuration: VITE_SITE_URL: the build in',
    )
    expect(() => checkBuiltSite(production(dist, 'https://dem.example'))).toThrow(/https:\/\/dem\.example/)
  })
})

/** Runs the server as `npm start` does (node --import tsx server/main.ts) until it exits or says it is ready. */
function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('server ready')) child.kill('SIGTERM')
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

// A real start migrates a fresh embedded database: about a minute here, several on a machine loaded 15 times over.
describe('starting the server with a localhost build', { timeout: 300_000 }, () => {
  it('NODE_ENV=production refuses, naming VITE_SITE_URL; a local start serves it', async () => {
    const dist = build('http://localhost:3000')
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dem-start-'))
    const refused = await start({
      NODE_ENV: 'production',
      DIST_DIR: dist,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SESSION_SECRET: 'x'.repeat(32),
      OTP_SECRET: 'y'.repeat(32),
      RAZORPAY_KEY_ID: 'rzp_live_abc123',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsecret',
      SMTP_URL: 'smtps://user:pass@smtp.dem.example:465',
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
    })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('Invalid configuration: VITE_SITE_URL: ')
    expect(refused.output).toContain('http://localhost:3000')
    expect(refused.output).not.toContain('server ready')

    const local = await start({ DIST_DIR: dist, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' })
    expect(local.output).toContain('server ready')
    expect(local.code).toBe(0)
  })
})

import { defineConfig, devices } from '@playwright/test'
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_DB_TEMPLATE, E2E_PORT } from './e2e/env'

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // CI machines run up to 1.5x slower than this one; the longest test (a whole purchase with axe) takes 16 s here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list reporter repeats each failure's error and stack at the very end, where CI's shortened log still shows it.
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    {
      name: 'desktop',
      // The modals' and flows' accessibility is checked at phone width, where our users are (a11y.spec.ts, mobile
      // project); every page's own axe check runs at 1280 px in routes.spec.ts.
      testIgnore: /a11y\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      // Mobile (a Pixel 7) runs routes.spec's layout tests and a11y.spec (the modals and flows, only here). Each
      // page's own visit is at 1280 px in English and at 390 px in Hindi, both in the desktop project.
      testMatch: /(routes|a11y)\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    // The real server on the built site, with a fresh data directory (PGlite, file outbox, simulated gateway).
    command: `node scripts/e2e-server.mjs`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The back office's e2e signs in as these staff addresses.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      E2E_DB_TEMPLATE,
      E2E_DB_TEMPLATE_FRESH: '1',
      STAFF_EMAILS: 'desk@dem.example.in,lead@dem.example.in,rows@dem.example.in,phone@dem.example.in',
    },
  },
})

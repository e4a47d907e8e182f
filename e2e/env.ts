import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data')
export const E2E_OUTBOX = path.join(E2E_DATA_DIR, 'outbox')
export const E2E_SMS_OUTBOX = path.join(E2E_DATA_DIR, 'sms-outbox')
/** The migrated database each e2e server starts from a copy of (scripts/e2e-server.mjs). */
export const E2E_DB_TEMPLATE = `${E2E_DATA_DIR}-db-template`

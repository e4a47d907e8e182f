/** Starts the server: configuration, migrations, the mail sender, then listen. Stops cleanly on SIGTERM/SIGINT. */
import { buildApp } from './app'
import { checkBuiltSite, ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { RETENTION_INTERVAL_MS, runRetention } from './services/retention'

/**
 * A fault nothing handled leaves the process in an unknown state: log it and exit non-zero, so the supervisor
 * (deploy/dem-api.service, or a container's restart policy) starts a fresh one. Expected faults (a lost database
 * connection, a refused SMTP server) are handled where they happen and never get here.
 */
function fatal(kind: string) {
  return (error: unknown) => {
    console.error(
      JSON.stringify({ level: 'fatal', msg: kind, err: String((error as Error)?.stack ?? error) }),
    )
    process.exit(1)
  }
}
process.on('uncaughtException', fatal('uncaught exception'))
process.on('unhandledRejection', fatal('unhandled promise rejection'))

async function main() {
  let config
  try {
    config = loadConfig()
    checkBuiltSite(config)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  // Said first, before anything else is logged: nobody should mistake this server for one that takes money.
  if (config.gateway.kind === 'simulated' || config.env !== 'production') {
    const simulated = config.gateway.kind === 'simulated'
    console.warn(
      simulated
        ? `PAYMENTS ARE SIMULATED: no money moves and invoices say "TEST - not a tax invoice" (NODE_ENV=${process.env.NODE_ENV ?? 'unset'}, no RAZORPAY_KEY_ID). Set NODE_ENV=production and Razorpay keys to take real payments.`
        : `NODE_ENV is ${process.env.NODE_ENV ?? 'unset'}: not a production server${config.gateway.keyId.startsWith('rzp_test_') ? ' (Razorpay test keys: no money moves)' : ''}.`,
    )
  }
  const database = await openDatabase(config.database)
  await database.migrate()
  const app = await buildApp(config, { database })
  app.ctx.mail.start()
  // Reports and other background jobs.
  app.ctx.jobs.start()
  // Reconciliation (payments the webhooks did not bring, refunds, uninvoiced orders): every RECONCILE_INTERVAL_MS.
  app.ctx.reconciler.start()

  // Retention (privacy policy): purge at start and every hour (on PGlite vacuum every six); a failure is logged
  // and retried next time.
  const purge = () =>
    runRetention(database, app.ctx.clock(), app.ctx.config.staff).then(
      (counts) => app.log.info({ purged: counts }, 'retention purge'),
      (error: unknown) => app.log.error({ err: error }, 'retention purge failed'),
    )
  void purge()
  const purgeTimer = setInterval(() => void purge(), RETENTION_INTERVAL_MS)
  purgeTimer.unref()

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    clearInterval(purgeTimer)
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  app.log.info(
    {
      database: database.kind,
      mail: config.mail.transport,
      gateway: config.gateway.kind,
      site: config.distDir,
    },
    'server ready',
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

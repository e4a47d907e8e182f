/** Starts the server: configuration, migrations, the mail sender, then listen. Stops cleanly on SIGTERM/SIGINT. */
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { runRetention } from './services/retention'

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
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const database = await openDatabase(config.database)
  await database.migrate()
  const app = await buildApp(config, { database })
  app.ctx.mail.start()

  // Retention (privacy policy): purge (and on PGlite vacuum) at start and every six hours; a failure is logged
  // and retried next time.
  const purge = () =>
    runRetention(database, app.ctx.clock()).then(
      (counts) => app.log.info({ purged: counts }, 'retention purge'),
      (error: unknown) => app.log.error({ err: error }, 'retention purge failed'),
    )
  void purge()
  const purgeTimer = setInterval(() => void purge(), 6 * 3_600_000)
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

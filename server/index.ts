/** Starts the server: `npm run serve` (after `npm run build`), or `npm start` for both. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { serverConfig } from './config'
import { sweep } from './housekeeping'
import { closeServices, createServices } from './services'

const config = serverConfig()
if (!config.apiOnly && !existsSync(path.join(config.clientDir, 'index.html'))) {
  console.error(`No built site in ${config.clientDir}. Run "npm run build" first (or set API_ONLY=1).`)
  process.exit(1)
}

const services = await createServices(config)
const { log } = services
const app = createApp(config, services)
services.outbox.start()
// Old sessions, tokens and counters: swept at start and then hourly (any copy may do it; it is idempotent).
const housekeeping = () =>
  sweep(services.db, Date.now()).then(
    (swept) => log.info({ swept }, 'housekeeping'),
    (error: unknown) => log.error({ err: error }, 'housekeeping failed'),
  )
void housekeeping()
const sweeper = setInterval(() => void housekeeping(), config.policy.housekeepingMs)
sweeper.unref()
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info(
    {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`,
      site: config.apiOnly ? null : config.clientDir,
    },
    'serving',
  )
})

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  clearInterval(sweeper)
  log.info({ signal }, 'finishing open requests and the outbox step')
  // Do not wait forever for slow clients.
  setTimeout(() => {
    log.warn('shutdown grace period over: exiting')
    process.exit(1)
  }, config.shutdownGraceMs).unref()
  const closed = new Promise<Error | undefined>((resolve) => server.close((error) => resolve(error)))
  const error = await closed
  await closeServices(services)
  log.info('stopped')
  process.exit(error ? 1 : 0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

/**
 * Starts the server: `npm run serve` (after `npm run build`), or `npm start` for both. Runs on
 * plain Node (`node --import tsx`), so SIGTERM and SIGINT reach the shutdown below.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { createApp } from './app'
import { serverConfig } from './config'
import { sweep } from './housekeeping'
import { startHttpServer } from './http-server'
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
const http = await startHttpServer(app, {
  port: config.port,
  host: config.host,
  production: config.production,
  policy: config.policy,
  log,
})
log.info(
  {
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${http.port}`,
    site: config.apiOnly ? null : config.clientDir,
  },
  'serving',
)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  clearInterval(sweeper)
  log.info({ signal }, 'draining open requests, then the outbox step')
  // Do not wait forever for slow clients.
  setTimeout(() => {
    log.warn('shutdown grace period over: exiting')
    process.exit(1)
  }, config.shutdownGraceMs).unref()
  const drained = await http.drain(config.shutdownGraceMs)
  await closeServices(services)
  log.info({ drained }, 'stopped')
  process.exit(drained ? 0 : 1)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

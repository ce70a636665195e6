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
services.webhooks.start()
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
/**
 * SIGTERM (a process manager, an orchestrator, a rolling restart): readiness turns 503 at once,
 * the server keeps serving for the drain period while load balancers notice, then stops taking
 * requests and finishes those in progress (server/http-server.ts), waits for background work and
 * the outbox step, closes the database and exits 0. SIGINT (Ctrl-C at a terminal, where no
 * balancer is waiting) skips the drain period.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  clearInterval(sweeper)
  services.lifecycle.draining = true
  const { shutdownDrainMs, shutdownGraceMs } = config.policy
  const periodMs = signal === 'SIGTERM' ? shutdownDrainMs : 0
  const deadline = Date.now() + periodMs + shutdownGraceMs
  log.info({ signal, drainMs: periodMs }, 'readiness 503; draining, then finishing open requests and the outbox step')
  // Do not wait forever for slow clients or a slow mail server.
  setTimeout(
    () => {
      log.warn('shutdown grace period over: exiting')
      process.exit(1)
    },
    deadline + 1_000 - Date.now(),
  ).unref()
  const drained = await http.drain({ periodMs, graceMs: shutdownGraceMs })
  await closeServices(services, { outboxWaitMs: Math.max(0, deadline - Date.now()) })
  log.info({ drained }, 'stopped')
  process.exit(drained ? 0 : 1)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

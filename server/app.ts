import { Hono } from 'hono'
import { createApi } from './api'
import type { ServerConfig } from './config'
import { databaseReady } from './db'
import { DatabaseUnavailable } from './db/errors'
import { databaseUnavailable } from './http'
import { pathGuard } from './paths'
import { securityHeaders } from './security'
import type { Services } from './services'
import { mountStatic } from './static'
import { retryAfterSeconds } from './throttle'

/**
 * The whole HTTP application: liveness and readiness checks, API, then the prerendered site.
 *
 * - `/healthz` is liveness: the process runs and answers. It touches nothing else, so an
 *   orchestrator restarts the process only when the process itself is stuck.
 * - `/readyz` is readiness: 200 while this copy can serve the API (the database takes a write
 *   within `readinessTimeoutMs`), 503 while it cannot or while the server is stopping, so a load
 *   balancer sends traffic elsewhere meanwhile.
 */
export function createApp(config: ServerConfig, services: Services): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    const started = performance.now()
    await next()
    // The path only: a query may hold a reset token.
    services.log.debug(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    )
  })
  app.use('*', securityHeaders({ production: config.production }))
  app.use('*', pathGuard(services.log))
  // The last line of defence: a JSON log line and a plain 500, never a stack trace in a body or on stderr.
  app.onError((error, c) => {
    if (error instanceof DatabaseUnavailable)
      return databaseUnavailable(c, services.log, config.policy.databaseRetryAfterMs, error)
    services.log.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed')
    c.header('Cache-Control', 'no-store')
    return c.req.path.startsWith('/api/')
      ? c.json({ ok: false, success: false, error: 'server_error' }, 500)
      : c.text('Internal Server Error', 500)
  })
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ ok: true })
  })
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const { policy } = config
    if (services.lifecycle.draining) {
      c.header('Retry-After', retryAfterSeconds(policy.shuttingDownRetryAfterMs))
      return c.json({ ok: false, reason: 'shutting_down' }, 503)
    }
    if (!(await databaseReady(services.db, policy.readinessTimeoutMs))) {
      c.header('Retry-After', retryAfterSeconds(policy.databaseRetryAfterMs))
      return c.json({ ok: false, reason: 'database' }, 503)
    }
    return c.json({ ok: true })
  })
  app.route('/api', createApi(config, services))
  if (!config.apiOnly) mountStatic(app, config.clientDir)
  else app.notFound((c) => c.json({ ok: false, error: 'not_found' }, 404))
  return app
}

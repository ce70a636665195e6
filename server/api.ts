/**
 * The JSON API under /api: what every call passes through (no caching, the origin check, one
 * error answer, and 503 while the database is unavailable), then the routes by concern in
 * server/routes/, then a JSON 404.
 */
import { Hono } from 'hono'
import type { ServerConfig } from './config'
import { originGuard } from './csrf'
import { DatabaseUnavailable } from './db/errors'
import { databaseUnavailable } from './http'
import { authRoutes } from './routes/auth'
import { contactRoutes } from './routes/contact'
import { passwordResetRoutes } from './routes/password-reset'
import type { Services } from './services'

export function createApi(config: ServerConfig, services: Services): Hono {
  const api = new Hono()
  api.use('*', async (c, next) => {
    await next()
    // Set on the answer's own headers: `c.header` after the answer is made copies it into a new
    // Response, which on Node first turns the adapter's light answer into a web Response with a
    // stream, on every call.
    c.res.headers.set('Cache-Control', 'no-store')
  })
  api.use('*', originGuard(config.allowedOrigins))
  api.onError((error, c) => {
    if (error instanceof DatabaseUnavailable)
      return databaseUnavailable(c, services.log, config.policy.databaseRetryAfterMs, error)
    services.log.error({ err: error, path: c.req.path }, 'API request failed')
    return c.json({ ok: false, success: false, error: 'server_error' }, 500)
  })

  api.route('/', contactRoutes(config, services))
  api.route('/', authRoutes(config, services))
  api.route('/', passwordResetRoutes(config, services))

  api.all('*', (c) => c.json({ ok: false, error: 'not_found' }, 404))
  return api
}

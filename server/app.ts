import { Hono } from 'hono'
import { createApi } from './api'
import type { ServerConfig } from './config'
import { securityHeaders } from './security'
import type { Services } from './services'
import { mountStatic } from './static'

/** The whole HTTP application: health check, API, then the prerendered site. */
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
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ ok: true })
  })
  app.route('/api', createApi(config, services))
  if (!config.apiOnly) mountStatic(app, config.clientDir)
  else app.notFound((c) => c.json({ ok: false, error: 'not_found' }, 404))
  return app
}

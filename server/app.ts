import { Hono } from 'hono'
import { createApi } from './api'
import type { ServerConfig } from './config'
import { pathGuard } from './paths'
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
  app.use('*', pathGuard(services.log))
  // The last line of defence: a JSON log line and a plain 500, never a stack trace in a body or on stderr.
  app.onError((error, c) => {
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
  app.route('/api', createApi(config, services))
  if (!config.apiOnly) mountStatic(app, config.clientDir)
  else app.notFound((c) => c.json({ ok: false, error: 'not_found' }, 404))
  return app
}

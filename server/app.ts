import { Hono } from 'hono'
import { createApi } from './api'
import type { ServerConfig } from './config'
import { securityHeaders } from './security'
import { mountStatic } from './static'

/** The whole HTTP application: health check, API, then the prerendered site. */
export function createApp(config: ServerConfig): Hono {
  const app = new Hono()
  app.use('*', securityHeaders({ production: config.production }))
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ ok: true })
  })
  app.route('/api', createApi())
  mountStatic(app, config.clientDir)
  return app
}

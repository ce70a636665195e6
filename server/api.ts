/**
 * The JSON API under /api. Its routes (contact, login, password reset) are added by the
 * server issue; until then every /api path answers 404 JSON.
 */
import { Hono } from 'hono'

export function createApi(): Hono {
  const api = new Hono()
  api.all('*', (c) => c.json({ ok: false, error: 'not_found' }, 404))
  return api
}

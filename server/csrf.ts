/**
 * The API's origin check (CSRF), written by hand rather than with `hono/csrf`: that middleware
 * (Hono 4.13) checks only bodies a plain HTML form can send (form-urlencoded, multipart,
 * text/plain), so a JSON post from another site would pass it; it refuses a request that has
 * neither Origin nor Sec-Fetch-Site (a non-browser client, which this API lets through); and it
 * passes a request when either header looks right, where here a present Origin decides alone.
 */
import type { MiddlewareHandler } from 'hono'
import { failure } from './http'

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * CSRF: a state-changing request from a browser must come from this site. Browsers send
 * `Origin` on every cross-origin request and on same-origin POSTs, so it must name our own
 * host (the Host header) or a configured origin. A request with neither Origin nor
 * `Sec-Fetch-Site` comes from no browser (curl, monitors, server-to-server) and carries no
 * ambient credentials an attacker could borrow, so it passes; a browser that reports a
 * cross-site fetch without Origin is refused. JSON-only bodies and SameSite=Lax cookies are
 * the second and third layers.
 */
export function originGuard(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins)
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next()
    const origin = c.req.header('Origin')
    if (origin !== undefined) {
      if (origin === 'null' || !(allowed.has(origin) || sameHost(origin, c.req.header('Host')))) {
        return failure(c, { status: 403, error: 'forbidden_origin' })
      }
      return next()
    }
    const site = c.req.header('Sec-Fetch-Site')
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      return failure(c, { status: 403, error: 'forbidden_origin' })
    }
    return next()
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false
  try {
    return new URL(origin).host === host.toLowerCase()
  } catch {
    return false
  }
}

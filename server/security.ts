/** Security headers for every response (pages, assets and API). */
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { themeScript } from '../renderer/theme'

function sha256(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/** The one inline script of the site (theme before first paint), allowed by its hash. */
export const inlineScriptHashes = [sha256(themeScript)]

export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  const csp = contentSecurityPolicy()
  return async (c, next) => {
    await next()
    c.header('Content-Security-Policy', csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    c.header('Cross-Origin-Resource-Policy', 'same-origin')
    c.header('X-Frame-Options', 'DENY')
    c.header('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self), payment=()')
    if (production) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}

/** Security headers for every response (pages, assets and API). */
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { matchRoute } from '../content/routes'
import { settings, type Settings } from '../content/settings'
import { speculationRules } from '../renderer/speculation'
import { themeScript } from '../renderer/theme'
import { pagePath } from './paths'

function sha256(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/** The inline scripts of the site, allowed by their hashes: the theme (set before first paint) and the speculation rules. */
export const inlineScriptHashes = [sha256(themeScript), sha256(speculationRules)]

/**
 * Hosts the consent-gated Google Ads tag talks to (gtag.js, conversion pings); allowed only
 * when a tag id is configured, and the tag itself loads only after consent.
 */
const googleAds = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
  img: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com'],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
}
/** The voice agent's API and media servers; allowed only when an agent id is configured. */
const elevenLabs = { connect: ['https://*.elevenlabs.io', 'wss://*.elevenlabs.io', 'wss://*.livekit.cloud'] }

export function contentSecurityPolicy(site: Pick<Settings, 'googleAds' | 'elevenLabs'> = settings): string {
  const ads = Boolean(site.googleAds.id)
  const voice = Boolean(site.elevenLabs.agentId)
  const list = (...sources: (string[] | false)[]) => sources.flatMap((s) => s || []).join(' ')
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the site's search (Pagefind) compile its WebAssembly; it allows no
    // JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval' ${list(inlineScriptHashes, ads && googleAds.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${list(ads && googleAds.img)}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${list(ads && googleAds.connect, voice && elevenLabs.connect)}`.trim(),
    "media-src 'self' blob:",
    `frame-src ${ads ? googleAds.frame.join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The reset page carries a token in its address: it must not leak through Referer. Matched by
 * route, so every spelling of the page (`index.html`, doubled slashes) gets the same policy.
 */
function noReferrer(pathname: string): boolean {
  return matchRoute(pagePath(pathname))?.id === 'portalResetPassword'
}

/** The headers every answer carries, besides Referrer-Policy (which depends on the page). */
export function baseSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  // No upgrade-insecure-requests: `npm start` serves production mode over plain http://localhost,
  // and every resource is same-origin anyway; HSTS keeps real visitors on HTTPS.
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self), payment=()',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

export function securityHeaders({ production }: { production: boolean }): MiddlewareHandler {
  const headers = Object.entries(baseSecurityHeaders({ production }))
  return async (c, next) => {
    await next()
    for (const [name, value] of headers) c.header(name, value)
    c.header('Referrer-Policy', noReferrer(c.req.path) ? 'no-referrer' : 'strict-origin-when-cross-origin')
  }
}

/**
 * Request paths: which the server answers at all, and the one redirect it builds from a path.
 * A path is the visitor's text; nothing of it may reach a header unchecked.
 */
import type { MiddlewareHandler } from 'hono'
import type { Logger } from './log.ts'

/** The path as sent, still percent-encoded (the WHATWG parser has only normalised dot segments). */
export function rawPath(url: string): string {
  return new URL(url).pathname
}

/** Any control character, tab and line breaks included: no page name has one. */
const control = /\p{Cc}/u

/** The decoded path, or null when its percent-encoding is malformed or it holds a control character. */
export function decodedPath(url: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath(url))
  } catch {
    return null
  }
  return control.test(decoded) ? null : decoded
}

/**
 * Refuses a path with control characters (`/%00`, `/a%0aX`, `/%7f/x`) or broken escapes: 400,
 * the localized not-found page (JSON under /api), the usual headers and one log line. No page
 * has such a name, and such a path must not reach a header (a redirect's Location) or a file name.
 */
export function pathGuard(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    if (decodedPath(c.req.url) !== null) return next()
    log.info({ method: c.req.method, path: JSON.stringify(rawPath(c.req.url)).slice(1, 201) }, 'bad request path')
    c.header('Cache-Control', 'no-store')
    if (rawPath(c.req.url).startsWith('/api/')) return c.json({ ok: false, error: 'invalid_request' }, 400)
    const page = await c.notFound()
    return c.newResponse(await page.text(), 400, Object.fromEntries(page.headers))
  }
}

/** Leading slashes, backslashes and their encodings: `//host`, `/\host` or `/%5chost` name another host to a browser. */
const leadingSlashes = /^(?:[/\\]|%2f|%5c)+/i

/**
 * Where the trailing-slash redirect of `url` goes: the same path, percent-encoded as it came,
 * with one leading slash and a slash at the end, and the query. Always a path on this site.
 */
export function trailingSlashLocation(url: string): string {
  const parsed = new URL(url)
  const path = parsed.pathname.replace(leadingSlashes, '/')
  return `${path}/${parsed.search}`
}

/**
 * The page a path names, for rules that depend on the page rather than the spelling:
 * `//a//b/index.html` and `/a/b` are both `/a/b/`.
 */
export function pagePath(pathname: string): string {
  const collapsed = pathname.replace(/[/\\]+/g, '/').replace(/\/index\.html$/, '/')
  return collapsed.endsWith('/') ? collapsed : `${collapsed}/`
}

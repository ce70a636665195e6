/**
 * Serves the prerendered site: pages and text assets from memory (memory-files.ts), media from
 * disk; precompressed files (brotli, gzip) where the build made them, long-lived caching for
 * hashed assets, revalidation for everything else, the trailing-slash redirect and the localized
 * 404 page.
 */
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import { jobNotFoundSlug } from '../content/pages/careers/careers'
import { localeFromPath, matchRoute, pathFor } from '../content/site/routes'
import { parseHttpDate, unmodifiedSince } from './conditional'
import { cacheControlFor, chooseEncoding, loadMemoryFiles, notModified } from './memory-files'
import { trailingSlashLocation } from './paths'

/** Media types Hono's table lacks or gets wrong for this site's files (the podcast clips are Ogg Vorbis). */
const mediaTypes: Record<string, string> = { '.ogg': 'audio/ogg' }

/**
 * One range of bytes (`bytes=0-99`, `bytes=100-`, `bytes=-100`) with first <= last: the only
 * form served as 206. Anything else (a typo, several ranges, last before first) is ignored and
 * the whole file answered 200, as RFC 9110 (14.2) allows; a well-formed range past the end is 416.
 */
function acceptedRange(range: string): boolean {
  const match = /^bytes=(?:(\d+)-(\d*)|-(\d+))$/.exec(range.trim())
  if (!match) return false
  const [, first, last] = match
  return first === undefined || !last || Number(first) <= Number(last)
}

/** A path that names a page rather than a file: no extension in its last segment. */
function isPagePath(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? ''
  return !last.includes('.')
}

export function mountStatic(app: Hono, clientDir: string): void {
  // /en/services -> 301 /en/services/ (query kept). Vike's own redirect does not reach static files.
  app.use('*', async (c, next) => {
    const pathname = c.req.path
    if (
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      !pathname.endsWith('/') &&
      !pathname.startsWith('/api/') &&
      isPagePath(pathname)
    ) {
      return c.redirect(trailingSlashLocation(c.req.url), 301)
    }
    return next()
  })

  // Pages, scripts, styles and the font: one table lookup, the body and its headers ready.
  const memory = loadMemoryFiles(clientDir)
  app.use('*', async (c, next) => {
    const method = c.req.method
    if (method !== 'GET' && method !== 'HEAD') return next()
    const file = memory.get(c.req.path)
    if (!file) return next()
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': file.cacheControl,
      'Last-Modified': file.lastModified,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    }
    if (notModified(file, c.req.header('If-None-Match'), c.req.header('If-Modified-Since'))) {
      return c.body(null, 304, headers)
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'), file.bodies)
    const body = file.bodies[encoding]!
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    headers['Content-Length'] = String(body.length)
    return method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers)
  })

  // Revalidation of what is served from disk: a file unchanged since the client's copy is answered
  // 304 without a body. An If-Modified-Since that is no HTTP-date, or lies in the future, is ignored.
  app.use('*', async (c, next) => {
    await next()
    const lastModified = c.res.headers.get('Last-Modified')
    const modified = lastModified === null ? null : parseHttpDate(lastModified)
    if (c.res.status !== 200 || modified === null) return
    if (!unmodifiedSince(c.req.header('If-Modified-Since'), modified)) return
    await c.res.body?.cancel()
    const headers = new Headers(c.res.headers)
    headers.delete('Content-Length')
    headers.delete('Content-Encoding')
    c.res = new Response(null, { status: 304, headers })
  })

  app.use('*', async (c, next) => {
    const range = c.req.header('Range')
    if (range !== undefined && !acceptedRange(range)) c.req.raw.headers.delete('Range')
    return next()
  })

  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), clientDir) || '.',
      precompressed: true,
      onFound: (filePath, c) => {
        c.header('Cache-Control', cacheControlFor(path.relative(clientDir, path.resolve(filePath))))
        const type = mediaTypes[path.extname(filePath)]
        if (type) c.header('Content-Type', type)
      },
    }),
  )

  function notFoundHtml(pathname: string): string {
    const locale = localeFromPath(pathname)
    // An unknown job slug gets the careers not-found view (the openings list) in its language.
    const page =
      matchRoute(pathname)?.id === 'job'
        ? pathFor('job', locale, { slug: jobNotFoundSlug })
        : locale === 'en'
          ? '/en/404/'
          : '/404/'
    const file = memory.get(page)
    if (!file) throw new Error(`The built site has no ${page}index.html`)
    return new TextDecoder().decode(file.bodies.identity)
  }

  app.notFound((c: Context) => {
    const pathname = new URL(c.req.url).pathname
    if (pathname.startsWith('/api/')) return c.json({ ok: false, error: 'not_found' }, 404)
    c.header('Cache-Control', 'no-store')
    return c.html(notFoundHtml(pathname), 404)
  })
}

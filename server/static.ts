/**
 * Serves the prerendered site: precompressed files (brotli, gzip) where the build made them,
 * long-lived caching for hashed assets, revalidation for everything else, the trailing-slash
 * redirect and the localized 404 page.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import { jobNotFoundSlug } from '../content/careers'
import { localeFromPath, matchRoute, pathFor } from '../content/routes'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** A path that names a page rather than a file: no extension in its last segment. */
function isPagePath(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? ''
  return !last.includes('.')
}

export function mountStatic(app: Hono, clientDir: string): void {
  // /en/services -> 301 /en/services/ (query kept). Vike's own redirect does not reach static files.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url)
    if (
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      !url.pathname.endsWith('/') &&
      !url.pathname.startsWith('/api/') &&
      isPagePath(url.pathname)
    ) {
      return c.redirect(`${url.pathname}/${url.search}`, 301)
    }
    return next()
  })

  // Revalidation: a page or file unchanged since the client's copy is answered 304 without a body.
  app.use('*', async (c, next) => {
    await next()
    const since = c.req.header('If-Modified-Since')
    const lastModified = c.res.headers.get('Last-Modified')
    if (c.res.status !== 200 || !since || !lastModified) return
    if (Date.parse(since) < Date.parse(lastModified)) return
    await c.res.body?.cancel()
    const headers = new Headers(c.res.headers)
    headers.delete('Content-Length')
    headers.delete('Content-Encoding')
    c.res = new Response(null, { status: 304, headers })
  })

  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), clientDir) || '.',
      precompressed: true,
      onFound: (filePath, c) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes('/assets/')
        c.header('Cache-Control', immutable ? IMMUTABLE : REVALIDATE)
        // Captions: Hono's MIME table has no .vtt; a precompressed twin keeps its source's type.
        if (/\.vtt(\.br|\.gz)?$/.test(filePath)) c.header('Content-Type', 'text/vtt; charset=utf-8')
      },
    }),
  )

  const notFoundPages = new Map<string, string>()
  async function notFoundHtml(pathname: string): Promise<string> {
    const locale = localeFromPath(pathname)
    // An unknown job slug gets the careers not-found view (the openings list) in its language.
    const file =
      matchRoute(pathname)?.id === 'job'
        ? path.join(clientDir, pathFor('job', locale, { slug: jobNotFoundSlug }), 'index.html')
        : path.join(clientDir, locale === 'en' ? 'en/404/index.html' : '404/index.html')
    let html = notFoundPages.get(file)
    if (html === undefined) {
      html = await readFile(file, 'utf8')
      notFoundPages.set(file, html)
    }
    return html
  }

  app.notFound(async (c: Context) => {
    const pathname = new URL(c.req.url).pathname
    if (pathname.startsWith('/api/')) return c.json({ ok: false, error: 'not_found' }, 404)
    c.header('Cache-Control', 'no-store')
    return c.html(await notFoundHtml(pathname), 404)
  })
}

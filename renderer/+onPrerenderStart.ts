import type { PrerenderContext } from 'vike/types'

/**
 * Vike prerenders one 404 page, in Norwegian. The English twin is the same error page rendered
 * for a path under /en/, so unknown English paths get an English 404 (server/static.ts).
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts
  const notFound = pageContexts.find((pageContext) => pageContext.is404)
  if (notFound) {
    // Copy own keys without reading the deprecated `url` getter.
    const copy = Object.fromEntries(
      Object.keys(notFound)
        .filter((key) => key !== 'url')
        .map((key) => [key, notFound[key as keyof typeof notFound]]),
    ) as typeof notFound
    pageContexts.push(Object.assign(copy, { urlOriginal: '/en/404/', locale: 'en' as const }))
  }
  return { prerenderContext: { pageContexts } }
}

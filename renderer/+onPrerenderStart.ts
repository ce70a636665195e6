import type { PrerenderContext } from 'vike/types'

/**
 * Vike prerenders one 404 page, in Norwegian. The English twin is the same error page rendered
 * for a path under /en/, so unknown English paths get an English 404 (server/static.ts).
 *
 * Every page context is handed back as a copy of its own enumerable fields, as Vike's i18n
 * example does: the originals carry Vike's deprecated `url` getter, which Vike itself reads (and
 * warns about) in each context a hook returns.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => {
    const copy = { ...pageContext } as typeof pageContext
    if (!pageContext.is404) return [copy]
    return [copy, { ...pageContext, urlOriginal: '/en/404/', locale: 'en' as const } as typeof pageContext]
  })
  return { prerenderContext: { pageContexts } }
}

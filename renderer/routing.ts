/**
 * Glue between the route table and Vike's per-page hooks, so that every page's
 * +route.ts, +onBeforePrerenderStart.ts and +data.ts is one line.
 */
import type { PageContextServer } from 'vike/types'
import { pageMeta, type StaticRouteId } from '../content/pages/meta'
import { matchRoute, type RouteId } from '../content/site/routes'
import type { BaseData } from './types'

/** Route function matching the logical (Norwegian) path against the given routes. */
export function routeFor(...ids: RouteId[]) {
  return (pageContext: { urlPathname: string }) => {
    const match = matchRoute(pageContext.urlPathname)
    if (!match || !ids.includes(match.id)) return false
    return { routeParams: match.params }
  }
}

/** The data every static page has: its title and description in the page's locale. */
export function staticPageData(pageContext: PageContextServer): BaseData & { routeId: StaticRouteId } {
  const route = pageContext.route
  if (!route || !(route.id in pageMeta)) throw new Error(`No static page meta for ${pageContext.urlOriginal}`)
  const routeId = route.id as StaticRouteId
  return { routeId, meta: pageMeta[routeId][pageContext.locale] }
}

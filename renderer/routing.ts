/**
 * Glue between the page titles and Vike's per-page hooks, so that every static page's +data.ts is
 * one line. (The route function is in ./route-for.ts.)
 */
import type { PageContextServer } from 'vike/types'
import { pageMeta, type StaticRouteId } from '../content/pages/meta'
import type { BaseData } from './types'

/** The data every static page has: its title and description in the page's locale. */
export function staticPageData(pageContext: PageContextServer): BaseData & { routeId: StaticRouteId } {
  const route = pageContext.route
  if (!route || !(route.id in pageMeta)) throw new Error(`No static page meta for ${pageContext.urlOriginal}`)
  const routeId = route.id as StaticRouteId
  return { routeId, meta: pageMeta[routeId][pageContext.locale] }
}

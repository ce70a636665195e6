/**
 * The route function of every page's +route.ts, matching the logical (Norwegian) path against the
 * route table. It imports the route table alone: Vike runs each +route.ts, with what it imports,
 * when it reads the pages' configuration, once per page, so a route that imported the content's
 * loaders would read every content file some thirty times a build.
 */
import { matchRoute, type RouteId } from '../content/site/routes'

export function routeFor(...ids: RouteId[]) {
  return (pageContext: { urlPathname: string }) => {
    const match = matchRoute(pageContext.urlPathname)
    if (!match || !ids.includes(match.id)) return false
    return { routeParams: match.params }
  }
}

import { modifyUrl } from 'vike/modifyUrl'
import type { PageContext } from 'vike/types'
import { localeFromPath, logicalPath, matchRoute } from '../content/site/routes'

/** Takes the locale from the URL and hands Vike the Norwegian (logical) path to route on. */
export function onBeforeRoute(pageContext: PageContext) {
  const { pathname } = pageContext.urlParsed
  const route = matchRoute(pathname)
  const locale = route?.locale ?? localeFromPath(pathname)
  const urlLogical = modifyUrl(pageContext.urlParsed.href, { pathname: logicalPath(pathname) })
  return { pageContext: { locale, route, urlLogical } }
}

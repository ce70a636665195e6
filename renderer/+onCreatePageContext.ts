import type { PageContextServer } from 'vike/types'
import { localeFromPath } from '../content/site/routes'

/**
 * Every server-side pageContext starts with the locale of its URL; +onBeforeRoute refines it.
 * The prerendered 404 page is rendered without routing, so it relies on this.
 */
export function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.locale ??= localeFromPath(pageContext.urlPathname)
  pageContext.route ??= null
}

import type { PageContext } from 'vike/types'
import { locales, otherLocale, type Locale } from '../content/site/locales'
import { isParameterised, pathFor } from '../content/site/routes'

/**
 * The path of the current page in every locale, or null where the page has no twin
 * (an unknown path). Parameterised pages give their twins' parameters in their data.
 */
export function alternatePaths(pageContext: PageContext): Record<Locale, string> | null {
  const { route } = pageContext
  if (!route) return null
  const twinParams = pageContext.data?.twinParams
  if (isParameterised(route.id) && !twinParams) return null
  const paths = {} as Record<Locale, string>
  for (const locale of locales) {
    paths[locale] = pathFor(route.id, locale, twinParams ? twinParams[locale] : {})
  }
  return paths
}

/** Where the language switcher goes: the twin page, or the other language's home page. */
export function switcherTarget(pageContext: PageContext): string {
  const target = otherLocale(pageContext.locale)
  return alternatePaths(pageContext)?.[target] ?? pathFor('home', target)
}

/**
 * The one bilingual route table. Links, the language switcher, canonical and hreflang tags,
 * the prerender list and /sitemap.xml all read it.
 *
 * Paths always end with a slash. A `:name` segment is a parameter whose value may differ
 * between the languages (translated slugs); the content module that owns the parameter
 * (blog, jobs, case studies, services) says how a value maps to its twin.
 */
import type { Locale } from './locales.ts'

export type RouteDef = {
  nb: string
  en: string
  /** Listed in /sitemap.xml and crawlable. */
  indexable: boolean
}

const page = (nb: string, en: string): RouteDef => ({ nb, en, indexable: true })
const privatePage = (nb: string, en: string): RouteDef => ({ nb, en, indexable: false })

export const routes = {
  home: page('/', '/en/'),
  services: page('/tjenester/', '/en/services/'),
  // One page per file of content/services/, at its slug in each language.
  service: page('/tjenester/:slug/', '/en/services/:slug/'),
  contact: page('/kontakt/', '/en/contact/'),
  contactThanks: privatePage('/kontakt/takk/', '/en/contact/thank-you/'),
  sitemap: page('/sidekart/', '/en/sitemap/'),
  // The search page: results depend on the query, so it is not for crawlers.
  search: privatePage('/sok/', '/en/search/'),
  about: page('/om-oss/', '/en/about/'),
  projects: page('/prosjekter/', '/en/projects/'),
  projectCase: page('/prosjekter/:slug/', '/en/projects/:slug/'),
  plugins: page('/wordpress-plugins/', '/en/wordpress-plugins/'),
  pluginTts: page('/wordpress-plugins/tekst-til-tale/', '/en/wordpress-plugins/text-to-speech/'),
  pluginRefund: page('/wordpress-plugins/refund-policy/', '/en/wordpress-plugins/refund-policy/'),
  terms: page('/vilkar-og-betingelser/', '/en/terms-and-conditions/'),
  privacy: page('/personvern/', '/en/privacy/'),
  accessibility: page('/tilgjengelighetserklaering/', '/en/accessibility-statement/'),
  blog: page('/blogg/', '/en/blog/'),
  blogCategory: page('/blogg/:category/', '/en/blog/:category/'),
  blogPost: page('/blogg/:category/:slug/', '/en/blog/:category/:slug/'),
  jobs: page('/stillinger/', '/en/jobs/'),
  job: page('/stillinger/:slug/', '/en/jobs/:slug/'),
  portal: privatePage('/kundeportal/', '/en/customer-portal/'),
  portalResetPassword: privatePage('/kundeportal/nytt-passord/', '/en/customer-portal/reset-password/'),
  portalAccount: privatePage('/kundeportal/konto/', '/en/customer-portal/account/'),
} as const satisfies Record<string, RouteDef>

export type RouteId = keyof typeof routes
export type RouteParams = Record<string, string>

export const routeIds = Object.keys(routes) as RouteId[]

/** Routes whose parameter names an entry of a content folder, and that folder (under the content root). */
export type EntryParams = Partial<Record<RouteId, { param: string; folder: string }>>

/**
 * The routes whose pages are made from the entries of a content folder, one page per file. Content
 * files link such a page by the entry's file name in both languages (content/loader/entry-links.ts).
 */
export const entryParams: EntryParams = {
  service: { param: 'slug', folder: 'services' },
}

export function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(/:([a-zA-Z]+)/g)].map((m) => m[1]!)
}

/** Whether a route's path has parameters (`:slug`). Asked for every request the server answers, so it allocates nothing. */
export function isParameterised(id: RouteId): boolean {
  return routes[id].nb.includes('/:')
}

/** Builds the path of a route in a locale. Throws on a missing parameter. */
export function pathFor(id: RouteId, locale: Locale, params: RouteParams = {}): string {
  return routes[id][locale].replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`Route ${id} needs parameter "${name}"`)
    return encodeURIComponent(value)
  })
}

/** Locale of a path: everything under /en/ (or /en itself) is English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'nb'
}

export type RouteMatch = { id: RouteId; locale: Locale; params: RouteParams }

function ensureTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`
}

function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const want = pattern.split('/')
  const got = pathname.split('/')
  if (want.length !== got.length) return null
  const params: RouteParams = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const g = got[i]!
    if (w.startsWith(':')) {
      if (g === '') return null
      try {
        params[w.slice(1)] = decodeURIComponent(g)
      } catch {
        return null
      }
    } else if (w !== g) {
      return null
    }
  }
  return params
}

/**
 * Finds the route of a path in its own locale. Static routes win over parameterised ones,
 * so `/kundeportal/konto/` is never read as a parameter value.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = ensureTrailingSlash(pathname)
  const locale = localeFromPath(path)
  for (const id of routeIds) {
    if (!isParameterised(id) && routes[id][locale] === path) return { id, locale, params: {} }
  }
  for (const id of routeIds) {
    if (!isParameterised(id)) continue
    const params = matchPattern(routes[id][locale], path)
    if (params) return { id, locale, params }
  }
  return null
}

/** Vike route string for a route: the Norwegian pattern, `:x` written `@x`, no trailing slash. */
export function vikeRouteString(id: RouteId): string {
  const nb: string = routes[id].nb
  const withoutSlash = nb === '/' ? '/' : nb.replace(/\/$/, '')
  return withoutSlash.replace(/:([a-zA-Z]+)/g, '@$1')
}

/**
 * The logical URL Vike routes on: the Norwegian path of the matched route with the same
 * parameter values. Pages read the locale from pageContext, never from the path.
 * An unknown path stays as it is, so that it reaches the 404 page in its own language.
 */
export function logicalPath(pathname: string): string {
  const match = matchRoute(pathname)
  if (!match) return pathname
  return pathFor(match.id, 'nb', match.params)
}

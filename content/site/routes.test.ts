import { describe, expect, it } from 'vitest'
import { locales } from './locales.ts'
import {
  localeFromPath,
  isParameterised,
  logicalPath,
  matchRoute,
  paramNames,
  pathFor,
  routeIds,
  routes,
  entryParams,
  vikeRouteString,
} from './routes.ts'

const sampleParams = (pattern: string) => Object.fromEntries(paramNames(pattern).map((name) => [name, `x-${name}`]))

describe('the route table', () => {
  it('gives every route a Norwegian path without prefix and an English path under /en/', () => {
    for (const id of routeIds) {
      expect(routes[id].nb, id).toMatch(/^\/(?!en\/)/)
      expect(routes[id].en, id).toMatch(/^\/en\//)
    }
  })

  it('ends every path with a slash', () => {
    for (const id of routeIds) for (const locale of locales) expect(routes[id][locale], id).toMatch(/\/$/)
  })

  it('has no path twice', () => {
    const all = routeIds.flatMap((id) => locales.map((locale) => routes[id][locale]))
    expect(new Set(all).size).toBe(all.length)
  })

  it('uses the same parameters in both twins', () => {
    for (const id of routeIds) expect(paramNames(routes[id].en), id).toEqual(paramNames(routes[id].nb))
  })

  it('calls a route parameterised exactly when its path names a parameter', () => {
    for (const id of routeIds) expect(isParameterised(id), id).toBe(paramNames(routes[id].nb).length > 0)
  })

  it('has reciprocal twins: each path matches back to its own route in its own locale', () => {
    for (const id of routeIds) {
      for (const locale of locales) {
        const params = sampleParams(routes[id][locale])
        const match = matchRoute(pathFor(id, locale, params))
        expect(match, `${id} ${locale}`).toEqual({ id, locale, params })
      }
    }
  })

  it('holds every page route of the site in both languages', () => {
    const expected = [
      ['/tjenester/', '/en/services/'],
      ['/kontakt/', '/en/contact/'],
      ['/kontakt/takk/', '/en/contact/thank-you/'],
      ['/sidekart/', '/en/sitemap/'],
      ['/om-oss/', '/en/about/'],
      ['/prosjekter/', '/en/projects/'],
      ['/wordpress-plugins/', '/en/wordpress-plugins/'],
      ['/wordpress-plugins/tekst-til-tale/', '/en/wordpress-plugins/text-to-speech/'],
      ['/wordpress-plugins/refund-policy/', '/en/wordpress-plugins/refund-policy/'],
      ['/vilkar-og-betingelser/', '/en/terms-and-conditions/'],
      ['/personvern/', '/en/privacy/'],
      ['/blogg/', '/en/blog/'],
      ['/tjenester/:slug/', '/en/services/:slug/'],
      ['/', '/en/'],
      ['/stillinger/', '/en/jobs/'],
      ['/kundeportal/', '/en/customer-portal/'],
      ['/kundeportal/nytt-passord/', '/en/customer-portal/reset-password/'],
      ['/kundeportal/konto/', '/en/customer-portal/account/'],
      ['/blogg/:category/', '/en/blog/:category/'],
      ['/blogg/:category/:slug/', '/en/blog/:category/:slug/'],
      ['/stillinger/:slug/', '/en/jobs/:slug/'],
      ['/sok/', '/en/search/'],
      ['/prosjekter/:slug/', '/en/projects/:slug/'],
      ['/tilgjengelighetserklaering/', '/en/accessibility-statement/'],
    ]
    const table = routeIds.map((id) => [routes[id].nb, routes[id].en])
    expect(table).toEqual(expect.arrayContaining(expected))
    expect(table).toHaveLength(expected.length)
  })

  it('has one route for every service page, its slug taken from the service files', () => {
    expect(routes.service).toMatchObject({ nb: '/tjenester/:slug/', en: '/en/services/:slug/' })
    expect(entryParams.service).toEqual({ param: 'slug', folder: 'services' })
  })
})

describe('locale extraction', () => {
  it.each([
    ['/', 'nb'],
    ['/tjenester/', 'nb'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/services/web-design/', 'en'],
    ['/english/', 'nb'],
    ['/enkelt/', 'nb'],
  ])('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale)
  })
})

describe('matching and logical paths', () => {
  it('matches a path without its trailing slash to the same route', () => {
    expect(matchRoute('/en/services')?.id).toBe('services')
  })

  it('prefers a static route over a parameterised one', () => {
    expect(matchRoute('/kundeportal/konto/')?.id).toBe('portalAccount')
    expect(matchRoute('/stillinger/')?.id).toBe('jobs')
  })

  it('reads translated parameters of a parameterised route', () => {
    expect(matchRoute('/en/blog/e-commerce/woocommerce/')).toEqual({
      id: 'blogPost',
      locale: 'en',
      params: { category: 'e-commerce', slug: 'woocommerce' },
    })
  })

  it('routes an English page on its Norwegian twin path', () => {
    expect(logicalPath('/en/services/web-design/')).toBe('/tjenester/web-design/')
    expect(logicalPath('/en/jobs/seo-aeo-expert/')).toBe('/stillinger/seo-aeo-expert/')
  })

  it('leaves an unknown path alone so that it reaches the 404 page in its language', () => {
    expect(matchRoute('/en/tjenester/')).toBeNull()
    expect(logicalPath('/en/tjenester/')).toBe('/en/tjenester/')
    expect(logicalPath('/finnes-ikke/')).toBe('/finnes-ikke/')
  })

  it('writes Vike route strings from the Norwegian patterns', () => {
    expect(vikeRouteString('home')).toBe('/')
    expect(vikeRouteString('blogPost')).toBe('/blogg/@category/@slug')
  })
})

describe('localized link building', () => {
  it('builds the path of a route in each locale', () => {
    expect(pathFor('contact', 'nb')).toBe('/kontakt/')
    expect(pathFor('contact', 'en')).toBe('/en/contact/')
  })

  it('fills and encodes parameters', () => {
    expect(pathFor('job', 'en', { slug: 'seo-aeo-expert' })).toBe('/en/jobs/seo-aeo-expert/')
    expect(pathFor('blogCategory', 'nb', { category: 'a b' })).toBe('/blogg/a%20b/')
  })

  it('refuses to build a path with a missing parameter', () => {
    expect(() => pathFor('job', 'nb')).toThrow(/slug/)
  })
})

/**
 * The title and description of every page that is not made from a content file, as data:
 * content/pages/meta.yml, one group per route id of content/site/routes.ts in each language. Blog
 * posts, blog categories, job pages, case studies and service pages take theirs from their own
 * files; every other route of the table (a path without a parameter) must have a group, and a group
 * of no such route is an error naming the file and the route.
 *
 * Read when the module loads, so it runs in Node only; where a bundle imports it (a story), the
 * build puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { defineSingleton } from '../loader/collection.ts'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { text } from '../loader/fields.ts'
import type { LoadOptions } from '../loader/files.ts'
import { locales, type Localized } from '../site/locales.ts'
import { isParameterised, routeIds, routes, type RouteId } from '../site/routes.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

/** The routes whose pages are made from content files: those whose path has a parameter. */
export type GeneratedRouteId = 'blogCategory' | 'blogPost' | 'job' | 'projectCase' | 'service'
/** The other routes, each with a title and a description in the file. */
export type StaticRouteId = Exclude<RouteId, GeneratedRouteId>

export const staticRouteIds = routeIds.filter((id): id is StaticRouteId => !isParameterised(id))

const pageSchema = z.strictObject({
  title: inEditor(
    text(90),
    say('Tittel', 'Title'),
    say(
      'I nettleserfanen, søkeresultater og lenkeforhåndsvisninger.',
      'In the browser tab, search results and link previews.',
    ),
  ),
  description: inEditor(
    text(220),
    say('Beskrivelse', 'Description'),
    say('I søkeresultater og lenkeforhåndsvisninger.', 'In search results and link previews.'),
  ),
})

export type PageMeta = z.output<typeof pageSchema>

/** Each page's name in the editor, in its two interface languages; its address follows it. */
const pageNames: Record<StaticRouteId, [string, string]> = {
  home: ['Forsiden', 'Home page'],
  services: ['Tjenester', 'Services'],
  contact: ['Kontakt', 'Contact'],
  contactThanks: ['Takk for meldingen', 'Thank you for your message'],
  sitemap: ['Sidekart', 'Sitemap'],
  search: ['Søk', 'Search'],
  about: ['Om oss', 'About us'],
  projects: ['Prosjekter', 'Projects'],
  plugins: ['WordPress-utvidelser', 'WordPress plugins'],
  pluginTts: ['Tekst til tale', 'Text to speech'],
  pluginRefund: ['Refusjon', 'Refund policy'],
  terms: ['Vilkår', 'Terms'],
  privacy: ['Personvern', 'Privacy'],
  accessibility: ['Tilgjengelighetserklæring', 'Accessibility statement'],
  blog: ['Blogg', 'Blog'],
  jobs: ['Ledige stillinger', 'Job openings'],
  portal: ['Kundeportalen', 'Customer portal'],
  portalResetPassword: ['Kundeportalen: nytt passord', 'Customer portal: reset password'],
  portalAccount: ['Kundeportalen: konto', 'Customer portal: account'],
}

/** One language's block: a group per static route, named in the editor by the page's name and address. */
export const pageMetaSchema = z.strictObject(
  Object.fromEntries(
    staticRouteIds.map((id) => {
      const [nb, en] = pageNames[id]
      return [id, inEditor(pageSchema, say(`${nb} (${routes[id].nb})`, `${en} (${routes[id].en})`))]
    }),
  ) as Record<StaticRouteId, typeof pageSchema>,
)

export const pageMetaFile = defineSingleton('pages/meta.yml', {
  schema: pageMetaSchema,
  // The number of job files: the jobs page counts them when it renders, so a new file counts at once.
  slots: ['fact:careers.openPositions'],
  editor: {
    label: say('Sidetitler og beskrivelser', 'Page titles and descriptions'),
    description: say(
      'Tittelen og beskrivelsen i søkeresultater for hver side som ikke har dem i sin egen fil, etter adresse.',
      'The title and description in search results of every page that has none in a file of its own, by address.',
    ),
    group: { name: 'meta', label: say('Sidetitler og beskrivelser', 'Page titles and descriptions') },
  },
})

/** Each static page's title and description in both languages, by route id. */
export function loadPageMeta(options: LoadOptions = {}): Record<StaticRouteId, Localized<PageMeta>> {
  const file = pageMetaFile.get(options)
  return Object.fromEntries(
    staticRouteIds.map((id) => [id, Object.fromEntries(locales.map((locale) => [locale, file[locale][id]]))]),
  ) as Record<StaticRouteId, Localized<PageMeta>>
}

export const pageMeta = loadPageMeta()

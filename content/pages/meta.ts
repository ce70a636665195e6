/**
 * The title and description of every page that is not made from a content file of its own kind.
 * A page with a file of its own (the home page, About, Contact, the legal documents, ...) has them
 * in that file, `meta:` in each language's block, so they are edited with the page; the others
 * (the sitemap, search, the blog's list, the portal) in content/pages/meta.yml, one group per route
 * id of content/site/routes.ts in each language. Blog posts, blog categories, job pages, case
 * studies and service pages take theirs from their own files. Every other route of the table (a
 * path without a parameter) has its title in exactly one place; a group of no such route is an
 * error naming the file and the route.
 *
 * Read when the module loads, so it runs in Node only; where a bundle imports it (a story), the
 * build puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import { defineSingleton, validateEntry } from '../loader/collection.ts'
import { inEditor, type EditorText } from '../loader/editor.ts'
import path from 'node:path'
import { ContentError } from '../loader/errors.ts'
import { contentRoot, displayPath, readYaml, type LoadOptions } from '../loader/files.ts'
import { pageMetaBlock, pageSchema } from './page-meta-block.ts'
import { locales, type Localized } from '../site/locales.ts'
import { isParameterised, routeIds, routes, type RouteId } from '../site/routes.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

/** The routes whose pages are made from content files: those whose path has a parameter. */
export type GeneratedRouteId = 'blogCategory' | 'blogPost' | 'job' | 'projectCase' | 'service'
/** The other routes, each with a title and a description in the file. */
export type StaticRouteId = Exclude<RouteId, GeneratedRouteId>

export const staticRouteIds = routeIds.filter((id): id is StaticRouteId => !isParameterised(id))

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

/** The pages whose title and description are in their own file (`meta:` in each language's block), by route id. */
export const metaInPageFile = {
  home: 'pages/home.yml',
  services: 'pages/services-index.yml',
  contact: 'pages/contact.yml',
  contactThanks: 'pages/contact-thanks.yml',
  about: 'pages/about.yml',
  projects: 'pages/projects.yml',
  plugins: 'pages/plugins.yml',
  pluginTts: 'pages/tts.yml',
  jobs: 'pages/careers.yml',
  terms: 'pages/legal/terms.yml',
  privacy: 'pages/legal/privacy.yml',
  accessibility: 'pages/legal/accessibility.yml',
  pluginRefund: 'pages/legal/refund.yml',
} as const satisfies Partial<Record<StaticRouteId, string>>

type PageFileMetaId = keyof typeof metaInPageFile
/** The static routes whose pages have no file of their own: their titles are in meta.yml. */
export type SharedMetaId = Exclude<StaticRouteId, PageFileMetaId>
export const sharedMetaIds = staticRouteIds.filter((id): id is SharedMetaId => !Object.hasOwn(metaInPageFile, id))

/** One language's block: a group per route of meta.yml, named in the editor by the page's name and address. */
export const pageMetaSchema = z.strictObject(
  Object.fromEntries(
    sharedMetaIds.map((id) => {
      const [nb, en] = pageNames[id]
      return [id, inEditor(pageSchema, say(`${nb} (${routes[id].nb})`, `${en} (${routes[id].en})`))]
    }),
  ) as Record<SharedMetaId, typeof pageSchema>,
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

/**
 * A page file's `meta:` blocks, read as the page's own loader reads them: the placeholders resolved
 * (the jobs page's count of openings is filled in when it renders), the lengths checked, a problem
 * named by the page's file and field.
 */
function metaOfPageFile(file: string, options: LoadOptions): Localized<PageMeta> {
  const absolute = path.join(contentRoot(options), file)
  let data: unknown
  try {
    data = readYaml(absolute).data
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ContentError(displayPath(absolute), [{ path: '', message: 'expected this file, found none' }])
    }
    throw error
  }
  const blocks = Object.fromEntries(
    locales.map((locale) => [
      locale,
      { meta: (data as Record<string, { meta?: unknown } | undefined>)?.[locale]?.meta },
    ]),
  )
  const entry = validateEntry(absolute, blocks, { schema: ownMeta, slots: ['fact:careers.openPositions'] }, options)
  return { nb: entry.nb.meta, en: entry.en.meta }
}

const ownMeta = z.strictObject({ meta: pageMetaBlock })

/** Each static page's title and description in both languages, by route id. */
export function loadPageMeta(options: LoadOptions = {}): Record<StaticRouteId, Localized<PageMeta>> {
  const file = pageMetaFile.get(options)
  const pageFiles: Record<string, string> = metaInPageFile
  return Object.fromEntries(
    staticRouteIds.map((id) => [
      id,
      Object.hasOwn(pageFiles, id)
        ? metaOfPageFile(pageFiles[id]!, options)
        : Object.fromEntries(locales.map((locale) => [locale, file[locale][id as SharedMetaId]])),
    ]),
  ) as Record<StaticRouteId, Localized<PageMeta>>
}

export const pageMeta = loadPageMeta()

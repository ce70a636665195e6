/**
 * Links to pages made from content entries. A route whose parameter names an entry of a content
 * folder (the service pages: `/tjenester/:slug/`, one file per service in content/services/) is
 * linked by the entry's file name, the same in both languages: `[SEO](route:service?slug=seo-optimalisering)`.
 * After a file is validated, each such link gets the slug of its language (`seo-optimization` in the
 * English block), read from the linked entry's file, so the link follows the page into both
 * languages and a renamed English slug needs no edit elsewhere. A language's own slug is accepted
 * too. A link to an entry that does not exist is an error naming the field.
 */
import path from 'node:path'
import type { Locale } from '../site/locales.ts'
import { entryParams, type EntryParams, type RouteId } from '../site/routes.ts'
import type { ContentProblem } from './errors.ts'
import { contentRoot, displayPath, entryFiles, readYaml, type LoadOptions } from './files.ts'

/** The slug of each entry of a folder in a language, by file name, read from the files as written. */
function slugsOf(folder: string, locale: Locale, options: LoadOptions): Map<string, string | undefined> {
  const slugs = new Map<string, string | undefined>()
  for (const file of entryFiles(folder, options)) {
    let slug: unknown
    try {
      slug = (readYaml(file).data as Record<string, { slug?: unknown } | undefined> | null)?.[locale]?.slug
    } catch {
      // A file that does not parse is reported when its own collection loads.
    }
    slugs.set(path.basename(file, '.yml'), typeof slug === 'string' ? slug : undefined)
  }
  return slugs
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A value with the entry parameters of its links written in the language, and the problems of the
 * links whose entry does not exist, each at its dotted path under `at`.
 */
export function resolveEntryLinks<T>(
  value: T,
  locale: Locale,
  at: string,
  options: LoadOptions,
  problems: ContentProblem[],
  routes: EntryParams = entryParams,
): T {
  if (Array.isArray(value)) {
    return value.map((item, i) => resolveEntryLinks(item, locale, `${at}.${i}`, options, problems, routes)) as T
  }
  if (!isRecord(value)) return value
  const entries = typeof value.to === 'string' ? routes[value.to as RouteId] : undefined
  if (entries && isRecord(value.params)) {
    const written = value.params[entries.param]
    const slugs = slugsOf(entries.folder, locale, options)
    const own = typeof written === 'string' ? slugs.get(written) : undefined
    if (own !== undefined) return { ...value, params: { ...value.params, [entries.param]: own } }
    if ([...slugs.values()].includes(written as string)) return value
    const folder = displayPath(path.join(contentRoot(options), entries.folder))
    problems.push({
      path: at,
      message: `the link "${String(value.text)}" goes to route:${String(value.to)}?${entries.param}=${String(written)}, which is no file of ${folder}/ (expected one of ${[...slugs.keys()].join(', ')})`,
    })
    return value
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      resolveEntryLinks(item, locale, `${at}.${key}`, options, problems, routes),
    ]),
  ) as T
}

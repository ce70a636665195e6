/**
 * Collections of content files, each validated by its zod schema.
 *
 * A file holds one entry in both languages side by side: top-level `nb:` and `en:` blocks of the
 * same shape (what the editor's single-file i18n reads and writes). Loading a file checks, and
 * reports together as one ContentError naming the file and each field:
 * - both languages are there, and every field one language has, the other has too (a missing
 *   translation is an error, never a fallback to the other language);
 * - fields that do not depend on the language (a number, a date) agree between the blocks;
 * - placeholders resolve (./placeholders.ts);
 * - each block passes the collection's schema, Markdown included;
 * - links to pages made from entries name entries that exist (./entry-links.ts).
 * Validated entries are cached by the file's modification time.
 */
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import type { z } from 'zod'
import { locales, type Locale } from '../site/locales.ts'
import { registerDefinition, type CollectionEditor } from './editor.ts'
import {
  ContentError,
  ContentErrors,
  describeValue,
  dotted,
  schemaProblems,
  valueAt,
  type ContentProblem,
} from './errors.ts'
import { resolveEntryLinks } from './entry-links.ts'
import { contentRoot, displayPath, entryFiles, readYaml, withLoadOptions, type LoadOptions } from './files.ts'
import { resolvePlaceholders } from './placeholders.ts'

const languageNames: Record<Locale, string> = { nb: 'Norwegian (bokmål)', en: 'English' }

/** An entry: its id (the file name without `.yml`) and its data in each language. */
export type Entry<Schema extends z.ZodType> = { id: string; file: string } & Record<Locale, z.output<Schema>>

export type CollectionConfig<Schema extends z.ZodType> = {
  /** What one language's block of a file must be. */
  schema: Schema
  /** Fields that must be the same in both languages (dotted paths inside a block). */
  shared?: readonly string[]
  /** Placeholders the collection fills itself later (`title` for `{title}`). */
  slots?: readonly string[]
  /** Further checks of one entry, beyond its schema. */
  check?: (entry: Entry<Schema>) => ContentProblem[]
  /** How the editor at /admin names it (./editor.ts); defining it is what lists it there. */
  editor?: CollectionEditor
}

export { ContentErrors } from './errors.ts'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isAbsent(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  )
}

/** Fields one language has and the other lacks, at any depth of nested groups. */
function missingTranslations(blocks: Record<Locale, Record<string, unknown>>, at: string[] = []): ContentProblem[] {
  const problems: ContentProblem[] = []
  const keys = new Set(locales.flatMap((locale) => Object.keys(blocks[locale])))
  for (const key of keys) {
    const here = [...at, key]
    const values = Object.fromEntries(locales.map((locale) => [locale, blocks[locale][key]])) as Record<Locale, unknown>
    const present = locales.filter((locale) => !isAbsent(values[locale]))
    if (present.length > 0 && present.length < locales.length) {
      const has = present[0]!
      for (const locale of locales.filter((l) => !present.includes(l))) {
        problems.push({
          path: dotted([locale, ...here]),
          message: `expected the ${languageNames[locale]} translation of ${dotted([has, ...here])}, got ${describeValue(values[locale])}`,
        })
      }
    } else if (locales.every((locale) => isRecord(values[locale]))) {
      problems.push(...missingTranslations(values as Record<Locale, Record<string, unknown>>, here))
    }
  }
  return problems
}

function sharedDisagreements(
  blocks: Record<Locale, Record<string, unknown>>,
  shared: readonly string[],
): ContentProblem[] {
  const [first, ...others] = locales
  const problems: ContentProblem[] = []
  for (const field of shared) {
    const parts = field.split('.')
    const reference = valueAt(blocks[first], parts)
    for (const locale of others) {
      const value = valueAt(blocks[locale], parts)
      if (isAbsent(reference) || isAbsent(value) || isDeepStrictEqual(reference, value)) continue
      problems.push({
        path: `${locale}.${field}`,
        message: `expected ${describeValue(reference)}, the same as ${first}.${field} (the field does not depend on the language), got ${describeValue(value)}`,
      })
    }
  }
  return problems
}

/** A copy of `block` with `value` at the dotted `parts`, each group on the way copied too. */
function setAt(block: Record<string, unknown>, parts: readonly string[], value: unknown): Record<string, unknown> {
  const [key, ...rest] = parts as [string, ...string[]]
  if (rest.length === 0) return { ...block, [key]: value }
  const inner = block[key]
  return isRecord(inner) ? { ...block, [key]: setAt(inner, rest, value) } : block
}

/**
 * The blocks with each field that does not depend on the language given in every language: a
 * shared field may be written once, in the first language's block (the editor writes a shared
 * list there only), and the others read it from there. A value a block gives itself stays, and
 * must agree (sharedDisagreements).
 */
function withSharedFilled(
  blocks: Record<Locale, Record<string, unknown>>,
  shared: readonly string[],
): Record<Locale, Record<string, unknown>> {
  const [first, ...others] = locales
  const filled = { ...blocks }
  for (const field of shared) {
    const parts = field.split('.')
    const value = valueAt(blocks[first], parts)
    if (isAbsent(value)) continue
    for (const locale of others) {
      if (isAbsent(valueAt(filled[locale], parts)))
        filled[locale] = setAt(filled[locale], parts, structuredClone(value))
    }
  }
  return filled
}

/** Validates the data of one file; throws a ContentError with every problem found. */
export function validateEntry<Schema extends z.ZodType>(
  file: string,
  data: unknown,
  config: CollectionConfig<Schema>,
  options: LoadOptions = {},
): Entry<Schema> {
  const shown = displayPath(file)
  const id = path.basename(file, '.yml')
  if (!isRecord(data)) {
    throw new ContentError(shown, [
      { path: '', message: `expected ${locales.map((l) => `${l}:`).join(' and ')} blocks, got ${describeValue(data)}` },
    ])
  }
  const problems: ContentProblem[] = []
  for (const key of Object.keys(data)) {
    if (!(locales as readonly string[]).includes(key)) {
      problems.push({
        path: key,
        message: `is not a language of the site: expected only ${locales.map((l) => `${l}:`).join(' and ')} at the top, with the fields inside each`,
      })
    }
  }
  for (const locale of locales) {
    if (!isRecord(data[locale])) {
      problems.push({
        path: locale,
        message: `expected the ${languageNames[locale]} version of the entry (the ${locale}: block), got ${describeValue(data[locale])}`,
      })
    }
  }
  if (problems.length > 0) throw new ContentError(shown, problems)

  // Whether the shared fields agree is a question about the file as written; what a block leaves
  // out, it takes from the first language's.
  const written = data as Record<Locale, Record<string, unknown>>
  const blocks = withSharedFilled(written, config.shared ?? [])
  problems.push(...missingTranslations(blocks), ...sharedDisagreements(written, config.shared ?? []))
  const output = {} as Record<Locale, z.output<Schema>>
  for (const locale of locales) {
    const resolved = resolvePlaceholders(
      blocks[locale],
      locale,
      { ...options, locale, slots: config.slots ?? [] },
      problems,
    )
    const result = withLoadOptions(options, () => config.schema.safeParse(resolved, { reportInput: true }))
    if (result.success) output[locale] = resolveEntryLinks(result.data, locale, locale, options, problems)
    else problems.push(...schemaProblems(result.error.issues, resolved, [locale]))
  }
  // One message per field: a missing translation says more than "expected a text, got nothing".
  const seen = new Set<string>()
  const unique = problems.filter((problem) => {
    const duplicate = seen.has(problem.path) && problem.message.startsWith('expected a')
    seen.add(problem.path)
    return !duplicate
  })
  if (unique.length > 0) throw new ContentError(shown, unique)
  const entry = { id, file: shown, ...output } as Entry<Schema>
  const further = withLoadOptions(options, () => config.check?.(entry) ?? [])
  if (further.length > 0) throw new ContentError(shown, further)
  return entry
}

type Cached<T> = { mtimeMs: number; size: number; entry: T }

function cachedLoader<Schema extends z.ZodType>(config: CollectionConfig<Schema>) {
  const cache = new Map<string, Cached<Entry<Schema>>>()
  return (file: string, options: LoadOptions): Entry<Schema> => {
    const { data, mtimeMs, size } = readYaml(file)
    const cached = cache.get(file)
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.entry
    const entry = validateEntry(file, data, config, options)
    cache.set(file, { mtimeMs, size, entry })
    return entry
  }
}

export type Collection<Schema extends z.ZodType> = {
  folder: string
  /** Every entry of the folder, by file name; throws naming each bad file and field. */
  all(options?: LoadOptions): Entry<Schema>[]
  /** The files the collection reads (for a dev server to watch). */
  files(options?: LoadOptions): string[]
}

/** A folder of entries, one file each: `content/<folder>/<id>.yml`. */
export function defineCollection<Schema extends z.ZodType>(
  folder: string,
  config: CollectionConfig<Schema> & {
    /** Checks across entries (unique slugs); problems by the entry they concern. */
    checkAll?: (entries: readonly Entry<Schema>[]) => { entry: Entry<Schema>; problem: ContentProblem }[]
  },
): Collection<Schema> {
  const load = cachedLoader(config)
  registerDefinition({
    kind: 'folder',
    path: folder,
    schema: config.schema,
    shared: config.shared ?? [],
    editor: config.editor,
  })
  return {
    folder,
    files: (options = {}) => entryFiles(folder, options),
    all(options = {}) {
      const entries: Entry<Schema>[] = []
      const errors: ContentError[] = []
      for (const file of entryFiles(folder, options)) {
        try {
          entries.push(load(file, options))
        } catch (error) {
          if (error instanceof ContentError) errors.push(error)
          else throw error
        }
      }
      if (errors.length === 0 && config.checkAll) {
        const byFile = new Map<string, ContentProblem[]>()
        for (const { entry, problem } of config.checkAll(entries)) {
          byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), problem])
        }
        for (const [file, problems] of byFile) errors.push(new ContentError(file, problems))
      }
      if (errors.length === 1) throw errors[0]
      if (errors.length > 1) throw new ContentErrors(errors)
      return entries
    },
  }
}

export type Singleton<Schema extends z.ZodType> = {
  file: string
  /** The file's entry; throws naming the file and each bad field. */
  get(options?: LoadOptions): Entry<Schema>
  path(options?: LoadOptions): string
}

/** One file of its own kind, such as a template: `content/<file>`. */
export function defineSingleton<Schema extends z.ZodType>(
  file: string,
  config: CollectionConfig<Schema>,
): Singleton<Schema> {
  const load = cachedLoader(config)
  registerDefinition({
    kind: 'file',
    path: file,
    schema: config.schema,
    shared: config.shared ?? [],
    editor: config.editor,
  })
  const at = (options: LoadOptions = {}) => path.join(contentRoot(options), file)
  return {
    file,
    path: at,
    get(options = {}) {
      const absolute = at(options)
      try {
        return load(absolute, options)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new ContentError(displayPath(absolute), [{ path: '', message: 'expected this file, found none' }])
        }
        throw error
      }
    },
  }
}

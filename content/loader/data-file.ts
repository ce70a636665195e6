/**
 * Data files: values that do not depend on the language, such as the business facts
 * (`content/facts/prices.yml`), written once with no `nb:` and `en:` blocks. A value that does
 * differ by language (a price in NOK and in USD) is written as a group with an `nb:` and an `en:`
 * field inside the file. Validated by a zod schema like the collections, with the same errors
 * (file, dotted field, what was expected, every problem of the file at once), and cached by the
 * file's modification time.
 */
import path from 'node:path'
import type { z } from 'zod'
import { registerDefinition, type CollectionEditor } from './editor.ts'
import { ContentError, schemaProblems } from './errors.ts'
import { contentRoot, displayPath, readYaml, withLoadOptions, type LoadOptions } from './files.ts'

/** Validates the data of one data file; throws a ContentError with every problem found. */
export function validateData<Schema extends z.ZodType>(
  file: string,
  data: unknown,
  schema: Schema,
  options: LoadOptions = {},
): z.output<Schema> {
  const result = withLoadOptions(options, () => schema.safeParse(data, { reportInput: true }))
  if (result.success) return result.data
  throw new ContentError(displayPath(file), schemaProblems(result.error.issues, data))
}

export type DataFile<Schema extends z.ZodType> = {
  /** The file under the content root (`facts/prices.yml`). */
  file: string
  /** The file's values; throws naming the file and each bad field. */
  get(options?: LoadOptions): z.output<Schema>
  /** Where the file is. */
  path(options?: LoadOptions): string
}

/**
 * One data file: `content/<file>`, validated by `schema`. With `editor`, the editor at /admin offers
 * the file as one form (untranslated: the file has no language blocks).
 */
export function defineDataFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  editor?: CollectionEditor,
): DataFile<Schema> {
  if (editor) registerDefinition({ kind: 'file', path: file, schema, shared: [], editor, translated: false })
  const cache = new Map<string, { mtimeMs: number; size: number; value: z.output<Schema> }>()
  const at = (options: LoadOptions = {}) => path.join(contentRoot(options), file)
  return {
    file,
    path: at,
    get(options = {}) {
      const absolute = at(options)
      let read: ReturnType<typeof readYaml>
      try {
        read = readYaml(absolute)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new ContentError(displayPath(absolute), [{ path: '', message: 'expected this file, found none' }])
        }
        throw error
      }
      const cached = cache.get(absolute)
      if (cached && cached.mtimeMs === read.mtimeMs && cached.size === read.size) return cached.value
      const value = validateData(absolute, read.data, schema, options)
      cache.set(absolute, { mtimeMs: read.mtimeMs, size: read.size, value })
      return value
    },
  }
}

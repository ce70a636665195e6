/**
 * Where the content files are and how they are read: the content root (an option, else the
 * CONTENT_DIR environment variable, else `content`, relative to the working directory that
 * builds, the dev server, scripts and tests all run in), and YAML files parsed with `yaml`,
 * cached by modification time so that `vike dev` shows an edit on the next request.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'yaml'
import { ContentError } from './errors.ts'

export type LoadOptions = {
  /** The content folder; CONTENT_DIR or `content` when not given. */
  root?: string | undefined
}

/**
 * The options of the file being validated now. Validation is synchronous, so a field that reads
 * another file (an image beside the content) learns the content root here, from the load that
 * called it, without the schema having to carry it.
 */
let validating: LoadOptions = {}

/** Runs a synchronous validation with the options of the load that asked for it. */
export function withLoadOptions<T>(options: LoadOptions, validate: () => T): T {
  const outer = validating
  validating = options
  try {
    return validate()
  } finally {
    validating = outer
  }
}

/** The options of the validation running now (see `withLoadOptions`); none outside one. */
export function currentLoadOptions(): LoadOptions {
  return validating
}

/** The content folder as an absolute path, read on every call so a test or script may point it elsewhere. */
export function contentRoot(options: LoadOptions = {}): string {
  const root = options.root ?? process.env.CONTENT_DIR ?? 'content'
  return path.resolve(process.cwd(), root.trim() === '' ? 'content' : root)
}

/** A file as messages name it: relative to the working directory when inside it (`content/jobs/x.yml`). */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/')
}

/** The entry files of a folder collection: `<root>/<folder>/*.yml`, by name. None if the folder is missing. */
export function entryFiles(folder: string, options: LoadOptions = {}): string[] {
  const dir = path.join(contentRoot(options), folder)
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return names
    .filter((name) => name.endsWith('.yml') && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(dir, name))
}

/** A file's data with the modification time and size it was read at. */
export type YamlFile = { data: unknown; mtimeMs: number; size: number }
const parsed = new Map<string, YamlFile>()

/**
 * The data of a YAML file. A syntax error is a ContentError with the line and column; an empty
 * file is `null`. Parsed again only when the file's modification time or size changed.
 */
export function readYaml(file: string): YamlFile {
  const stat = statSync(file)
  const cached = parsed.get(file)
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached
  const doc = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: true, uniqueKeys: true })
  if (doc.errors.length > 0) {
    throw new ContentError(
      displayPath(file),
      doc.errors.map((error) => ({
        path: '',
        message: `not valid YAML${error.linePos ? ` at line ${error.linePos[0].line}, column ${error.linePos[0].col}` : ''}: ${error.message.split('\n')[0]}`,
      })),
    )
  }
  const read: YamlFile = { data: doc.toJS(), mtimeMs: stat.mtimeMs, size: stat.size }
  parsed.set(file, read)
  return read
}

/**
 * Finds every kind of content the site defines: the modules under `content/` and `lib/` (the code
 * of this checkout; CONTENT_DIR moves only the data files) that call `defineCollection`,
 * `defineSingleton`, `defineDataFile` or `defineMarkdownFolder` are imported, and the loader's registry lists what
 * they defined. A kind of content thus appears in the editor by being defined, and no list of
 * collections is kept by hand.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { contentDefinitions, type ContentDefinition } from '../../content/loader/editor.ts'
import { ContentError, ContentErrors } from '../../content/loader/errors.ts'

/** The folders of the site's code that may define content, beside the working directory's package.json. */
export function codeRoots(): string[] {
  return ['content', 'lib'].map((folder) => path.resolve(process.cwd(), folder))
}

const defines = /\bdefine(?:Collection|Singleton|MarkdownFolder|DataFile)\s*\(/

/** Folders whose modules define no content: the loader itself and the editor. */
function skipped(folder: string): boolean {
  const relative = path.relative(process.cwd(), folder).split(path.sep).join('/')
  return relative === 'content/loader' || relative === 'lib/editor'
}

/** The modules that define content, as absolute paths, by name. Tests, stories and type files are not among them. */
export function definingModules(roots = codeRoots()): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) {
        if (!skipped(full)) walk(full)
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|spec|stories|d)\.tsx?$/.test(entry.name) &&
        defines.test(readFileSync(full, 'utf8'))
      ) {
        found.push(full)
      }
    }
  }
  for (const root of roots) walk(root)
  return found.sort()
}

/**
 * Imports the modules that define content and returns what they defined for the editor: the
 * definitions that name themselves for it (`editor`: the collection's names, its fields named with
 * `inEditor`). A kind of content defined without them (the services for now) is validated by every
 * build as usual but not offered in the editor, where its fields would have no names.
 */
export async function discoverDefinitions(
  roots = codeRoots(),
  onContentError: (file: string, error: Error) => void = () => undefined,
): Promise<ContentDefinition[]> {
  for (const file of definingModules(roots)) {
    try {
      await import(/* @vite-ignore */ pathToFileURL(file).href)
    } catch (error) {
      // A module that reads the content when it loads stops at a file the schema refuses (a
      // placeholder that names no fact, an empty translation). What it defined before that is
      // defined, and the editor must still load with it so that the file can be mended there:
      // its configuration depends on the schemas, never on the content being valid. A fault of
      // the code itself is no content error and stops as before.
      if (!(error instanceof ContentError || error instanceof ContentErrors)) throw error
      onContentError(file, error)
    }
  }
  return contentDefinitions().filter((definition) => definition.editor !== undefined)
}

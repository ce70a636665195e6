/**
 * Finds every collection and singleton the site defines: the modules under `content/` (the code
 * folder of this checkout; CONTENT_DIR moves only the data files) that call `defineCollection` or
 * `defineSingleton` are imported, and the loader's registry lists what they defined. A kind of
 * content thus appears in the editor by being defined, and no list of collections is kept by hand.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { contentDefinitions, type ContentDefinition } from '../../content/loader/editor'

/** The folder of the content's schemas and loaders, beside the working directory's package.json. */
export function contentCodeRoot(): string {
  return path.resolve(process.cwd(), 'content')
}

const defines = /\bdefine(?:Collection|Singleton)\s*\(/

/** The modules that define content, as absolute paths, by name. Tests, stories and the loader itself are not among them. */
export function definingModules(root = contentCodeRoot()): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) {
        if (full !== path.join(root, 'loader')) walk(full)
      } else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|spec|stories|d)\.tsx?$/.test(entry.name) &&
        defines.test(readFileSync(full, 'utf8'))
      ) {
        found.push(full)
      }
    }
  }
  walk(root)
  return found.sort()
}

/** Imports the modules that define content and returns what they defined. */
export async function discoverDefinitions(root = contentCodeRoot()): Promise<ContentDefinition[]> {
  for (const file of definingModules(root)) await import(/* @vite-ignore */ pathToFileURL(file).href)
  return contentDefinitions()
}

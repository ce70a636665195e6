/** Reading the built site: shared by the budget, the benchmarks and the site checks. */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { hydrationModules, moduleTags } from '../resource-hints'

export function clientDir(): string {
  return path.resolve(process.env.OUT_DIR ?? 'dist', 'client')
}

/** Every prerendered HTML page: its URL path and file. */
export function builtPages(dir = clientDir()): { urlPath: string; file: string }[] {
  const pages: { urlPath: string; file: string }[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'index.html') {
        const rel = path.relative(dir, path.dirname(full)).split(path.sep).join('/')
        pages.push({ urlPath: rel === '' ? '/' : `/${rel}/`, file: full })
      }
    }
  }
  walk(dir)
  return pages.sort((a, b) => a.urlPath.localeCompare(b.urlPath))
}

export function readText(file: string): string {
  return readFileSync(file, 'utf8')
}

export function fileSize(file: string): number {
  return statSync(file).size
}

/**
 * Scripts a page loads before it is interactive: module entry scripts and modulepreloads, and
 * those the page adds after its first paint (the hydration data block, scripts/resource-hints.ts).
 */
export function firstLoadScripts(html: string): string[] {
  const { scripts, preloads } = moduleTags(html)
  const deferred = hydrationModules(html)
  const afterPaint = deferred ? [deferred.entry, ...deferred.modules] : []
  return [...new Set([...scripts, ...preloads, ...afterPaint])]
}

export function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
}

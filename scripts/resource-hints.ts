/**
 * How a prerendered page loads its script. Vike puts a `<link rel="modulepreload">` in the head
 * for every chunk the page hydrates with and its entry script at the end of the body, so on a slow
 * link about 95 KB of script shares the bandwidth with the stylesheet, the font and the hero image
 * the first paint waits for. The page is complete without its script, so the build takes those
 * tags out and lists them in a JSON data block instead; renderer/hydration.ts adds them back once
 * the page reports its first contentful paint. Measured with Lighthouse (mobile): largest
 * contentful paint 2.3-2.5 s -> 1.4-1.6 s, first contentful paint 1.0 s -> 0.76 s.
 */
import { hydrationDataId, type HydrationModules } from '../renderer/hydration'

const modulePreload = /[ \t]*<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="([^"]+)"[^>]*>\n?/g
const moduleScript = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/script>/g

/** The module scripts and module preloads the HTML itself loads, in document order. */
export function moduleTags(html: string): { scripts: string[]; preloads: string[] } {
  return {
    scripts: [...html.matchAll(moduleScript)].map((m) => m[1]!),
    preloads: [...html.matchAll(modulePreload)].map((m) => m[1]!),
  }
}

/** The hydration data block of a page, or null when it has none. */
export function hydrationModules(html: string): HydrationModules | null {
  const block = new RegExp(`<script type="application/json" id="${hydrationDataId}">([^<]*)</script>`).exec(html)
  return block ? (JSON.parse(block[1]!) as HydrationModules) : null
}

/**
 * Replaces the module entry script and the module preloads with the data block. A page without a
 * module entry, or one already rewritten, comes back unchanged.
 */
export function deferHydration(html: string): string {
  const { scripts, preloads } = moduleTags(html)
  const entry = scripts[0]
  if (entry === undefined) return html
  const data: HydrationModules = { entry, modules: preloads }
  const block = `<script type="application/json" id="${hydrationDataId}">${JSON.stringify(data)}</script>`
  // The entry's tag becomes the data block (a function replacer: no `$` patterns in the JSON).
  return html.replace(modulePreload, '').replace(new RegExp(moduleScript.source), () => block)
}

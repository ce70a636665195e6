/**
 * How a prerendered page loads its script. Vike puts a `<link rel="modulepreload">` in the head
 * for every chunk the page hydrates with and its entry script at the end of the body, so on a slow
 * link about 95 KB of script shares the bandwidth with the stylesheet, the font and the hero image
 * the first paint waits for. The page is complete without its script, so the build takes those
 * tags out and lists them in a JSON data block instead; renderer/hydration.ts adds them back once
 * the first frame is painted. Measured with Lighthouse (mobile) on a service page: fetch priority
 * low on the preloads brought first contentful paint from 2.0 s to 1.0 s; loading them after the
 * first paint keeps them out of the largest contentful paint as well.
 */
import { hydrationDataId, type HydrationModules } from '../renderer/hydration'

const modulePreload = /[ \t]*<link\b(?=[^>]*\brel="modulepreload")[^>]*>\n?/g
const moduleEntry = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/script>/
const href = /\bhref="([^"]+)"/

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
  const entry = moduleEntry.exec(html)
  if (!entry) return html
  const modules = [...html.matchAll(modulePreload)].map((tag) => href.exec(tag[0])?.[1]).filter((m) => m !== undefined)
  const data: HydrationModules = { entry: entry[1]!, modules }
  return html
    .replace(modulePreload, '')
    .replace(
      moduleEntry,
      () => `<script type="application/json" id="${hydrationDataId}">${JSON.stringify(data)}</script>`,
    )
}

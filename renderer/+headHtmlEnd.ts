/**
 * `<link rel="modulepreload">` for the files the page's one script imports statically.
 *
 * Why: Vike builds more client entries than the one our pages load (its routing runtime and the
 * error page), and the bundler moves the code they share with renderer/+client.ts (the islands
 * runtime, the import helper) into a chunk the entry imports. For a page rendered to HTML only,
 * Vike preloads no script but the entry, so the browser would learn of that chunk only once the
 * entry had arrived: one more round trip before the runtime runs, which on a slow phone moves its
 * work after the first paint (measured as total blocking time on the home page). Announcing the
 * entry's static imports in the head loads them beside it. The build keeps the runtime in the entry
 * file itself (the `runtime` chunk group in vite.config.ts), so this usually announces nothing; it
 * stays so that a bundler that splits the entry again costs no round trip. Code that loads on demand (React, an
 * island) is not among them: only what the entry cannot run without.
 *
 * The file names come from the build's manifest, so in development (no manifest) nothing is added.
 */
import type { PageContextServer } from 'vike/types'
import { clientEntry, staticImports } from './entry-imports'

export default function headHtmlEnd(pageContext: PageContextServer): string {
  const { assetsManifest, baseAssets } = pageContext.globalContext
  if (!assetsManifest) return ''
  if (!assetsManifest[clientEntry]) throw new Error(`The build manifest has no entry for ${clientEntry}`)
  const base = baseAssets.endsWith('/') ? baseAssets : `${baseAssets}/`
  return staticImports(assetsManifest, clientEntry)
    .map((file) => `<link rel="modulepreload" href="${base}${file}">`)
    .join('')
}

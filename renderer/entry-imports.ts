/**
 * What a script imports statically, read from the build manifest: the page's one script for its
 * preloads (+headHtmlEnd.ts), and every entry for the script budget (scripts/quality/site-files.ts).
 */

/** The manifest key of the page's one script (see renderer/+client.ts). */
export const clientEntry = 'renderer/+client.ts'

export type ManifestEntry = { file: string; imports?: string[] }

/** The files `entry` imports statically, directly or through another import, each once. */
export function staticImports(manifest: Record<string, ManifestEntry>, entry: string): string[] {
  const files: string[] = []
  const seen = new Set<string>()
  const visit = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (seen.has(imported)) continue
      seen.add(imported)
      const chunk = manifest[imported]
      if (!chunk) throw new Error(`The build manifest has no entry for ${imported}, imported by ${key}`)
      files.push(chunk.file)
      visit(imported)
    }
  }
  visit(entry)
  return files
}

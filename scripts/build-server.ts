/**
 * Compiles the server (server/index.ts) and its command line (server/admin.ts) to plain
 * JavaScript in `<OUT_DIR>/server/`, so that production runs them with `node` alone: no
 * TypeScript loader, no build tools. The site's own modules are bundled in; packages stay
 * imports, and they must be exactly the `dependencies` of package.json, which is all a deploy
 * installs (`npm install --omit=dev`): the build stops on a package the server imports that is not
 * listed there, or one listed there that it does not import.
 *
 * `import.meta.env` is left as it is: the server reads its settings from the environment when it
 * starts (content/site/settings.ts), as under the development loader.
 *
 * Run by `npm run build` after the site; `npx tsx scripts/build-server.ts` alone.
 */
import { readFileSync, rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { rolldown } from 'rolldown'
import { bundledContent } from '../content/content-modules'
import { contentModules } from '../content/loader/vite-plugin'

const entries = { index: 'server/index.ts', admin: 'server/admin.ts' }

/** The package a bare import names: `pg` for `pg/lib/x`, `@hono/node-server` for `@hono/node-server/serve-static`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

const builtins = new Set(builtinModules)
const isBuiltin = (id: string) => id.startsWith('node:') || builtins.has(id) || builtins.has(id.split('/')[0]!)
const isBare = (id: string) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0')

/** Compiles the server into `outDir/server`; returns the packages it imports. */
export async function buildServer(outDir: string): Promise<string[]> {
  const dir = path.join(outDir, 'server')
  rmSync(dir, { recursive: true, force: true })
  const bundle = await rolldown({
    input: entries,
    platform: 'node',
    external: (id) => isBare(id),
    // The server's modules never read import.meta.env under Node; the browser build replaces it.
    transform: { target: 'node20' },
    logLevel: 'warn',
    // The content the server states (the reply time in its mails) is bundled as data, read from the
    // content files now: the server reads no content files when it runs.
    plugins: [contentModules(bundledContent)],
  })
  const { output } = await bundle.write({
    dir,
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: '[name]-[hash].js',
  })
  await bundle.close()
  const ownFiles = new Set(output.map((file) => file.fileName))
  const imported = new Set<string>()
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue
    for (const id of [...chunk.imports, ...chunk.dynamicImports]) {
      if (!ownFiles.has(id) && isBare(id) && !isBuiltin(id)) imported.add(packageOf(id))
    }
  }
  return [...imported].sort()
}

/** The differences between the packages the server imports and package.json's dependencies. */
export function dependencyMismatch(imported: readonly string[], dependencies: readonly string[]): string[] {
  const listed = new Set(dependencies)
  const used = new Set(imported)
  return [
    ...imported
      .filter((name) => !listed.has(name))
      .map((name) => `${name} is imported by the server but not a dependency`),
    ...dependencies
      .filter((name) => !used.has(name))
      .map((name) => `${name} is a dependency but the server does not import it`),
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.env.OUT_DIR ?? 'dist'
  const imported = await buildServer(outDir)
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies?: Record<string, string> }
  const problems = dependencyMismatch(imported, Object.keys(manifest.dependencies ?? {}))
  if (problems.length > 0) {
    console.error(`The server's packages and package.json's dependencies differ:\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(
    `server: ${outDir}/server/index.js and admin.js, importing ${imported.length} packages: ${imported.join(', ')}`,
  )
}

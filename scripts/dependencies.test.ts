/**
 * What package.json's `overrides` rely on. `machina` is pinned to 4.0.2, the last version whose
 * `engines` admit the Node version this project runs on (7.0.1, which livekit-client asks for, wants
 * Node 22.22, and npm warned about it at every install). livekit-client (the voice agent's SDK, through
 * @elevenlabs/react) bundles machina's code into its own files and never imports the package, so
 * the pin changes no byte the voice widget runs: this holds it, and the pin goes when it fails.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const livekit = path.resolve('node_modules/livekit-client')
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
  overrides?: Record<string, string>
}

/** The files of livekit-client that run in a browser (its ESM and UMD builds and their workers). */
function livekitBrowserFiles(): string[] {
  const dist = path.join(livekit, 'dist')
  return readdirSync(dist)
    .filter((name) => /\.(m?js)$/.test(name))
    .map((name) => path.join(dist, name))
}

describe('the machina pin', () => {
  it('is needed only while livekit-client bundles machina instead of importing it', () => {
    expect(packageJson.overrides?.machina).toBe('4.0.2')
    const files = livekitBrowserFiles()
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const code = readFileSync(file, 'utf8')
      expect(code, file).not.toMatch(/(?:from\s*|import\s*\(\s*|require\s*\(\s*)["']machina["']/)
    }
    // The bundled copy is there: the SDK's own state machines are machina's.
    expect(files.some((file) => readFileSync(file, 'utf8').includes('machina.type'))).toBe(true)
  })

  it('installs a machina whose engines admit the Node version of package.json', () => {
    // Where npm puts the copy livekit-client asks for: beside it, or hoisted to the top.
    const installed = [path.join(livekit, 'node_modules/machina'), path.resolve('node_modules/machina')].find((dir) =>
      existsSync(path.join(dir, 'package.json')),
    )
    expect(installed).toBeDefined()
    const machina = JSON.parse(readFileSync(path.join(installed!, 'package.json'), 'utf8')) as {
      version: string
      engines?: { node?: string }
    }
    expect(machina.version).toBe('4.0.2')
    expect(machina.engines?.node ?? '>=0').toMatch(/^>=0/)
    expect(packageJson.engines.node).toMatch(/^>=20/)
  })
})

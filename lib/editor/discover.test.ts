/**
 * The editor loads whatever the content holds: a file the schemas refuse (here a placeholder that
 * names no fact, as a marketer's typing mistake) must not take down the editor's configuration,
 * since the editor is where the marketer mends it. Each case runs in a process of its own, so the
 * content's modules read the broken copy afresh rather than the one this worker has loaded.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { parse } from 'yaml'
import { contentWith } from '../../tests/support/content-copy'
import { discoverDefinitions } from './discover'

/** The editor's Norwegian configuration and the warnings printed while making it, for content at `root`. */
function configFor(root: string): { config: { collections: { name: string }[] }; warnings: string } {
  const script = `
    const { adminConfigs } = await import(${JSON.stringify(path.resolve('lib/editor/admin-site.ts'))})
    const configs = await adminConfigs({ kind: 'local', url: 'http://127.0.0.1:3000/admin/api/v1' })
    process.stdout.write(configs.nb)
  `
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, CONTENT_DIR: root },
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`the editor's configuration failed:\n${run.stderr}`)
  return { config: parse(run.stdout) as { collections: { name: string }[] }, warnings: run.stderr }
}

describe("the editor's configuration", () => {
  it('loads with a content file the schemas refuse, naming the file and the field in its warning', () => {
    const healthy = configFor(path.resolve('content'))
    const root = contentWith('services/webdesign.yml', (data) => {
      const why = data.nb.why as { title: string }
      why.title = `${why.title} {fact:brandname}`
    })
    const broken = configFor(root)
    // Every collection the editor offers is still offered: the file can be opened and mended.
    expect(broken.config.collections.map((c) => c.name)).toEqual(healthy.config.collections.map((c) => c.name))
    expect(broken.warnings).toMatch(/webdesign\.yml: nb\.why\.title: \{fact:brandname\} names no fact/)
    expect(healthy.warnings).not.toMatch(/could not read the content/)
    // Two processes that each load the content's modules: on a busy 2-core machine, tens of seconds.
  }, 120_000)

  it('passes over a module that stops at the content, and still stops at a fault of the code', async () => {
    const folder = mkdtempSync(path.join(path.resolve('build'), 'discover-'))
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
    const contentErrors = path.resolve('content/loader/errors.ts')
    // Both "define" content (the discovery imports what calls define...( ), then throw as they load.
    writeFileSync(
      path.join(folder, 'refused.ts'),
      `// defineCollection(\nimport { ContentError } from ${JSON.stringify(contentErrors)}\nthrow new ContentError('jobs/x.yml', [{ path: 'nb.title', message: 'expected a text' }])\n`,
    )
    const seen: string[] = []
    await discoverDefinitions([folder], (file, error) => seen.push(`${path.basename(file)}: ${error.message}`))
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatch(/^refused\.ts: .*jobs\/x\.yml/)
    writeFileSync(path.join(folder, 'faulty.ts'), `// defineCollection(\nthrow new TypeError('a bug in the code')\n`)
    await expect(discoverDefinitions([folder])).rejects.toThrow('a bug in the code')
  })
})

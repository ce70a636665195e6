import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { rolldown } from 'rolldown'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentModules, namedExports } from './vite-plugin.ts'

let dir: string
let entry: string
let reader: string

/** A Node module that reads a file when it loads, a module that uses it, and the stand-in's plugin. */
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fjordlys-standin-'))
  reader = path.join(dir, 'reader.ts')
  entry = path.join(dir, 'entry.ts')
  writeFileSync(path.join(dir, 'figures.json'), '{"hours": 24}')
  writeFileSync(
    reader,
    "import { readFileSync } from 'node:fs'\nexport const figures = JSON.parse(readFileSync('figures.json', 'utf8'))\n",
  )
  writeFileSync(entry, "import { figures } from './reader'\nexport const answer = `within ${figures.hours} hours`\n")
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

const plugin = () => contentModules({ figures: { load: () => ({ figures: { hours: 24 } }), standsIn: reader } })

async function viteBuild(ssr: boolean): Promise<string> {
  const result = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin()],
    build: {
      write: false,
      minify: false,
      ...(ssr ? { ssr: entry } : { lib: { entry, formats: ['es'], fileName: 'entry' } }),
      rollupOptions: { external: [/^node:/] },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  const outputs = Array.isArray(result) ? result : [result]
  return outputs.flatMap((output) => output.output.map((file) => ('code' in file ? file.code : ''))).join('\n')
}

describe('given a content module that stands in for a Node module', () => {
  it('puts the loaded values, not the file reading, into a browser bundle', async () => {
    const code = await viteBuild(false)
    expect(code).toMatch(/"?hours"?: 24/)
    expect(code).not.toContain('readFileSync')
  })

  it('leaves the Node module to Vite’s server-side build, which runs in Node', async () => {
    const code = await viteBuild(true)
    expect(code).toContain('readFileSync')
  })

  it('puts the values into a Rolldown bundle (the compiled server)', async () => {
    const bundle = await rolldown({ input: entry, platform: 'node', plugins: [plugin()], logLevel: 'silent' })
    const { output } = await bundle.generate({ format: 'esm' })
    await bundle.close()
    const code = output.map((file) => ('code' in file ? file.code : '')).join('\n')
    expect(code).toMatch(/"?hours"?: 24/)
    expect(code).not.toContain('readFileSync')
  })

  it('refuses values that cannot be named exports', () => {
    expect(() => namedExports('facts', [1, 2])).toThrow(/must load an object/)
    expect(() => namedExports('facts', { 'not-a-name': 1 })).toThrow(/cannot be an export's name/)
    expect(namedExports('facts', { claims: { hours: 24 } })).toBe('export const claims = {"hours":24}\n')
  })
})

/**
 * Copies of the content folder for the tests of the content's loaders. A test that shows a loader
 * refusing a mistake makes the mistake in a copy of the content root (`contentRoot()`: CONTENT_DIR,
 * else content/), loads the copy and reads what the loader says; the content itself stays as it is
 * for every other test. The copy is of the content the loaders read, which need not be the
 * repository's content/, so that a file or an id a test picks from the loaded content is in the
 * copy too. `loadError` gives what the loader threw as text, so a test can match each problem that
 * one message names.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { onTestFinished } from 'vitest'
import { parse, stringify } from 'yaml'
import { contentRoot } from '../../content/loader/files'

/** A content file as most are written: a block of fields for each language. */
export type Blocks = Record<'nb' | 'en', Record<string, unknown>>

/**
 * A copy of the content root with the YAML file `file` (a path under it, such as 'pages/about.yml')
 * changed by `edit`; returns the copy's root. `Data` is how the test reads the file.
 *
 * Make the copy inside a test: it is removed when that test ends, passed or failed. The test
 * registers the removal itself rather than this module registering an `afterEach`: the content's
 * test files share their worker's modules (`isolate: false` in vitest.config.ts), so this module
 * runs once per worker, and a hook it registered would belong to the first of those files only.
 */
export function contentWith<Data = Blocks>(file: string, edit: (data: Data) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fjordlys-content-'))
  onTestFinished(() => rmSync(root, { recursive: true, force: true }))
  cpSync(contentRoot(), root, { recursive: true })
  const at = path.join(root, file)
  const data = parse(readFileSync(at, 'utf8')) as Data
  edit(data)
  writeFileSync(at, stringify(data))
  return root
}

/**
 * What `load` throws, as text. A `load` that returns fails the test: it throws "the file loaded",
 * or "`what` loaded" when told what was loaded.
 */
export function loadError(load: () => unknown, what = 'the file'): string {
  try {
    load()
  } catch (error) {
    return String(error)
  }
  throw new Error(`${what} loaded`)
}

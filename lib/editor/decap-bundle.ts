/**
 * The editor's code: Decap CMS as its own release builds it, the `decap-cms` package's prebuilt
 * bundle (decap-cms-app with React and Decap's locales, Norwegian among them), served as it is at
 * /admin. Its version and sha512 are those of tools/editor-bundle/package-lock.json, a lockfile of
 * its own that pins the release with its whole dependency tree, so npm audit, Renovate and
 * Dependabot see it like any dependency. Only its `dist/` files are used, so the package is
 * fetched alone with npm (`npm pack`) and checked against that sha512 instead of installed:
 * installed, it brings 631 packages it does not use at run time (380 MB, 104 s on an empty npm
 * cache), three times what building and serving the rest of the site installs. The files, with
 * brotli and gzip twins made once, are kept in node_modules/.cache, so a build copies them (a
 * brotli of the 5 MB bundle takes 27 s) and npm is asked again only for a new version.
 *
 * To update Decap: change its version in tools/editor-bundle/package.json and run
 * `npm install --package-lock-only --ignore-scripts` there.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** The lockfile that pins the release. */
export const decapLockfile = 'tools/editor-bundle/package-lock.json'

/** The release the lockfile pins: its name, version and sha512. */
export function lockedRelease(lockfile = decapLockfile): { name: string; version: string; integrity: string } {
  const name = 'decap-cms'
  const lock = JSON.parse(readFileSync(path.resolve(lockfile), 'utf8')) as {
    packages?: Record<string, { version?: string; integrity?: string }>
  }
  const entry = lock.packages?.[`node_modules/${name}`]
  if (!entry?.version || !entry.integrity) throw new Error(`${lockfile} pins no ${name} (its version and integrity)`)
  return { name, version: entry.version, integrity: entry.integrity }
}

export const decapRelease = lockedRelease()

/** The bundle's entry script, as the editor's page names it. */
export const decapEntry = 'decap-cms.js'

/**
 * The files the editor loads: the entry, the chunks it loads on demand (by their numbers, from the
 * entry's own folder) and the licence notices the bundle points to. Not the source maps, the copy
 * under another name (`cms.js`) or the WebAssembly of the WebP encoder (loaded only when the media
 * library is told to convert uploads, which this configuration does not).
 */
function isServed(name: string): boolean {
  return name === decapEntry || /^\d+\.decap-cms\.js$/.test(name) || name === `${decapEntry}.LICENSE.txt`
}

const run = promisify(execFile)

function cacheDir(): string {
  return path.resolve('node_modules/.cache', `${decapRelease.name}-${decapRelease.version}`)
}

/** npm as the running npm script uses it (npm_execpath), else the one on the PATH. */
async function npm(args: string[], cwd: string): Promise<string> {
  const execPath = process.env.npm_execpath
  const { stdout } =
    execPath && execPath.endsWith('.js')
      ? await run(process.execPath, [execPath, ...args], { cwd, maxBuffer: 16 * 1024 * 1024 })
      : await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { cwd, maxBuffer: 16 * 1024 * 1024 })
  return stdout
}

async function fetchInto(target: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'decap-'))
  try {
    const spec = `${decapRelease.name}@${decapRelease.version}`
    await npm(['pack', spec, '--pack-destination', work, '--ignore-scripts', '--silent'], work)
    const tarball = (await readdir(work)).find((name) => name.endsWith('.tgz'))
    if (!tarball) throw new Error(`npm pack ${spec} wrote no package`)
    const bytes = await readFile(path.join(work, tarball))
    const integrity = `sha512-${createHash('sha512').update(bytes).digest('base64')}`
    if (integrity !== decapRelease.integrity) {
      throw new Error(
        `${spec} is not the package this site was built with: sha512 ${integrity}, expected ${decapRelease.integrity}`,
      )
    }
    await run('tar', ['-xzf', tarball, 'package/dist'], { cwd: work })
    const dist = path.join(work, 'package', 'dist')
    const staging = `${target}.${process.pid}.tmp`
    await mkdir(staging, { recursive: true })
    for (const name of (await readdir(dist)).filter(isServed)) {
      await copyFile(path.join(dist, name), path.join(staging, name))
      if (!name.endsWith('.js')) continue
      const source = await readFile(path.join(dist, name))
      await writeFile(
        path.join(staging, `${name}.br`),
        brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      )
      await writeFile(path.join(staging, `${name}.gz`), gzipSync(source, { level: 9 }))
    }
    if (!existsSync(path.join(staging, decapEntry))) throw new Error(`${spec} has no dist/${decapEntry}`)
    // Another build may have finished first: its copy is the same release.
    await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
      await rm(staging, { recursive: true, force: true })
      if (!existsSync(target)) throw error
    })
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

let pending: Promise<string> | undefined

/** The folder with the editor's files (and their .br and .gz twins), fetched first if needed. */
export function decapBundle(): Promise<string> {
  pending ??= (async () => {
    const dir = cacheDir()
    if (!existsSync(path.join(dir, decapEntry))) await fetchInto(dir)
    return dir
  })()
  return pending
}

/**
 * After `vike build`: writes robots.txt and precompresses the text files of dist/client
 * with brotli and gzip, so the server never compresses on the fly.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { eachConcurrently } from './each-concurrently'
import { generateOgImages } from './media/og-images'
import { writeAdmin } from '../lib/editor/admin-site'
import { generateImages } from './blog-images'
import { writeSearchIndexes } from './search-index'
import { writeSitemapAndFeeds } from './sitemap'

const clientDir = path.resolve(process.env.OUT_DIR ?? 'dist', 'client')
const compressible = /\.(html|js|mjs|css|svg|xml|json|txt|vtt|webmanifest)$/

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Compressed twins of earlier builds on this machine, by the hash of the file's bytes. */
const twinCache = path.resolve('node_modules/.cache/fjordlys-precompressed')

/** The file's brotli and gzip twins: from the cache when a build compressed the same bytes before. */
async function twinsOf(source: Buffer): Promise<{ br: Buffer; gz: Buffer; cached: boolean }> {
  const key = createHash('sha256').update(source).digest('hex').slice(0, 32)
  const cached = { br: path.join(twinCache, `${key}.br`), gz: path.join(twinCache, `${key}.gz`) }
  try {
    return { br: await readFile(cached.br), gz: await readFile(cached.gz), cached: true }
  } catch {
    // Not compressed on this machine yet.
  }
  const [br, gzipped] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz(source, { level: 9 }),
  ])
  await mkdir(twinCache, { recursive: true })
  // Written under this process's name, then renamed: builds of other checkouts share the cache.
  for (const [twin, bytes] of [
    [cached.br, br],
    [cached.gz, gzipped],
  ] as const) {
    await writeFile(`${twin}.${process.pid}`, bytes)
    await rename(`${twin}.${process.pid}`, twin)
  }
  return { br, gz: gzipped, cached: false }
}

/**
 * Brotli at its highest quality is most of this step (the HTML of every page, with its drawings):
 * the files are compressed on Node's thread pool, one per core at a time, instead of one after
 * another on the main thread, so a core the build would leave idle takes its share. A file whose
 * bytes an earlier build on this machine compressed takes its twins from the cache: a rebuild
 * compresses only the pages and files that changed.
 */
async function precompress() {
  const queue: string[] = []
  for await (const file of files(clientDir)) {
    if (compressible.test(file) && (await stat(file)).size >= 512) queue.push(file)
  }
  let compressed = 0
  await eachConcurrently(queue, availableParallelism(), async (file) => {
    const twins = await twinsOf(await readFile(file))
    if (!twins.cached) compressed++
    await Promise.all([writeFile(`${file}.br`, twins.br), writeFile(`${file}.gz`, twins.gz)])
  })
  return { files: queue.length, compressed }
}

const sitemap = await writeSitemapAndFeeds(clientDir)
console.log(`postbuild: sitemap.xml with ${sitemap.urls} URLs, robots.txt, ${sitemap.feeds} RSS feeds`)
const images = await generateImages(clientDir)
console.log(`postbuild: ${images.files} blog images (${images.rendered} rendered, the rest cached)`)

const og = await generateOgImages(clientDir)
console.log(`postbuild: ${og.files} Open Graph images (${og.rendered} rendered, the rest cached) in ${og.ms} ms`)

const searched = await writeSearchIndexes(clientDir)
console.log(`postbuild: search indexes of ${searched.nb} Norwegian and ${searched.en} English pages`)
// PRECOMPRESS=0 leaves the twins out, for a build that only tests look at (the site with an ad
// account, tests/e2e/ads.env): the server then sends those files as they are, and the compression
// itself is checked on the build that is served for real.
if (process.env.PRECOMPRESS === '0') {
  console.log('postbuild: no precompressed twins (PRECOMPRESS=0)')
} else {
  const twins = await precompress()
  console.log(`postbuild: precompressed ${twins.files} files (br, gz; ${twins.compressed} compressed, the rest cached)`)
}

// After precompressing: the editor's files come with their twins, made once per Decap release.
const admin = await writeAdmin(clientDir)
console.log(
  admin.backend
    ? `postbuild: the editor at /admin/ (${admin.files} files), saving to ${admin.backend.name} ${admin.backend.repo} (${admin.backend.branch})`
    : 'postbuild: no editor at /admin/ (CMS_REPO unset)',
)

/**
 * After `vike build`: writes robots.txt and precompresses the text files of dist/client
 * with brotli and gzip, so the server never compresses on the fly.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
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

async function precompress() {
  let count = 0
  for await (const file of files(clientDir)) {
    if (!compressible.test(file)) continue
    const { size } = await stat(file)
    if (size < 512) continue
    const source = await readFile(file)
    await writeFile(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }))
    count++
  }
  return count
}

const sitemap = await writeSitemapAndFeeds(clientDir)
console.log(`postbuild: sitemap.xml with ${sitemap.urls} URLs, robots.txt, ${sitemap.feeds} RSS feeds`)
const images = await generateImages(clientDir)
console.log(`postbuild: ${images.files} blog images (${images.rendered} rendered, the rest cached)`)

const og = await generateOgImages(clientDir)
console.log(`postbuild: ${og.files} Open Graph images (${og.rendered} rendered, the rest cached) in ${og.ms} ms`)

const searched = await writeSearchIndexes(clientDir)
console.log(`postbuild: search indexes of ${searched.nb} Norwegian and ${searched.en} English pages`)
const count = await precompress()
console.log(`postbuild: precompressed ${count} files (br, gz)`)

// After precompressing: the editor's files come with their twins, made once per Decap release.
const admin = await writeAdmin(clientDir)
console.log(
  admin.backend
    ? `postbuild: the editor at /admin/ (${admin.files} files), saving to ${admin.backend.name} ${admin.backend.repo} (${admin.backend.branch})`
    : 'postbuild: no editor at /admin/ (CMS_REPO unset)',
)

/**
 * Makes the variants of the images that come with content (content/loader/images.ts): a Vite
 * plugin that, in a build for the browser, writes every variant of every image in the content's
 * media folder beside the build's assets (`assets/media/<name>-<hash>-<width>.<format>`), and in a
 * development server renders a variant when it is asked for. The pages name the same files, since
 * both come from `contentImage`.
 *
 * Rendering (sharp, the encodings of media-src/variants.ts) is cached on disk by the source's hash,
 * so a build renders only the images that are new or changed since the last one on this machine.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Plugin, ViteDevServer } from 'vite'
import { contentImage, contentImageBase, mediaFiles, type VariantJob } from '../../content/loader/images.ts'
import { encodeAs } from '../../media-src/variants.ts'

const cacheDir = path.resolve('node_modules/.cache/fjordlys-content-images')

/** One variant of a source file, through the cache. */
export async function renderVariant(source: string, job: VariantJob): Promise<Buffer> {
  // The name holds the hash of the source's bytes: the same name is the same picture.
  const cached = path.join(cacheDir, path.basename(job.fileName))
  try {
    return await readFile(cached)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const data = await readFile(source)
  const vector = path.extname(source).toLowerCase() === '.svg'
  // An SVG is drawn at the density that gives this width directly (crisp, no upscaling).
  const meta = vector ? await sharp(data).metadata() : undefined
  const density = vector && meta?.width ? (72 * job.width) / meta.width : 72
  const output = await encodeAs(sharp(data, { density }).resize({ width: job.width }), job.format).toBuffer()
  await mkdir(cacheDir, { recursive: true })
  // Written under this process's name, then renamed: builds of other checkouts share the cache.
  const part = `${cached}.${process.pid}`
  await writeFile(part, output)
  await rename(part, cached)
  return output
}

/** Every variant of every image in the media folder, with its source. */
export function variantJobs(): { source: string; job: VariantJob }[] {
  return mediaFiles().flatMap((file) => {
    const image = contentImage(file)
    return image.jobs.map((job) => ({ source: image.source, job }))
  })
}

/** Runs `work` over `items`, `limit` at a time (the build machines have two cores). */
async function inTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

const contentTypes: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
}

export function contentImages(): Plugin {
  return {
    name: 'fjordlys:content-images',
    // Written beside the bundle once it is written, rather than emitted into it: hundreds of
    // variants would otherwise each be a line of the build's report of its assets.
    async writeBundle(options) {
      // The browser's build only: the server's bundle and the prerender need the addresses, not the files.
      const environment = (this as { environment?: { config?: { consumer?: string } } }).environment
      if (environment?.config?.consumer === 'server' || !options.dir) return
      const dir = options.dir
      await inTurns(variantJobs(), 2, async ({ source, job }) => {
        const file = path.join(dir, job.fileName)
        await mkdir(path.dirname(file), { recursive: true })
        await writeFile(file, await renderVariant(source, job))
      })
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use(contentImageBase, (request, response, next) => {
        const fileName = `${contentImageBase.slice(1)}${(request.url ?? '').split('?')[0]}`
        const found = variantJobs().find(({ job }) => job.fileName === fileName)
        if (!found) return next()
        renderVariant(found.source, found.job).then(
          (body) => {
            response.setHeader(
              'Content-Type',
              contentTypes[path.extname(fileName).slice(1)] ?? 'application/octet-stream',
            )
            response.setHeader('Cache-Control', 'no-cache')
            response.end(body)
          },
          (error: unknown) => next(error),
        )
      })
    },
  }
}

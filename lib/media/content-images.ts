/**
 * Makes the files of the images that come with content (content/loader/images.ts): a Vite plugin
 * that, in a build for the browser, writes every variant of every image in the content's media
 * folder beside the build's assets (`assets/media/<name>-<hash>-<width>.<format>`, and a drawing's
 * optimised `<name>-<hash>.svg`), and in a development server makes a file when it is asked for.
 * The pages name the same files, since both come from `contentImage`.
 *
 * The variants are made while the bundler works: the build starts them when it starts and writes
 * them once the bundle is written, so the encoder (sharp, on its own threads) and the bundler share
 * the machine's cores instead of taking turns. Encoding (the settings of media-src/variants.ts) is
 * cached on disk by the source's hash, so a build encodes only the images that are new or changed
 * since the last one on this machine.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Plugin, ViteDevServer } from 'vite'
import { contentImage, contentImageBase, mediaFiles, type VariantJob } from '../../content/loader/images.ts'
import { optimizeSvg } from '../../content/loader/vector.ts'
import { encodeAs, encodingKey } from '../../media-src/variants.ts'

const cacheDir = path.resolve('node_modules/.cache/fjordlys-content-images', encodingKey)

/** One file of a source, through the cache. */
export async function renderVariant(source: string, job: VariantJob): Promise<Buffer> {
  if (job.format === 'svg') {
    // The optimised drawing comes from optimizeSvg's own cache; the file's ids take its name.
    const stem = path.basename(job.fileName, '.svg')
    return Buffer.from(optimizeSvg(await readFile(source, 'utf8'), source, `${stem}-`).file)
  }
  // The name holds the hash of the source's bytes: the same name is the same picture.
  const cached = path.join(cacheDir, path.basename(job.fileName))
  try {
    return await readFile(cached)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const output = await encodeAs(sharp(await readFile(source)).resize({ width: job.width }), job.format).toBuffer()
  await mkdir(cacheDir, { recursive: true })
  // Written under this process's name, then renamed: builds of other checkouts share the cache.
  const part = `${cached}.${process.pid}`
  await writeFile(part, output)
  await rename(part, cached)
  return output
}

/** Every file of every image in the media folder, with its source. */
export function variantJobs(): { source: string; job: VariantJob }[] {
  return mediaFiles().flatMap((file) => {
    const image = contentImage(file)
    return image.jobs.map((job) => ({ source: image.source, job }))
  })
}

/** Runs `work` over `items`, `limit` at a time. */
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
  svg: 'image/svg+xml',
}

type EnvironmentContext = { environment?: { config?: { consumer?: string } } }
/** Not the server's build (a tool without Vite's environments, such as Ladle, builds for the browser alone). */
const isBrowserBuild = (context: unknown) => (context as EnvironmentContext).environment?.config?.consumer !== 'server'

export function contentImages(): Plugin {
  let rendering: Promise<{ job: VariantJob; body: Buffer }[]> | undefined
  let building = false
  return {
    name: 'fjordlys:content-images',
    configResolved(config) {
      building = config.command === 'build'
    },
    buildStart() {
      // The browser's build only: the server's bundle and the prerender need the addresses, not the files.
      if (!building || !isBrowserBuild(this)) return
      // As many encodings at once as the machine has cores: each is one sharp pipeline, and the
      // bundler, working at the same time, takes its share.
      rendering = inTurns(variantJobs(), availableParallelism(), async ({ source, job }) => ({
        job,
        body: await renderVariant(source, job),
      }))
      // Awaited in writeBundle; a failure is reported there, not as an unhandled rejection now.
      rendering.catch(() => undefined)
    },
    // Written beside the bundle once it is written, rather than emitted into it: hundreds of
    // variants would otherwise each be a line of the build's report of its assets.
    async writeBundle(options) {
      if (!isBrowserBuild(this) || !options.dir || !rendering) return
      const dir = options.dir
      for (const { job, body } of await rendering) {
        const file = path.join(dir, job.fileName)
        await mkdir(path.dirname(file), { recursive: true })
        await writeFile(file, body)
      }
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

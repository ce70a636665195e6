/**
 * Generates the blog's images at build time (called from postbuild): each post's cover, drawn as
 * SVG in ./blog-covers.ts (a motif of its own in its category's colours), rendered by sharp to
 * WebP and AVIF: the list and post hero image (imgSrc_List) at 480, 800 and 1280 px wide, the card
 * image (imgSrc_Card) at 320, 480 and 640 px (content/blog/types.ts `blogImageWidths`), so `srcset` offers a phone a
 * phone-sized file. Rendered files are cached by content hash, so a rebuild only renders what
 * changed. A post with its own `cover` image has no drawn cover: the build makes that image's
 * variants with the other images of content (lib/media/content-images.ts).
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { loadBlog } from '../lib/blog/posts'
import { blogImageAt, blogImageWidths, listImageSize } from '../content/blog/types'
import { locales } from '../content/site/locales'
import { coverSvg } from './blog-covers'

const cacheDir = path.resolve('node_modules/.cache/fjordlys-images')

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/** Renders an SVG to WebP and AVIF at the given width, through the cache. */
async function render(svg: string, width: number, height: number, webpFile: string): Promise<boolean> {
  const key = createHash('sha256').update(`${width}x${height}\n${svg}`).digest('hex').slice(0, 24)
  const cached = { webp: path.join(cacheDir, `${key}.webp`), avif: path.join(cacheDir, `${key}.avif`) }
  let rendered = false
  if (!(await exists(cached.webp)) || !(await exists(cached.avif))) {
    const base = sharp(Buffer.from(svg)).resize(width, height)
    // Written under a name of this process, then renamed: builds of other checkouts share this
    // cache (OUT_DIR builds side by side) and must never read a half-written file.
    const part = (file: string) => file.replace(/(\.\w+)$/, `.${process.pid}$1`)
    await base.clone().webp({ quality: 82 }).toFile(part(cached.webp))
    await base.clone().avif({ quality: 55, effort: 2 }).toFile(part(cached.avif))
    await rename(part(cached.webp), cached.webp)
    await rename(part(cached.avif), cached.avif)
    rendered = true
  }
  await mkdir(path.dirname(webpFile), { recursive: true })
  await copyFile(cached.webp, webpFile)
  await copyFile(cached.avif, webpFile.replace(/\.webp$/, '.avif'))
  return rendered
}

/** Writes every post's images, at every width, into `clientDir`. Returns the counts. */
export async function generateImages(clientDir: string): Promise<{ files: number; rendered: number }> {
  await mkdir(cacheDir, { recursive: true })
  const blog = loadBlog()
  const jobs: { svg: string; size: { width: number; height: number }; file: string }[] = []
  const sized = (svg: string, src: string, widths: readonly number[]) => {
    const full = widths[widths.length - 1]!
    for (const width of widths) {
      const height = Math.round((width * listImageSize.height) / listImageSize.width)
      jobs.push({ svg, size: { width, height }, file: path.join(clientDir, blogImageAt(src, width, full)) })
    }
  }
  for (const locale of locales) {
    for (const post of blog.posts[locale]) {
      if (post.cover) continue
      const svg = coverSvg(post)
      sized(svg, post.image.webp, blogImageWidths.list)
      sized(svg, post.cardImage.webp, blogImageWidths.card)
    }
  }
  const unique = [...new Map(jobs.map((job) => [job.file, job])).values()]
  let rendered = 0
  // Two at a time: the build machine has two cores.
  for (let i = 0; i < unique.length; i += 2) {
    const results = await Promise.all(
      unique.slice(i, i + 2).map((job) => render(job.svg, job.size.width, job.size.height, job.file)),
    )
    rendered += results.filter(Boolean).length
  }
  return { files: unique.length * 2, rendered: rendered * 2 }
}

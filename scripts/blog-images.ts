/**
 * Generates the blog's images at build time (called from postbuild): an SVG illustration per
 * post (its category's colours and pictogram), rendered by sharp to WebP and AVIF: the list and
 * post hero image (imgSrc_List) at 480, 800 and 1280 px wide, the card image (imgSrc_Card) at
 * 320, 480 and 640 px (content/blog/types.ts `blogImageWidths`), so `srcset` offers a phone a
 * phone-sized file. Rendered files are cached by content hash, so a rebuild only renders what
 * changed.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { type BlogCategoryId } from '../content/blog/categories'
import { loadBlog } from '../lib/blog/posts'
import { blogImageAt, blogImageWidths, listImageSize, type BlogPost } from '../content/blog/types'
import { locales } from '../content/site/locales'
import { settings } from '../content/site/settings'
import { art } from '../media-src/brand'

/** Text for an SVG document: the five characters XML gives meaning to, escaped. */
function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const cacheDir = path.resolve('node_modules/.cache/fjordlys-images')

/**
 * Each category's ground and accent, taken from the brand's art colours (media-src/brand.ts): the
 * fjord's deep blue-greens, the aurora's green and violet, the low sun's amber. Every ground is dark
 * enough for the white pictogram.
 */
const palette: Record<BlogCategoryId, { from: string; to: string; ink: string; accent: string }> = {
  ai: { from: art.night, to: '#3b3c8f', ink: '#ffffff', accent: art.auroraViolet },
  seo: { from: art.night, to: art.fjord, ink: '#ffffff', accent: art.aurora },
  design: { from: art.deep, to: art.teal, ink: '#ffffff', accent: art.auroraSoft },
  ecommerce: { from: '#2a1205', to: '#8a3d0a', ink: '#ffffff', accent: art.sun },
  dm: { from: art.deep, to: '#1b6550', ink: '#ffffff', accent: art.aurora },
  other: { from: art.night, to: '#46595d', ink: '#ffffff', accent: art.mist },
}

const font = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif"

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

/** A pictogram per category, drawn in a 360x360 box with white strokes. */
const pictograms: Record<BlogCategoryId, string> = {
  seo: `<rect x="40" y="200" width="50" height="120" rx="8"/><rect x="115" y="150" width="50" height="170" rx="8"/><rect x="190" y="100" width="50" height="220" rx="8"/>
    <circle cx="230" cy="120" r="80"/><path d="M288 178l62 62"/>`,
  ai: `<rect x="90" y="90" width="180" height="180" rx="24"/><rect x="140" y="140" width="80" height="80" rx="10"/>
    <path d="M130 90V50M180 90V50M230 90V50M130 310v-40M180 310v-40M230 310v-40M90 130H50M90 180H50M90 230H50M310 130h-40M310 180h-40M310 230h-40"/>`,
  design: `<rect x="40" y="60" width="220" height="160" rx="16"/><rect x="110" y="140" width="220" height="160" rx="16"/>
    <path d="M40 100h220M110 180h220"/><circle cx="170" cy="240" r="24"/><path d="M230 230h70M230 260h50"/>`,
  ecommerce: `<path d="M30 70h50l40 170h170l35-120H100"/><circle cx="140" cy="295" r="22"/><circle cx="270" cy="295" r="22"/>
    <path d="M150 160h130M160 200h105"/>`,
  dm: `<path d="M60 150v70h50l120 70V80l-120 70H60Z"/><path d="M110 220l20 80h40l-15-60"/>
    <path d="M270 140c20 10 30 25 30 45s-10 35-30 45M295 105c35 20 55 50 55 80s-20 60-55 80"/>`,
  other: `<rect x="70" y="50" width="220" height="70" rx="12"/><rect x="70" y="145" width="220" height="70" rx="12"/><rect x="70" y="240" width="220" height="70" rx="12"/>
    <circle cx="110" cy="85" r="10"/><circle cx="110" cy="180" r="10"/><circle cx="110" cy="275" r="10"/><path d="M160 85h90M160 180h90M160 275h90"/>`,
}

function seeded(key: string): () => number {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0)
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * A post's illustration, shared by its twins (their front matter names the same files): the
 * category's colours and pictogram, with rings and waves placed from the post's key so every
 * post differs. No words, so one image serves both languages.
 */
export function postSvg(post: Pick<BlogPost, 'translationKey' | 'category'>): string {
  const { width, height } = listImageSize
  const colours = palette[post.category.id]
  const random = seeded(post.translationKey)
  const rings = Array.from({ length: 4 }, () => {
    const r = 40 + random() * 140
    return `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="${r.toFixed(0)}"/>`
  }).join('')
  const waves = Array.from({ length: 3 }, (_, i) => {
    const y = height - 120 - i * 70 - random() * 60
    const lift = 60 + random() * 90
    return `<path d="M0 ${y.toFixed(0)}c${width / 4} -${lift.toFixed(0)} ${width / 2} ${lift.toFixed(0)} ${width} 0"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <g fill="none" stroke="${colours.accent}" stroke-opacity="0.25" stroke-width="3">${rings}${waves}</g>
  <circle cx="${width / 2}" cy="${height / 2 - 20}" r="250" fill="${colours.accent}" fill-opacity="0.12"/>
  <g transform="translate(${width / 2 - 180} ${height / 2 - 200})" fill="none" stroke="${colours.ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
    ${pictograms[post.category.id]}
  </g>
  <text x="${width / 2}" y="${height - 60}" text-anchor="middle" font-family="${font}" font-size="30" font-weight="700" fill="${colours.ink}" fill-opacity="0.85">${escapeXml(settings.brandName)}</text>
</svg>`
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
      const svg = postSvg(post)
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

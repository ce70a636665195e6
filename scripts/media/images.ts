/**
 * The raster image pipeline. Every source image under media-src/images/ (SVG scenes, logos and
 * portraits the project draws itself, or PNG/JPEG) becomes AVIF, WebP and a JPEG (PNG where
 * transparent) fallback at a few widths in public/media/generated/, and media-src/manifest.ts lists
 * them with their sizes, so `<Picture image="name">` never has a width or height typed by hand.
 *
 * The pages show no SVG file as an image: for each one the browser builds a document of its own
 * (a parser, a script context, style and layout) on the page's main thread, 20-27 ms apiece on a
 * desktop core and four times that on a phone, where a raster image is decoded off the main
 * thread. SVG drawn as part of the page (the site logo, icons, device frames) is inline markup.
 *
 *   npx tsx scripts/media/images.ts          # after adding or changing a source image
 *
 * The outputs are committed (the dev server, Ladle and the build all serve public/ as it is);
 * sources whose content hash matches the manifest are skipped. A unit test fails when a source
 * and the manifest disagree.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import sharp from 'sharp'
import type { ImageAsset, ImageVariant } from '../../media-src/types'

export const sourceDir = path.resolve('media-src/images')
export const outputDir = path.resolve('public/media/generated')
export const manifestFile = path.resolve('media-src/manifest.ts')
export const publicBase = '/media/generated'

/** Widths offered in `srcset`, besides the source's own. */
export const candidateWidths = [480, 800, 1280, 1600] as const
/** How much sharper than its own size an SVG source is drawn at most: the densest phone screens. */
export const vectorDensity = 3
const sourcePattern = /\.(svg|png|jpe?g)$/i

export function sourceHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 12)
}

/**
 * The widths to produce for a source of this width: its own, and the candidates below the largest.
 * A raster source is never scaled up, so its own width is the largest. An SVG source is drawn
 * sharp at any size, so it goes up to three times its own width (a logo drawn 240 wide gets 240,
 * 480 and 720: 1x, 2x and 3x), but not past the largest candidate unless it is wider itself.
 */
export function widthsFor(sourceWidth: number, vector = false): number[] {
  const largestCandidate = Math.max(...candidateWidths)
  const largest = vector ? Math.max(sourceWidth, Math.min(vectorDensity * sourceWidth, largestCandidate)) : sourceWidth
  const widths = new Set([...candidateWidths.filter((w) => w < largest), sourceWidth, largest])
  return [...widths].sort((a, b) => a - b)
}

/** `fjord-website.svg` -> `fjord-website`: the key in the manifest and the prefix of every output. */
export function imageName(file: string): string {
  return path
    .basename(file)
    .replace(sourcePattern, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
}

export function sourceFiles(): string[] {
  return readdirSync(sourceDir)
    .filter((f) => sourcePattern.test(f))
    .sort()
}

async function build(file: string, hash: string): Promise<ImageAsset> {
  const name = imageName(file)
  const data = readFileSync(path.join(sourceDir, file))
  const base = sharp(data, { density: 72 })
  const meta = await base.metadata()
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (!width || !height) throw new Error(`images: cannot read the size of ${file}`)
  const { isOpaque } = await base.stats()
  const fallback = isOpaque ? 'jpeg' : 'png'
  const variants: ImageAsset['variants'] = { avif: [], webp: [], fallback: [] }
  const vector = path.extname(file).toLowerCase() === '.svg'
  for (const w of widthsFor(width, vector)) {
    // SVGs are rasterised at the density that gives this width directly (crisp, no upscaling).
    const density = vector ? (72 * w) / width : 72
    const resized = sharp(data, { density }).resize({ width: w })
    const h = Math.round((height * w) / width)
    const out = async (format: 'avif' | 'webp' | 'jpeg' | 'png', ext: string): Promise<ImageVariant> => {
      const fileName = `${name}-${w}.${ext}`
      const pipeline = resized.clone()
      if (format === 'avif') pipeline.avif({ quality: 55, effort: 4 })
      else if (format === 'webp') pipeline.webp({ quality: 78 })
      else if (format === 'jpeg') pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true })
      else pipeline.png({ compressionLevel: 9, palette: true })
      await pipeline.toFile(path.join(outputDir, fileName))
      return { width: w, height: h, src: `${publicBase}/${fileName}` }
    }
    variants.avif.push(await out('avif', 'avif'))
    variants.webp.push(await out('webp', 'webp'))
    variants.fallback.push(await out(fallback, fallback === 'jpeg' ? 'jpg' : 'png'))
  }
  return { width, height, fallback, variants, hash }
}

async function currentManifest(): Promise<Record<string, ImageAsset>> {
  try {
    const mod = (await import(pathToFileURL(manifestFile).href)) as { images: Record<string, ImageAsset> }
    return mod.images
  } catch {
    return {}
  }
}

export function manifestSource(images: Record<string, ImageAsset>): string {
  return `/** Written by scripts/media/images.ts from media-src/images/; do not edit by hand. */
import type { ImageAsset } from './types'

export const images = ${JSON.stringify(images, null, 2)} as const satisfies Record<string, ImageAsset>

export type ImageName = keyof typeof images
`
}

async function main() {
  const started = performance.now()
  mkdirSync(outputDir, { recursive: true })
  const previous = await currentManifest()
  const images: Record<string, ImageAsset> = {}
  let built = 0
  for (const file of sourceFiles()) {
    const name = imageName(file)
    const hash = sourceHash(readFileSync(path.join(sourceDir, file)))
    const known = previous[name]
    if (known && known.hash === hash) {
      images[name] = known
      continue
    }
    for (const old of readdirSync(outputDir).filter((f) => f.startsWith(`${name}-`))) rmSync(path.join(outputDir, old))
    images[name] = await build(file, hash)
    built++
  }
  // Outputs of sources that are gone.
  for (const file of readdirSync(outputDir)) {
    if (!Object.keys(images).some((name) => new RegExp(`^${name}-\\d+\\.`).test(file)))
      rmSync(path.join(outputDir, file))
  }
  const prettier = { ...(await resolveConfig(manifestFile)), filepath: manifestFile }
  writeFileSync(manifestFile, await format(manifestSource(images), prettier))
  console.log(
    `images: ${built} built, ${Object.keys(images).length - built} unchanged, ${Math.round(performance.now() - started)} ms`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

/**
 * The raster image pipeline. Every source image under media-src/images/ (SVG scenes the project
 * draws itself, or PNG/JPEG) becomes AVIF, WebP and a JPEG (PNG where transparent) fallback at a
 * few widths in public/media/generated/, and media-src/manifest.ts lists them with their sizes, so
 * `<Picture image="name">` never has a width or height typed by hand. The images that come with
 * content (the customers' logos, the team's portraits: content/media/) are not its own; the build
 * makes their variants (content/loader/images.ts).
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
import { encodeAs, widthsFor } from '../../media-src/variants'

export const sourceDir = path.resolve('media-src/images')
export const outputDir = path.resolve('public/media/generated')
export const manifestFile = path.resolve('media-src/manifest.ts')
export const publicBase = '/media/generated'

const sourcePattern = /\.(svg|png|jpe?g)$/i

export { widthsFor }

export function sourceHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 12)
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
      await encodeAs(resized.clone(), format).toFile(path.join(outputDir, fileName))
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

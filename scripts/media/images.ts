/**
 * The image pipeline of media-src/images/: the project's own illustrations (SVG scenes drawn by
 * scripts/media/illustrations.ts), and any PNG or JPEG put there. media-src/manifest.ts lists each
 * with its size, so `<Picture image="name">` never has a width or height typed by hand.
 * - A drawing (SVG) stays a drawing: optimised (content/loader/vector.ts), drawn inline by the page
 *   from the manifest, and written as one file `public/media/generated/<name>.svg` for what needs
 *   an address (structured data).
 * - A PNG or JPEG becomes AVIF and WebP at the widths of media-src/variants.ts.
 * The images that come with content (the customers' logos, the team's portraits: content/media/)
 * are not its own; the build reads them (content/loader/images.ts).
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
import { optimizeSvg } from '../../content/loader/vector'
import type { ImageAsset, ImageVariant } from '../../media-src/types'
import { encodeAs, extensionOf, rasterFormats, widthsFor } from '../../media-src/variants'

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
  if (path.extname(file).toLowerCase() === '.svg') {
    const drawing = optimizeSvg(data.toString('utf8'), file, `${name}-`)
    const fileName = `${name}.svg`
    writeFileSync(path.join(outputDir, fileName), drawing.file)
    const { width, height, viewBox, markup } = drawing
    return { width, height, viewBox, markup, src: `${publicBase}/${fileName}`, hash }
  }
  const meta = await sharp(data).metadata()
  const width = meta.width ?? 0
  const height = meta.height ?? 0
  if (!width || !height) throw new Error(`images: cannot read the size of ${file}`)
  const variants: Record<'avif' | 'webp', ImageVariant[]> = { avif: [], webp: [] }
  for (const w of widthsFor(width)) {
    const h = Math.round((height * w) / width)
    for (const format of rasterFormats) {
      const fileName = `${name}-${w}.${extensionOf[format]}`
      await encodeAs(sharp(data).resize({ width: w }), format).toFile(path.join(outputDir, fileName))
      variants[format].push({ width: w, height: h, src: `${publicBase}/${fileName}` })
    }
  }
  return { width, height, variants, hash }
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
    for (const old of readdirSync(outputDir).filter((f) => f.startsWith(`${name}-`) || f === `${name}.svg`))
      rmSync(path.join(outputDir, old))
    images[name] = await build(file, hash)
    built++
  }
  // Outputs of sources that are gone.
  for (const file of readdirSync(outputDir)) {
    if (!Object.keys(images).some((name) => new RegExp(`^${name}(-\\d+)?\\.`).test(file)))
      rmSync(path.join(outputDir, file))
  }
  const prettier = { ...(await resolveConfig(manifestFile)), filepath: manifestFile }
  writeFileSync(manifestFile, await format(manifestSource(images), prettier))
  console.log(
    `images: ${built} built, ${Object.keys(images).length - built} unchanged, ${Math.round(performance.now() - started)} ms`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

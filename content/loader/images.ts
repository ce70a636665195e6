/**
 * Images that come with content: a field holds the path of one source file in the content's media
 * folder, `media/cases/nordvik-bakeri-desktop.jpg` (where the editor's media library uploads), and
 * the loader reads it as the asset `<Picture>` shows.
 *
 * - A photo or screenshot (PNG, JPEG) is a raster asset: its own width and height, and AVIF and
 *   WebP variants at the widths of media-src/variants.ts, which the build makes from the source
 *   (lib/media/content-images.ts), so nobody keeps a list of them. A variant's name carries a hash
 *   of the source's bytes, `cases-nordvik-bakeri-desktop-3f2a9c1b-800.avif` under /assets/media/: a
 *   changed image gets new addresses, so browsers may keep every variant for a year.
 * - A drawing (SVG: a logo, a portrait, a service's illustration) stays a drawing: optimised
 *   (./vector.ts) and drawn inline by the page, with one optimised file beside the variants for
 *   what needs an address.
 *
 * Node only: it reads files. Browser code gets the loaded assets as data.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import { z } from 'zod'
import { isVector, type ImageAsset, type ImageVariant } from '../../media-src/types.ts'
import { extensionOf, rasterFormats, widthsFor, type VariantFormat } from '../../media-src/variants.ts'
import { editorFieldType } from './editor.ts'
import { contentRoot, currentLoadOptions, displayPath, type LoadOptions } from './files.ts'
import { optimizeSvg } from './vector.ts'

/** The folder under the content root that holds the images of content (the editor's media folder). */
export const mediaFolder = 'media'
/** Where the built site serves the variants: among the build's assets, which never change under their name. */
export const contentImageBase = '/assets/media'

const sourceExtension = /\.(svg|png|jpe?g)$/i
/** What a field holds: `media/` and a path of lowercase letters, digits, hyphens and slashes, with the image's extension. */
const pathPattern = /^media\/(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_.-]*\.(?:svg|png|jpe?g)$/

/**
 * One file to make: the file under the build's client folder, and how: a raster variant at a width
 * and format, or the optimised drawing (`svg`).
 */
export type VariantJob = { fileName: string; width: number; height: number; format: VariantFormat | 'svg' }

/** An image of content as the page shows it, and the files the build makes of it. */
export type ContentImage = { asset: ImageAsset; source: string; jobs: VariantJob[] }

const cache = new Map<string, { mtimeMs: number; size: number; image: ContentImage }>()

/** `media/cases/nordvik-desktop.jpg` -> `cases-nordvik-desktop`: the variants' names begin with it. */
function stemOf(relative: string): string {
  return relative
    .slice(mediaFolder.length + 1)
    .replace(sourceExtension, '')
    .replace(/[^a-z0-9]+/g, '-')
}

/**
 * The image at a path inside the content root (`media/x.jpg`), read and measured; cached by the
 * file's modification time and size. Throws an Error saying what is wrong with the file.
 */
export function contentImage(relative: string, options: LoadOptions = {}): ContentImage {
  const source = path.join(contentRoot(options), relative)
  const stat = statSync(source)
  const cached = cache.get(source)
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.image
  const data = readFileSync(source)
  let size: { width?: number; height?: number; type?: string }
  try {
    size = imageSize(data)
  } catch {
    throw new Error(`cannot read ${relative} as an image`)
  }
  const { width, height } = size
  if (!width || !height) throw new Error(`cannot tell the width and height of ${relative}`)
  if (size.type !== 'svg' && size.type !== 'png' && size.type !== 'jpg') {
    throw new Error(`${relative} is a ${size.type ?? 'file of unknown kind'}; give an SVG, PNG or JPEG`)
  }
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8)
  const stem = `${stemOf(relative)}-${hash}`
  const image = size.type === 'svg' ? vectorImage(data, relative, stem, hash) : rasterImage(width, height, stem, hash)
  const loaded: ContentImage = { ...image, source }
  cache.set(source, { mtimeMs: stat.mtimeMs, size: stat.size, image: loaded })
  return loaded
}

function vectorImage(data: Buffer, relative: string, stem: string, hash: string): Omit<ContentImage, 'source'> {
  const drawing = optimizeSvg(data.toString('utf8'), relative, `${stem}-`)
  const fileName = `${contentImageBase.slice(1)}/${stem}.svg`
  const { width, height, viewBox, markup } = drawing
  return {
    asset: { width, height, viewBox, markup, src: `/${fileName}`, hash },
    jobs: [{ fileName, width, height, format: 'svg' }],
  }
}

function rasterImage(width: number, height: number, stem: string, hash: string): Omit<ContentImage, 'source'> {
  const jobs: VariantJob[] = []
  const variants: Record<'avif' | 'webp', ImageVariant[]> = { avif: [], webp: [] }
  for (const w of widthsFor(width)) {
    const h = Math.round((height * w) / width)
    for (const format of rasterFormats) {
      const fileName = `${contentImageBase.slice(1)}/${stem}-${w}.${extensionOf[format]}`
      jobs.push({ fileName, width: w, height: h, format })
      variants[format].push({ width: w, height: h, src: `/${fileName}` })
    }
  }
  return { asset: { width, height, variants, hash }, jobs }
}

/** The source file of an asset this process read (for tools that draw with the picture itself, such as the intro film). */
export function imageSource(asset: ImageAsset): string {
  // By the hash of the source's bytes: a copy of the asset (one with its slots filled) is the same picture.
  for (const { image } of cache.values()) if (image.asset.hash === asset.hash) return image.source
  throw new Error('imageSource: the asset was not read by content/loader/images.ts in this process')
}

/** Every image file in the content's media folder, as paths inside the content root (`media/x.jpg`). */
export function mediaFiles(options: LoadOptions = {}): string[] {
  const root = contentRoot(options)
  const found: string[] = []
  const walk = (dir: string) => {
    let entries: Dirent[]
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (sourceExtension.test(entry.name)) found.push(path.relative(root, full).split(path.sep).join('/'))
    }
  }
  walk(path.join(root, mediaFolder))
  return found.sort()
}

/**
 * A field that names an image of the media folder's `folder`, `media/cases/nordvik-desktop.jpg`, and
 * reads as the image's asset for `<Picture>`. The editor shows Decap's image widget, whose uploads
 * land in that folder and which finds the field's images there.
 */
export function image(folder: string) {
  return imageField(folder, (asset) => asset)
}

/**
 * As `image`, for a place that shows a photo (PNG or JPEG) at several sizes and crops it, such as a
 * blog post's cover: a drawing is refused, naming what to give instead.
 */
export function photo(folder: string) {
  return imageField(folder, (asset, relative, ctx) => {
    if (!isVector(asset)) return asset
    ctx.issues.push({
      code: 'custom',
      message: `expected a photo (PNG or JPEG), ${relative} is a drawing (SVG)`,
      input: relative,
    })
    return z.NEVER
  })
}

function imageField<T>(folder: string, accept: (asset: ImageAsset, relative: string, ctx: z.RefinementCtx) => T) {
  const schema = z
    .string()
    .regex(pathPattern, {
      error:
        'expected an image of the media folder: media/<name>.svg, .png or .jpg (lowercase letters, digits and hyphens)',
    })
    .transform((relative, ctx) => {
      if (!relative.startsWith(`${mediaFolder}/${folder}/`)) {
        ctx.issues.push({
          code: 'custom',
          message: `expected an image of the media folder's ${folder}/: ${mediaFolder}/${folder}/<name>`,
          input: relative,
        })
        return z.NEVER
      }
      try {
        return accept(contentImage(relative, currentLoadOptions()).asset, relative, ctx)
      } catch (error) {
        const where = displayPath(path.join(contentRoot(currentLoadOptions()), relative))
        const message =
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? `expected an image at ${where}, found no file there`
            : (error as Error).message
        ctx.issues.push({ code: 'custom', message, input: relative })
        return z.NEVER
      }
    })
  return editorFieldType(schema, { widget: 'image', mediaSubfolder: folder })
}

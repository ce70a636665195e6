/**
 * The rules every raster image follows, whether the media pipeline makes it
 * (scripts/media/images.ts, committed outputs) or the build makes it from an image that came with
 * content (content/loader/images.ts, lib/media/content-images.ts): which widths `srcset` offers,
 * in which formats, and how each format is encoded. Drawings (SVG) are not rasterised at all: the
 * page draws them (media-src/types.ts `VectorAsset`).
 */
import type { Sharp } from 'sharp'

/**
 * Widths offered in `srcset`, besides the source's own: what the layouts' `sizes` pick. The widest
 * picture of a page is a case study's screenshot, 1,030 CSS px at 1440 px (1,280 or the source's
 * 1,440 at that density), 86 % of a phone's width (335 CSS px: 800 at 2x and the source at 3x);
 * the projects' cards take 560 CSS px on a desktop (640), the customers' cases 384 and the phone
 * frame 300 (480, or 800 on dense screens).
 */
export const candidateWidths = [480, 640, 800, 1280] as const

/** The widths to produce for a source of this width: its own, and the candidates below it (never scaled up). */
export function widthsFor(sourceWidth: number): number[] {
  return [...new Set([...candidateWidths.filter((w) => w < sourceWidth), sourceWidth])].sort((a, b) => a - b)
}

export type VariantFormat = 'avif' | 'webp'

/**
 * The formats made of every raster image: WebP, which every browser the site supports shows (the
 * `<img>`), and AVIF, which the same screenshots take in about a quarter fewer bytes (the
 * `<source>` taken first). No JPEG or PNG: no supported browser would ever load it.
 */
export const rasterFormats = ['avif', 'webp'] as const satisfies readonly VariantFormat[]

/** The file extension of a format. */
export const extensionOf: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp' }

/**
 * AVIF's speed, chosen by measurement (bench/results.md, "Image encoding"): over the sixteen case
 * screenshots, effort 4 makes files 6-12 % smaller than effort 2 (and a quarter smaller than WebP)
 * in about seven times effort 2's time. The site promises that no page gets heavier, so it keeps
 * effort 4; the build encodes on every core while the bundler works, and caches what it made.
 */
const avifEffort = 4

/** Names the encodings above: files made under other settings are not reused from a cache. */
export const encodingKey = `avif-q55-e${avifEffort}-webp-q78`

/** Sets a sharp pipeline to write the format as the site serves it. */
export function encodeAs(pipeline: Sharp, format: VariantFormat): Sharp {
  if (format === 'avif') return pipeline.avif({ quality: 55, effort: avifEffort })
  return pipeline.webp({ quality: 78 })
}

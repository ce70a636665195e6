/**
 * The rules every responsive image follows, whether the media pipeline makes it
 * (scripts/media/images.ts, committed outputs) or the build makes it from an image that came with
 * content (content/loader/images.ts, lib/media/content-images.ts): which widths `srcset` offers,
 * and how each format is encoded.
 */
import type { Sharp } from 'sharp'

/** Widths offered in `srcset`, besides the source's own. */
export const candidateWidths = [480, 800, 1280, 1600] as const
/** How much sharper than its own size an SVG source is drawn at most: the densest phone screens. */
export const vectorDensity = 3

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

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png'

/** The file extension of a format. */
export const extensionOf: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' }

/** Sets a sharp pipeline to write the format as the site serves it (a JPEG on white, a PNG as a palette). */
export function encodeAs(pipeline: Sharp, format: VariantFormat): Sharp {
  if (format === 'avif') return pipeline.avif({ quality: 55, effort: 4 })
  if (format === 'webp') return pipeline.webp({ quality: 78 })
  if (format === 'jpeg') return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true })
  return pipeline.png({ compressionLevel: 9, palette: true })
}

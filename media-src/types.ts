/**
 * Types of the images pages show (components/ui/picture.tsx): the generated manifest
 * (media-src/manifest.ts) and the images that come with content (content/loader/images.ts).
 */

export type ImageVariant = { width: number; height: number; src: string }

/**
 * A photo or screenshot (a PNG or JPEG source): AVIF and WebP at a few widths, smallest first.
 * Every browser the site supports reads WebP, so WebP is the `<img>` itself and AVIF the `<source>`
 * a browser takes first where it can.
 */
export type RasterAsset = {
  /** The source's own size: what `<img width height>` carries, and the largest variant's. */
  width: number
  height: number
  variants: Record<'avif' | 'webp', ImageVariant[]>
  /** A short hash of the source file: a changed image gets new addresses. */
  hash: string
}

/**
 * A drawing (an SVG source: a logo, an illustration, a portrait): drawn by the page itself as inline
 * SVG, sharp at every size and density, with no request and no second document to parse. `markup`
 * is the optimised drawing inside its `<svg>` element; its ids begin with `vectorIdToken`, which the
 * page replaces with an id of its own each time it draws it, so two drawings on a page never share
 * an id. `src` is the same drawing as a file, for what needs an address (structured data).
 */
export type VectorAsset = {
  width: number
  height: number
  viewBox: string
  markup: string
  src: string
  hash: string
}

export type ImageAsset = RasterAsset | VectorAsset

/** What a drawing's ids begin with until the page that draws it gives them an id of its own. */
export const vectorIdToken = '__vid__'

export function isVector(asset: ImageAsset): asset is VectorAsset {
  return 'markup' in asset
}

/** The address of the image at its largest: what structured data names. */
export function largestSrc(asset: ImageAsset): string {
  if (isVector(asset)) return asset.src
  const largest = asset.variants.webp[asset.variants.webp.length - 1]
  if (!largest) throw new Error('the image has no variants')
  return largest.src
}

/** Types of the generated image manifest (media-src/manifest.ts), read by components/ui/picture.tsx. */

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'

export type ImageVariant = { width: number; height: number; src: string }

export type ImageAsset = {
  /**
   * The source's own size: what `<img width height>` carries. A raster source's largest variant has
   * this size; an SVG source's variants go up to three times its size (scripts/media/images.ts).
   */
  width: number
  height: number
  /** The format of the `<img>` fallback: JPEG for opaque images, PNG where transparency is kept. */
  fallback: 'jpeg' | 'png'
  /** Variants per format, smallest first. */
  variants: Record<'avif' | 'webp', ImageVariant[]> & { fallback: ImageVariant[] }
  /** A short hash of the source file; the pipeline skips sources whose hash is unchanged. */
  hash: string
}

/** Types of the generated image manifest (media-src/manifest.ts), read by components/ui/picture.tsx. */

export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png'

export type ImageVariant = { width: number; height: number; src: string }

export type ImageAsset = {
  /** Intrinsic size of the largest variant: what `<img width height>` carries. */
  width: number
  height: number
  /** The format of the `<img>` fallback: JPEG for opaque images, PNG where transparency is kept. */
  fallback: 'jpeg' | 'png'
  /** Variants per format, smallest first. */
  variants: Record<'avif' | 'webp', ImageVariant[]> & { fallback: ImageVariant[] }
  /** A short hash of the source file; the pipeline skips sources whose hash is unchanged. */
  hash: string
}

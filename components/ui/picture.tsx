import type { ComponentProps } from 'react'
import { cva } from 'class-variance-authority'
import { preload } from 'react-dom'
import { imageAsset, type ImageSource } from '../../media-src/image-asset'
import type { ImageVariant } from '../../media-src/types'
import { cn } from './cn'

/**
 * A responsive raster image from the image pipeline (scripts/media/images.ts): AVIF and WebP
 * `<source>`s with `srcset`/`sizes`, and a JPEG/PNG `<img>` fallback that carries the intrinsic
 * `width` and `height` from the manifest, so the layout never shifts and no size is typed by hand.
 * `alt` is required: pass copy in the page's language from `content/`, or '' for a decorative image.
 * Lazy by default; `priority` (heroes, the first image on screen) loads eagerly with high fetch priority.
 */
type PictureProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading'> & {
  /** A name from media-src/manifest.ts, or an asset object of the same shape. */
  image: ImageSource
  alt: string
  /** Layout width of the image per viewport, as in `<img sizes>`. */
  sizes?: string
  loading?: 'lazy' | 'eager'
  /** The largest contentful image of the page: eager, `fetchpriority="high"`. */
  priority?: boolean
  /** Class names of the `<picture>` wrapper; `className` goes to the `<img>`. */
  pictureClassName?: string
  /**
   * `fluid` (default): the height follows the width the layout gives. `fixed`: the caller's
   * `className` sets the box (a height such as `h-8 w-auto`, or a `size-*`).
   */
  sizing?: 'fluid' | 'fixed'
}

const imgVariants = cva('max-w-full', {
  variants: { sizing: { fluid: 'h-auto', fixed: '' } },
  defaultVariants: { sizing: 'fluid' },
})

const DEFAULT_SIZES = '(min-width: 1280px) 1280px, 100vw'

const mimeTypes = { avif: 'image/avif', webp: 'image/webp' } as const

function srcSet(variants: readonly ImageVariant[]): string {
  return variants.map((v) => `${v.src} ${v.width}w`).join(', ')
}

function Picture({
  image,
  alt,
  sizes = DEFAULT_SIZES,
  loading,
  priority = false,
  decoding = 'async',
  fetchPriority,
  className,
  pictureClassName,
  sizing,
  ...props
}: PictureProps) {
  const asset = imageAsset(image)
  const fallback = asset.variants.fallback
  const largest = fallback[fallback.length - 1]
  if (!largest) throw new Error('<Picture>: the image has no variants')
  const eager = priority || loading === 'eager'
  // The hero is the page's largest paint: ask for it in <head>, next to the stylesheet and the
  // font, before the parser reaches the <picture>. Every browser the site supports reads AVIF, the
  // first source, so that is the file preloaded; the width comes from the same srcset and sizes.
  if (priority) {
    const first = asset.variants.avif[0]
    if (first) {
      preload(first.src, {
        as: 'image',
        type: mimeTypes.avif,
        imageSrcSet: srcSet(asset.variants.avif),
        imageSizes: sizes,
        fetchPriority: 'high',
      })
    }
  }
  return (
    <picture data-slot="picture" className={pictureClassName}>
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={format}
          data-slot="picture-source"
          type={mimeTypes[format]}
          srcSet={srcSet(asset.variants[format])}
          sizes={sizes}
        />
      ))}
      <img
        {...props}
        data-slot="picture-img"
        src={largest.src}
        srcSet={srcSet(fallback)}
        sizes={sizes}
        width={asset.width}
        height={asset.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : fetchPriority}
        decoding={decoding}
        className={cn(imgVariants({ sizing }), className)}
      />
    </picture>
  )
}

export { Picture, type PictureProps }

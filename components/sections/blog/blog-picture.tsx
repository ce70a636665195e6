import type { BlogImage } from '../../../content/blog/types'
import { cn } from '../../ui/cn'

type BlogPictureProps = {
  image: BlogImage
  className?: string
  /** The post hero loads eagerly; list and card images lazily. */
  priority?: boolean
  /** The image's layout width per viewport: the browser picks the rendering from `srcset` by it. */
  sizes: string
}

/** A generated blog image: AVIF first, WebP as the fallback, each at several widths, with its size and alt text. */
export function BlogPicture({ image, className, priority = false, sizes }: BlogPictureProps) {
  return (
    <picture data-slot="blog-picture">
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <img
        src={image.webp}
        srcSet={image.srcset.webp}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={cn('h-auto w-full bg-surface-strong object-cover', className)}
      />
    </picture>
  )
}

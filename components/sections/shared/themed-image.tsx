import { cn } from '../../ui/cn'
import type { ImageRef } from '../../../content/types'

type ThemedImageProps = {
  image: ImageRef
  className?: string
  /** Above the fold: load eagerly. */
  priority?: boolean
}

/** An image with its size and alt text; with a `darkSrc`, the dark variant shows in the dark theme. */
function ThemedImage({ image, className, priority = false }: ThemedImageProps) {
  const common = {
    width: image.width,
    height: image.height,
    alt: image.alt,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
  }
  if (!image.darkSrc) {
    // The page's largest paint: fetched (and preloaded by React) before the scripts.
    return (
      <img
        data-slot="image"
        src={image.src}
        className={cn('max-w-full', className)}
        fetchPriority={priority ? 'high' : undefined}
        {...common}
      />
    )
  }
  return (
    <>
      <img
        data-slot="image"
        data-theme="light"
        src={image.src}
        className={cn('max-w-full dark:hidden', className)}
        {...common}
      />
      <img
        data-slot="image"
        data-theme="dark"
        src={image.darkSrc}
        className={cn('hidden max-w-full dark:block', className)}
        {...common}
      />
    </>
  )
}

export { ThemedImage }

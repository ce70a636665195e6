import type { ThemedImageRef } from '../../../content/types'
import { cn } from '../../ui/cn'
import { Picture } from '../../ui/picture'

type ThemedImageProps = {
  image: ThemedImageRef
  /** Layout width of the image per viewport, as in `<img sizes>`. */
  sizes: string
  /** Class names of the `<img>`. */
  className?: string
  /** Above the fold: load eagerly, with high fetch priority. */
  priority?: boolean
  /** As `<Picture sizing>`: `fixed` when `className` sets the height. */
  sizing?: 'fluid' | 'fixed'
}

/**
 * An image with its alt text; with a `darkImage`, that one shows in the dark theme. Both carry their
 * size, and each `<picture>` is `display: contents`, so the `<img>` (or a drawing's `<svg>`) is the
 * box in the parent's layout (a grid or flex item) as if it stood there alone. The theme class is on
 * <html> before the first paint: of two photos, both lazy, the browser fetches only the one it shows
 * (a hidden lazy image is never loaded); two drawings are both in the page, drawn inline, and the
 * theme's classes hide one. A `priority` image has no dark variant.
 */
function ThemedImage({ image, sizes, className, priority = false, sizing }: ThemedImageProps) {
  if (!image.darkImage) {
    return (
      <Picture
        image={image.image}
        alt={image.alt}
        sizes={sizes}
        priority={priority}
        sizing={sizing}
        pictureClassName="contents"
        className={className}
      />
    )
  }
  if (priority) throw new Error('<ThemedImage>: an image with a dark variant cannot be a priority image')
  return (
    <>
      <Picture
        image={image.image}
        alt={image.alt}
        sizes={sizes}
        sizing={sizing}
        pictureClassName="contents"
        data-theme="light"
        className={cn('dark:hidden', className)}
      />
      <Picture
        image={image.darkImage}
        alt={image.alt}
        sizes={sizes}
        sizing={sizing}
        pictureClassName="contents"
        data-theme="dark"
        className={cn('hidden dark:block', className)}
      />
    </>
  )
}

export { ThemedImage }

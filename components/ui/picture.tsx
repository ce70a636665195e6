import { useId, type ComponentProps } from 'react'
import { cva } from 'class-variance-authority'
import { preload } from 'react-dom'
import { imageAsset, type ImageSource } from '../../media-src/image-asset'
import { isVector, vectorIdToken, type ImageVariant, type VectorAsset } from '../../media-src/types'
import { cn } from './cn'

/**
 * An image of the media pipeline (media-src/manifest.ts) or of content (content/loader/images.ts),
 * with its intrinsic `width` and `height`, so the layout never shifts and no size is typed by hand.
 * - A photo or screenshot: an AVIF `<source>` and a WebP `<img>`, each with `srcset`/`sizes`. Lazy
 *   by default; `priority` (heroes, the first image on screen) loads eagerly with high fetch priority.
 * - A drawing (SVG): drawn inline, so it costs no request, is sharp at any density and paints with
 *   the page; `sizes`, `loading` and `priority` say nothing to it.
 * `alt` is required: pass copy in the page's language from `content/`, or '' for a decorative image.
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

const avifType = 'image/avif'

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
  if (isVector(asset)) {
    // What the page marks an image with (data-theme, data-testid) goes to the drawing too.
    const data = Object.fromEntries(Object.entries(props).filter(([name]) => name.startsWith('data-')))
    // A drawing has no <picture> around it: what the caller asks of that box (hidden on a phone,
    // sticky, a width) goes to the drawing itself. `contents`, a wrapper with no box, is what a
    // drawing already is.
    const wrapper = pictureClassName
      ?.split(/\s+/)
      .filter((name) => name !== 'contents')
      .join(' ')
    return (
      <Drawing
        asset={asset}
        alt={alt}
        className={cn(imgVariants({ sizing }), wrapper, className)}
        preserveAspectRatio={drawingFit(className)}
        {...data}
      />
    )
  }
  const webp = asset.variants.webp
  const largest = webp[webp.length - 1]
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
        type: avifType,
        imageSrcSet: srcSet(asset.variants.avif),
        imageSizes: sizes,
        fetchPriority: 'high',
      })
    }
  }
  return (
    <picture data-slot="picture" className={pictureClassName}>
      <source data-slot="picture-source" type={avifType} srcSet={srcSet(asset.variants.avif)} sizes={sizes} />
      <img
        {...props}
        data-slot="picture-img"
        src={largest.src}
        srcSet={srcSet(webp)}
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

/**
 * How a drawing fills a box of another shape, read from the `object-fit` and `object-position`
 * utilities the caller gives (the same classes fit a photo): cover crops (`slice`), anything else
 * shows it whole (`meet`); the position keeps an edge (top, bottom, left, right, or an arbitrary
 * percentage pair, to the nearest of start, middle and end). An inline `<svg>` is not a replaced
 * element, so it takes these from `preserveAspectRatio`, whatever the breakpoint prefix: where the
 * box has the drawing's own shape, `slice` and `meet` draw the same. The patterns below name no
 * position utility whole, so Tailwind makes no CSS for the ones no page uses.
 */
const edgeUtility = /^object-(top|bottom|left|right)$/
const percentUtility = /^object-\[(\d+)%_(\d+)%\]$/
const edges: Record<string, ['x' | 'y', 'Min' | 'Max']> = {
  top: ['y', 'Min'],
  bottom: ['y', 'Max'],
  left: ['x', 'Min'],
  right: ['x', 'Max'],
}

function drawingFit(className: string | undefined): string {
  const utilities = (className ?? '').split(/\s+/).map((name) => name.slice(name.lastIndexOf(':') + 1))
  if (!utilities.includes('object-cover')) return 'xMidYMid meet'
  const axis = (percent: number) => (percent < 34 ? 'Min' : percent > 66 ? 'Max' : 'Mid')
  const align = { x: 'Mid', y: 'Mid' }
  for (const name of utilities) {
    const edge = edgeUtility.exec(name)?.[1]
    if (edge) align[edges[edge]![0]] = edges[edge]![1]
    const percent = percentUtility.exec(name)
    if (percent) {
      align.x = axis(Number(percent[1]))
      align.y = axis(Number(percent[2]))
    }
  }
  return `x${align.x}Y${align.y} slice`
}

/**
 * A drawing, inline. Its ids get a prefix of this drawing's own (React's `useId`), so the same
 * drawing twice on a page, or a logo's light and dark versions side by side, never share an id.
 */
function Drawing({
  asset,
  alt,
  className,
  preserveAspectRatio,
  ...data
}: { asset: VectorAsset; alt: string; className?: string; preserveAspectRatio: string } & Record<
  `data-${string}`,
  unknown
>) {
  const prefix = `v${useId().replace(/[^A-Za-z0-9]/g, '')}-`
  return (
    <svg
      data-slot="picture-drawing"
      data-drawing={asset.hash}
      {...data}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={asset.viewBox}
      preserveAspectRatio={preserveAspectRatio}
      width={asset.width}
      height={asset.height}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: asset.markup.replaceAll(vectorIdToken, prefix) }}
    />
  )
}

export { Picture, type PictureProps }

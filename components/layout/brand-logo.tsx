import { settings } from '../../content/site/settings'
import { inlineLogo } from '../../media-src/brand-logo'
import { cn } from '../ui/cn'

type BrandLogoProps = {
  /** Height utilities of the logo; the width follows from its aspect ratio. */
  className?: string
  /**
   * A second logo on a page that already drew one (the footer under the header): it repeats the
   * first by reference (`<use>`) instead of a second copy of the drawing and its ids.
   */
  repeat?: boolean
}

/** The id of the drawing the first logo of a page carries and a repeat refers to. */
export const logoDrawingId = 'fl-logo'

/**
 * The mark and wordmark, drawn inline in the page's HTML (media-src/brand-logo.ts, from
 * scripts/media/make-brand.ts): it paints with the first paint, with no file to fetch and no image
 * document for the browser to build, and one drawing serves both themes, because its theme colours
 * are CSS variables that the theme class on <html> switches. Its width and height attributes give
 * the box its aspect ratio before any CSS, so nothing shifts, and the wordmark never wraps.
 */
function BrandLogo({ className, repeat = false }: BrandLogoProps) {
  const drawing = repeat
    ? `<use href="#${logoDrawingId}"/>`
    : `<defs>${inlineLogo.defs}</defs><g id="${logoDrawingId}">${inlineLogo.shapes}</g>`
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${inlineLogo.width} ${inlineLogo.height}`}
      width={inlineLogo.width}
      height={inlineLogo.height}
      role="img"
      aria-label={settings.brandName}
      data-slot="site-logo"
      className={cn('block w-auto max-w-none', className)}
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  )
}

export { BrandLogo }

import { settings } from '../../content/site/settings'
import { brandFiles } from '../../media-src/brand'
import { cn } from '../ui/cn'

type BrandLogoProps = {
  /** Height utilities of the logo; the width follows from the file's aspect ratio. */
  className?: string
}

/**
 * The mark and wordmark (public/brand/): the light-ground file in the light theme, the
 * dark-ground file in the dark one. The theme class is on <html> before first paint, so only the
 * right one shows; both carry their intrinsic size, so the box is reserved before the file
 * arrives (no layout shift), and as an image the wordmark can never wrap onto two lines. Both are
 * lazy: the browser fetches only the one it shows (a hidden lazy image is never loaded), and the
 * prerender adds no preload for either.
 */
function BrandLogo({ className }: BrandLogoProps) {
  const common = {
    alt: settings.brandName,
    loading: 'lazy' as const,
    decoding: 'async' as const,
    'data-slot': 'site-logo',
  }
  return (
    <>
      <img
        {...common}
        src={brandFiles.logoLight.src}
        width={brandFiles.logoLight.width}
        height={brandFiles.logoLight.height}
        data-theme="light"
        className={cn('block w-auto max-w-none dark:hidden', className)}
      />
      <img
        {...common}
        src={brandFiles.logoDark.src}
        width={brandFiles.logoDark.width}
        height={brandFiles.logoDark.height}
        data-theme="dark"
        className={cn('hidden w-auto max-w-none dark:block', className)}
      />
    </>
  )
}

export { BrandLogo }

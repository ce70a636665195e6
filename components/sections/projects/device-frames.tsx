import { deviceFrames } from '../../../media-src/case-sites'
import type { ImageName } from '../../../media-src/manifest'
import { cn } from '../../ui/cn'
import { Picture } from '../../ui/picture'

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(2)}%`

type ShotProps = {
  /** The screenshot from the image pipeline (media-src/case-sites.ts). */
  image: ImageName
  alt: string
  /** Layout width per viewport, as in `<img sizes>`. */
  sizes: string
  className?: string
}

const bar = deviceFrames.browserBar
const address = bar.address

/**
 * A desktop screenshot under a browser bar that shows the site's address. The bar is drawn for
 * each theme (public/media/frames/) and is decorative; the address is written over its address
 * field in container-relative units, so it keeps its place at any width. The screenshot's alt
 * text says what it shows; the address is repeated in the figure's caption for screen readers.
 */
function BrowserFrame({ image, alt, sizes, host, className }: ShotProps & { host: string }) {
  return (
    <div
      data-slot="browser-frame"
      className={cn('@container overflow-hidden rounded-card border border-border bg-bg shadow-raised', className)}
    >
      <div className="relative">
        <img
          src={bar.light}
          width={bar.width}
          height={bar.height}
          alt=""
          className="block h-auto w-full dark:hidden"
          loading="lazy"
          decoding="async"
        />
        <img
          src={bar.dark}
          width={bar.width}
          height={bar.height}
          alt=""
          className="hidden h-auto w-full dark:block"
          loading="lazy"
          decoding="async"
        />
        <span
          aria-hidden="true"
          data-slot="browser-address"
          className="absolute flex items-center justify-center text-[length:0.95cqw] leading-none text-fg"
          style={{
            left: percent(address.x, bar.width),
            top: percent(address.y, bar.height),
            width: percent(address.width, bar.width),
            height: percent(address.height, bar.height),
          }}
        >
          {host}
        </span>
      </div>
      <Picture image={image} alt={alt} sizes={sizes} className="block w-full" />
    </div>
  )
}

const phone = deviceFrames.phone
const screen = phone.screen

/**
 * A phone screenshot inside the phone frame: the shot fills the frame's screen (its rounded
 * corners clipped to the screen's radius) and the frame lies on top of it.
 */
function PhoneFrame({ image, alt, sizes, className }: ShotProps) {
  return (
    <div
      data-slot="phone-frame"
      className={cn('relative', className)}
      style={{ aspectRatio: `${phone.width} / ${phone.height}` }}
    >
      <div
        className="absolute overflow-hidden bg-bg"
        style={{
          inset: `${percent(screen.y, phone.height)} ${percent(screen.x, phone.width)}`,
          borderRadius: `${percent(screen.radius, screen.width)} / ${percent(screen.radius, screen.height)}`,
        }}
      >
        <Picture image={image} alt={alt} sizes={sizes} className="block w-full" />
      </div>
      <img
        src={phone.src}
        width={phone.width}
        height={phone.height}
        alt=""
        className="pointer-events-none absolute inset-0 h-full w-full"
        loading="lazy"
        decoding="async"
      />
    </div>
  )
}

export { BrowserFrame, PhoneFrame }

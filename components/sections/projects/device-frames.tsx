import { deviceFrames } from '../../../media-src/case-sites'
import type { ImageSource } from '../../../media-src/image-asset'
import { cn } from '../../ui/cn'
import { Picture } from '../../ui/picture'

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(2)}%`

type ShotProps = {
  /** The screenshot (a case file's `site.desktop` or `site.phone`). */
  image: ImageSource
  alt: string
  /** Layout width per viewport, as in `<img sizes>`. */
  sizes: string
  className?: string
}

const bar = deviceFrames.browserBar
const address = bar.address

/**
 * The browser bar, drawn inline in the theme's colours: window buttons, back and forward, and the
 * address field with a padlock. Decorative; it scales with the frame's width.
 */
function BrowserBar() {
  return (
    <svg
      viewBox={`0 0 ${bar.width} ${bar.height}`}
      width={bar.width}
      height={bar.height}
      aria-hidden="true"
      focusable="false"
      data-slot="browser-bar"
      className="block h-auto w-full"
    >
      <rect width={bar.width} height={bar.height} className="fill-[#eef2f1] dark:fill-[#123038]" />
      <rect y={bar.height - 1} width={bar.width} height="1" className="fill-[#d3dedb] dark:fill-[#224148]" />
      <circle cx="28" cy="26" r="7" fill="#f1706b" />
      <circle cx="52" cy="26" r="7" fill="#f5be4f" />
      <circle cx="76" cy="26" r="7" fill="#5fc65a" />
      <path
        d="M118 20l-6 6 6 6M138 20l6 6-6 6"
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-[#9aa9a6] dark:stroke-[#6f8c8a]"
      />
      <rect
        x={address.x}
        y={address.y}
        width={address.width}
        height={address.height}
        rx={address.height / 2}
        className="fill-[#ffffff] stroke-[#d3dedb] dark:fill-[#0b1f23] dark:stroke-[#224148]"
      />
      <path
        d="M491 24.5v-2.5a4 4 0 0 1 8 0v2.5"
        fill="none"
        strokeWidth="1.8"
        className="stroke-[#6b7c79] dark:stroke-[#a2b7b4]"
      />
      <rect x="489" y="24" width="12" height="9" rx="2" className="fill-[#6b7c79] dark:fill-[#a2b7b4]" />
    </svg>
  )
}

/**
 * A desktop screenshot under a browser bar that shows the site's address. The bar is decorative;
 * the address is written over its address field in container-relative units, so it keeps its
 * place at any width. The screenshot's alt text says what it shows; the address is repeated in
 * the figure's caption for screen readers.
 */
function BrowserFrame({ image, alt, sizes, host, className }: ShotProps & { host: string }) {
  return (
    <div
      data-slot="browser-frame"
      className={cn('@container overflow-hidden rounded-card border border-border bg-bg shadow-raised', className)}
    >
      <div className="relative">
        <BrowserBar />
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

/** A rounded rectangle as a path, for the frame's body with its screen cut out. */
function roundedRect(x: number, y: number, width: number, height: number, r: number): string {
  const right = x + width
  const bottom = y + height
  return (
    `M${x + r} ${y}H${right - r}A${r} ${r} 0 0 1 ${right} ${y + r}V${bottom - r}` +
    `A${r} ${r} 0 0 1 ${right - r} ${bottom}H${x + r}A${r} ${r} 0 0 1 ${x} ${bottom - r}V${y + r}` +
    `A${r} ${r} 0 0 1 ${x + r} ${y}Z`
  )
}

/** The phone's body, its screen cut out, with a rim and the side buttons; decorative. */
function PhoneBody() {
  return (
    <svg
      viewBox={`0 0 ${phone.width} ${phone.height}`}
      width={phone.width}
      height={phone.height}
      aria-hidden="true"
      focusable="false"
      data-slot="phone-body"
      className="pointer-events-none absolute inset-0 h-full w-full"
    >
      <path
        d={
          roundedRect(0, 0, phone.width, phone.height, phone.radius) +
          roundedRect(screen.x, screen.y, screen.width, screen.height, screen.radius)
        }
        fillRule="evenodd"
        fill="#0d1416"
      />
      <rect
        x="1.5"
        y="1.5"
        width={phone.width - 3}
        height={phone.height - 3}
        rx={phone.radius - 1.5}
        fill="none"
        stroke="#3a4649"
        strokeWidth="3"
      />
      <rect x="-3" y="180" width="4" height="60" rx="2" fill="#3a4649" />
      <rect x={phone.width - 1} y="230" width="4" height="96" rx="2" fill="#3a4649" />
    </svg>
  )
}

/**
 * A phone screenshot inside the phone frame: the shot fills the frame's screen (its rounded
 * corners clipped to the screen's radius) and the frame, drawn inline, lies on top of it.
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
      <PhoneBody />
    </div>
  )
}

export { BrowserFrame, PhoneFrame }

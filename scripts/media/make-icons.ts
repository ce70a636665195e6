/**
 * Icons from the mark (scripts/media/brand-mark.ts, also public/favicon.svg): the tab icons the pages
 * link (PNG at 32 and 48 px: an SVG icon is parsed as a document of its own on the page's main
 * thread after every load), the Apple touch icon, PNG icons for the web app manifest (any and
 * maskable) and public/site.webmanifest itself. Run by hand after changing the mark or the brand
 * name; the outputs are committed:
 *
 *   npx tsx scripts/media/make-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { pageMeta } from '../../content/pages/meta'
import { settings } from '../../content/site/settings'
import { art, palette } from '../../media-src/brand'
import { markShapes } from './brand-mark'

const publicDir = path.resolve('public')
/** The browser's UI colour: the polar-night ground of the mark's tile. */
export const themeColor = art.deep

/**
 * The mark on a square. `inset` shrinks the drawing toward the middle on a ground of the tile's
 * night colour (maskable icons keep their content in the central 80%); `rounded` keeps the
 * favicon's corner radius (iOS rounds its own, so its icon is square).
 */
export function iconSvg(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - inset
  const offset = (48 * inset) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">` +
    (rounded ? '' : squareGround(offset + 27 * scale)) +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">` +
    (rounded ? markShapes('icon') : markShapes('icon').replace(/<rect width="48" height="48" rx="11"[^>]*\/>/, '')) +
    `</g></svg>`
  )
}

/** A full-bleed sky and water with the horizon where the inset mark has it. */
function squareGround(horizon: number): string {
  const stop = (horizon / 48).toFixed(4)
  return (
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${art.night}"/>` +
    `<stop offset="${stop}" stop-color="${art.fjord}"/><stop offset="${stop}" stop-color="#072126"/>` +
    `<stop offset="1" stop-color="${art.night}"/></linearGradient><rect width="48" height="48" fill="url(#ground)"/>`
  )
}

export const icons = [
  { file: 'icons/favicon-32.png', size: 32, rounded: true, inset: 0 },
  { file: 'icons/favicon-48.png', size: 48, rounded: true, inset: 0 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 0.1 },
  { file: 'icons/icon-192.png', size: 192, rounded: true, inset: 0 },
  { file: 'icons/icon-512.png', size: 512, rounded: true, inset: 0 },
  { file: 'icons/icon-maskable-512.png', size: 512, rounded: false, inset: 0.3 },
] as const

export function webManifest() {
  return {
    name: settings.agencyName,
    short_name: settings.brandName.split(' ')[0],
    description: pageMeta.services.nb.description,
    lang: 'nb',
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: themeColor,
    background_color: palette.light.bg,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  }
}

async function main() {
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true })
  for (const icon of icons) {
    const svg = iconSvg(icon.size, icon)
    const image = sharp(Buffer.from(svg), { density: (72 * icon.size) / 48 }).resize(icon.size, icon.size)
    // Square icons are opaque (iOS shows transparency as black); rounded ones keep their corners clear.
    if (!icon.rounded) image.flatten({ background: art.night })
    await image.png({ compressionLevel: 9 }).toFile(path.join(publicDir, icon.file))
  }
  writeFileSync(path.join(publicDir, 'site.webmanifest'), `${JSON.stringify(webManifest(), null, 2)}\n`)
  console.log(`icons: ${icons.length} icons and site.webmanifest written`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

/**
 * Icons from the favicon's design (public/favicon.svg): the Apple touch icon, PNG icons for the
 * web app manifest (any and maskable) and public/site.webmanifest itself. Run by hand after
 * changing the mark or the brand name; the outputs are committed:
 *
 *   npx tsx scripts/media/make-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { pageMeta } from '../../content/meta'
import { settings } from '../../content/settings'
import { colorTokens } from '../../tailwind.config'
import { brand } from './render'

const publicDir = path.resolve('public')
const themeColor = colorTokens.light.primary

/**
 * The mark on a square. `inset` shrinks the waves toward the middle (maskable icons keep their
 * content in the central 80%); `rounded` keeps the favicon's corner radius (iOS rounds its own).
 */
export function iconSvg(size: number, { rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - inset
  const offset = (32 * inset) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${brand.primary}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">` +
    `<path d="M7 22c4-1 6-7 9-7s5 5 9 5" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M9 11c2-2 4-3 7-3s5 1 7 3" fill="none" stroke="${brand.accent}" stroke-width="2.5" stroke-linecap="round"/>` +
    `</g></svg>`
  )
}

export const icons = [
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
    background_color: colorTokens.light.bg,
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
    const image = sharp(Buffer.from(svg), { density: (72 * icon.size) / 32 }).resize(icon.size, icon.size)
    // Square icons are opaque (iOS shows transparency as black); rounded ones keep their corners clear.
    if (!icon.rounded) image.flatten({ background: brand.primary })
    await image.png({ compressionLevel: 9 }).toFile(path.join(publicDir, icon.file))
  }
  writeFileSync(path.join(publicDir, 'site.webmanifest'), `${JSON.stringify(webManifest(), null, 2)}\n`)
  console.log(`icons: ${icons.length} icons and site.webmanifest written`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

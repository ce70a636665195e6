/**
 * The Fjordlys brand files: the mark (public/brand/mark.svg and public/favicon.svg) and the logo,
 * mark plus wordmark, for light and dark grounds (public/brand/logo-{light,dark}.svg). The
 * wordmark is "fjordlys" in Manrope ExtraBold, drawn as paths, with the dot of the j in the low
 * sun's amber, and "digital" beside it in Manrope Medium. Run after changing the mark or palette:
 *
 *   npx tsx scripts/media/make-brand.ts && npx tsx scripts/media/make-icons.ts
 *
 * Needs the fonts-manrope Debian package (media-src/README.md); the outputs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import { art, brandFiles, palette } from '../../media-src/brand'
import { markShapes, markSvg } from './brand-mark'
import { compactPath, textPath, type TextPath } from './svg-text'

const brandDir = path.resolve('public/brand')

/** Splits a path into its closed subpaths (each `M...Z`). */
function subpaths(d: string): string[] {
  return d
    .split(/(?=M)/)
    .map((s) => s.trim())
    .filter(Boolean)
}

function inkBox(d: string) {
  return new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400"><path d="${d}"/></svg>`).getBBox()
}

/**
 * The wordmark's path split in two: the letters, and the dot over the j (the small subpath
 * highest up; the counters of o and d sit lower, at the x-height).
 */
export function splitTittle(text: TextPath): {
  letters: string
  tittle: { cx: number; cy: number; r: number }
} {
  const parts = subpaths(text.d)
  let best = -1
  let bestBox: { x: number; y: number; width: number; height: number } | undefined
  parts.forEach((p, i) => {
    const box = inkBox(p)
    if (!box) return
    const small = box.width < text.height * 0.22 && box.height < text.height * 0.22
    if (small && (!bestBox || box.y < bestBox.y)) {
      bestBox = box
      best = i
    }
  })
  if (!bestBox) throw new Error('make-brand: no dot over the j found in the wordmark')
  // The square dot becomes a round sun of the same weight.
  const tittle = {
    cx: bestBox.x + bestBox.width / 2,
    cy: bestBox.y + bestBox.height / 2,
    r: (Math.max(bestBox.width, bestBox.height) / 2) * 1.12,
  }
  return { letters: parts.filter((_, i) => i !== best).join(' '), tittle }
}

const n = (v: number) => Math.round(v * 100) / 100

export async function logoSvg(theme: 'light' | 'dark'): Promise<{ svg: string; width: number; height: number }> {
  const word = await textPath('fjordlys', 'manrope-800', { letterSpacing: -0.035 })
  const suffix = await textPath('digital', 'manrope-500', { letterSpacing: 0.01 })
  const { letters, tittle } = splitTittle(word)
  const height = 48
  // The wordmark's ink (ascender to descender) spans 34 of the 48 units, centred on the tile.
  const scale = 34 / word.height
  const x0 = 48 + 13
  const wx = x0 - word.x * scale
  const wy = (height - word.height * scale) / 2 - word.y * scale
  const ink = theme === 'light' ? palette.light.fg : palette.dark.fg
  const muted = theme === 'light' ? palette.light['fg-muted'] : palette.dark['fg-muted']
  const sun = theme === 'light' ? '#e8891c' : art.sun
  // "digital" is set smaller; both words have a descender, so aligning the ink bottoms aligns
  // their baselines.
  const sScale = (scale * word.height * 0.54) / suffix.height
  const sx = x0 + word.width * scale + 7 - suffix.x * sScale
  const wordBottom = wy + (word.y + word.height) * scale
  // Align the bottoms of the x-height letters: "fjordlys" descends (j, y), so use "digital"'s g.
  const sy = wordBottom - (suffix.y + suffix.height) * sScale
  const width = Math.ceil(sx + (suffix.x + suffix.width) * sScale + 1)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Fjordlys Digital">` +
    `<title>Fjordlys Digital</title>` +
    markShapes('fl') +
    // On a dark ground the tile gets a hairline edge so it does not sink into the page.
    (theme === 'dark' ? `<rect x=".5" y=".5" width="47" height="47" rx="10.5" fill="none" stroke="#2b5058"/>` : '') +
    `<g transform="translate(${n(wx)} ${n(wy)}) scale(${n(scale * 1000) / 1000})">` +
    `<path d="${compactPath(letters)}" fill="${ink}"/>` +
    `<circle cx="${n(tittle.cx)}" cy="${n(tittle.cy)}" r="${n(tittle.r)}" fill="${sun}"/></g>` +
    `<path transform="translate(${n(sx)} ${n(sy)}) scale(${n(sScale * 1000) / 1000})" d="${compactPath(suffix.d)}" fill="${muted}"/>` +
    `</svg>`
  return { svg, width, height }
}

async function main() {
  mkdirSync(brandDir, { recursive: true })
  const mark = markSvg(48).replace('<svg ', '<svg role="img" aria-label="Fjordlys Digital" ')
  writeFileSync(path.join(brandDir, 'mark.svg'), `${mark}\n`)
  // The favicon is the mark without a fixed size, so browsers scale it to the tab.
  writeFileSync(path.resolve('public/favicon.svg'), `${markSvg(48).replace(/ width="48" height="48"/, '')}\n`)
  for (const theme of ['light', 'dark'] as const) {
    const logo = await logoSvg(theme)
    const expected = theme === 'light' ? brandFiles.logoLight : brandFiles.logoDark
    if (logo.width !== expected.width || logo.height !== expected.height) {
      console.warn(`make-brand: logo is ${logo.width}x${logo.height}; update brandFiles in media-src/brand.ts`)
    }
    writeFileSync(path.join(brandDir, `logo-${theme}.svg`), `${logo.svg}\n`)
  }
  console.log('brand: mark.svg, favicon.svg, logo-light.svg, logo-dark.svg written')
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

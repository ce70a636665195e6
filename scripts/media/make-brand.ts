/**
 * The Fjordlys brand files: the mark (public/brand/mark.svg and public/favicon.svg) and the logo,
 * mark plus wordmark, for light and dark grounds (public/brand/logo-{light,dark}.svg). The
 * wordmark is "fjordlys" in Manrope ExtraBold, drawn as paths, with the dot of the j in the low
 * sun's amber, and "digital" beside it in Manrope Medium. The same drawing, with its theme colours
 * as CSS variables, is written to media-src/brand-logo.ts for the pages to inline. Run after
 * changing the mark or palette:
 *
 *   npx tsx scripts/media/make-brand.ts && npx tsx scripts/media/make-icons.ts
 *
 * Needs the fonts-manrope Debian package (media-src/README.md); the outputs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import { format, resolveConfig } from 'prettier'
import { optimize } from 'svgo'
import { brandFiles, logoColors, type LogoColorRole } from '../../media-src/brand'
import { markShapes, markSvg } from './brand-mark'
import { compactPath, textPath, type TextPath } from './svg-text'

const brandDir = path.resolve('public/brand')
export const inlineLogoFile = path.resolve('media-src/brand-logo.ts')

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

/** How a shape takes one of the logo's theme colours (media-src/brand.ts `logoColors`). */
type Paint = (role: LogoColorRole) => string

/**
 * The logo's drawing in its own box: the mark's defs (ids prefixed `fl-`) and its shapes, then the
 * wordmark. `paint` gives the attributes of the four shapes whose colour follows the theme; an
 * empty string for the edge leaves the edge out.
 */
export async function logoDrawing(
  paint: Paint,
): Promise<{ defs: string; shapes: string; width: number; height: number }> {
  const word = await textPath('fjordlys', 'manrope-800', { letterSpacing: -0.035 })
  const suffix = await textPath('digital', 'manrope-500', { letterSpacing: 0.01 })
  const { letters, tittle } = splitTittle(word)
  const height = 48
  // The wordmark's ink (ascender to descender) spans 34 of the 48 units, centred on the tile.
  const scale = 34 / word.height
  const x0 = 48 + 13
  const wx = x0 - word.x * scale
  const wy = (height - word.height * scale) / 2 - word.y * scale
  // "digital" is set smaller; both words have a descender, so aligning the ink bottoms aligns
  // their baselines.
  const sScale = (scale * word.height * 0.54) / suffix.height
  const sx = x0 + word.width * scale + 7 - suffix.x * sScale
  const wordBottom = wy + (word.y + word.height) * scale
  // Align the bottoms of the x-height letters: "fjordlys" descends (j, y), so use "digital"'s g.
  const sy = wordBottom - (suffix.y + suffix.height) * sScale
  const width = Math.ceil(sx + (suffix.x + suffix.width) * sScale + 1)
  const mark = markShapes('fl')
  const defsEnd = mark.indexOf('</defs>') + '</defs>'.length
  const edge = paint('edge')
  const shapes =
    mark.slice(defsEnd) +
    // On a dark ground the tile gets a hairline edge so it does not sink into the page.
    (edge ? `<rect x=".5" y=".5" width="47" height="47" rx="10.5" ${edge}/>` : '') +
    `<g transform="translate(${n(wx)} ${n(wy)}) scale(${n(scale * 1000) / 1000})">` +
    `<path d="${compactPath(letters)}" ${paint('ink')}/>` +
    `<circle cx="${n(tittle.cx)}" cy="${n(tittle.cy)}" r="${n(tittle.r)}" ${paint('sun')}/></g>` +
    `<path transform="translate(${n(sx)} ${n(sy)}) scale(${n(sScale * 1000) / 1000})" d="${compactPath(suffix.d)}" ${paint('muted')}/>`
  return { defs: mark.slice(0, defsEnd), shapes, width, height }
}

/** The logo in one theme's colours, as a file of its own. */
export async function logoSvg(theme: 'light' | 'dark'): Promise<{ svg: string; width: number; height: number }> {
  const colors = logoColors[theme]
  const { defs, shapes, width, height } = await logoDrawing((role) =>
    role === 'edge' ? (colors.edge === 'none' ? '' : `fill="none" stroke="${colors.edge}"`) : `fill="${colors[role]}"`,
  )
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Fjordlys Digital">` +
    `<title>Fjordlys Digital</title>` +
    defs +
    shapes +
    `</svg>`
  return { svg, width, height }
}

/**
 * The logo for pages to inline: one drawing for both themes, whose theme colours are CSS variables
 * (`--fj-logo-<role>`, set on <html> per theme), so the theme class switches it without a second
 * copy or a file to fetch. Written to media-src/brand-logo.ts.
 */
export async function inlineLogoSource(): Promise<string> {
  const drawing = await logoDrawing((role) =>
    role === 'edge' ? `fill="none" style="stroke:var(--fj-logo-edge)"` : `style="fill:var(--fj-logo-${role})"`,
  )
  const { width, height } = drawing
  // Every page carries this markup, so its path data is written as short as it goes (relative
  // commands, no repeated points) at the drawing's own precision, a tenth of a font unit; nothing
  // else is touched (ids, styles and structure stay as drawn).
  const compact = (markup: string) =>
    optimize(`<svg xmlns="http://www.w3.org/2000/svg">${markup}</svg>`, {
      plugins: [{ name: 'convertPathData', params: { floatPrecision: 1 } }],
    }).data.replace(/^<svg[^>]*>|<\/svg>$/g, '')
  const defs = compact(drawing.defs)
  const shapes = compact(drawing.shapes)
  const source = `/**
 * The logo as the pages inline it (components/layout/brand-logo.tsx): written by
 * scripts/media/make-brand.ts from the same drawing as public/brand/logo-{light,dark}.svg; do not
 * edit by hand. The colours that follow the theme read the CSS variables \`--fj-logo-<role>\`
 * (media-src/brand.ts \`logoColors\`, set per theme by tailwind.config.ts).
 */
export const inlineLogo = ${JSON.stringify(
    {
      width,
      height,
      defs: defs.replace(/^<defs>|<\/defs>$/g, ''),
      shapes,
    },
    null,
    2,
  )} as const
`
  const prettier = { ...(await resolveConfig(inlineLogoFile)), filepath: inlineLogoFile }
  return format(source, prettier)
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
  writeFileSync(inlineLogoFile, await inlineLogoSource())
  console.log('brand: mark.svg, favicon.svg, logo-light.svg, logo-dark.svg and media-src/brand-logo.ts written')
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

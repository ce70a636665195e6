/**
 * Text as SVG paths: satori lays a line of text out in a given font file and draws every glyph
 * as a path, and resvg measures the ink. Logos and wordmarks use it so that the committed SVGs
 * need no web font and look the same everywhere.
 *
 * The font files are Debian's font packages (see media-src/README.md for the list); they are
 * needed only to regenerate the logos, never to build or serve the site.
 */
import { existsSync, readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'

/**
 * Font files the media scripts draw with, by name: Debian's fonts-inter, fonts-manrope,
 * fonts-ebgaramond, fonts-solide-mirage, fonts-karla, fonts-bebas-neue, fonts-opendin, fonts-sora,
 * fonts-quicksand, fonts-comfortaa, fonts-quattrocento, fonts-roboto, fonts-lato and fonts-cabin
 * packages.
 */
export const fontFiles = {
  'inter-500': '/usr/share/fonts/opentype/inter/Inter-Medium.otf',
  'manrope-800': '/usr/share/fonts/truetype/manrope/Manrope-ExtraBold.ttf',
  'manrope-500': '/usr/share/fonts/truetype/manrope/Manrope-Medium.ttf',
  'garamond-italic': '/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Italic.otf',
  'garamond-regular': '/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf',
  'mirage-etroit': '/usr/share/fonts/opentype/solid-mirage/SolideMirageEtroit.otf',
  'karla-700': '/usr/share/fonts/truetype/karla/Karla-Bold.otf',
  'karla-500': '/usr/share/fonts/truetype/karla/Karla-Medium.otf',
  'bebas-bold': '/usr/share/fonts/opentype/bebas-neue/BebasNeue-Bold.otf',
  din: '/usr/share/fonts/truetype/opendin/OSP-DIN.ttf',
  'sora-700': '/usr/share/fonts/opentype/sora/Sora-Bold.otf',
  'sora-300': '/usr/share/fonts/opentype/sora/Sora-Light.otf',
  'quicksand-700': '/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf',
  'quicksand-500': '/usr/share/fonts/truetype/quicksand/Quicksand-Medium.ttf',
  'comfortaa-700': '/usr/share/fonts/truetype/comfortaa/Comfortaa-Bold.ttf',
  quattrocento: '/usr/share/fonts/opentype/quattrocento/Quattrocento-Regular.otf',
  'roboto-black': '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Black.ttf',
  'lato-light': '/usr/share/fonts/truetype/lato/Lato-Light.ttf',
  'lato-regular': '/usr/share/fonts/truetype/lato/Lato-Regular.ttf',
  'cabin-bold': '/usr/share/fonts/opentype/cabin/Cabin-Bold.otf',
  'cabin-regular': '/usr/share/fonts/opentype/cabin/Cabin-Regular.otf',
} as const

export type FontName = keyof typeof fontFiles

const fontData = new Map<FontName, Buffer>()

function font(name: FontName): Buffer {
  let data = fontData.get(name)
  if (!data) {
    const file = fontFiles[name]
    if (!existsSync(file)) {
      throw new Error(`svg-text: ${file} is missing; install the fonts listed in media-src/README.md`)
    }
    data = readFileSync(file)
    fontData.set(name, data)
  }
  return data
}

/** A line of text drawn as one path, with the box of its ink in the path's own units. */
export type TextPath = { d: string; x: number; y: number; width: number; height: number }

export type TextOptions = { size?: number; letterSpacing?: number; uppercase?: boolean }

const pathCache = new Map<string, Promise<TextPath>>()

/** Draws `text` in `fontName` at `size` px as one path, and measures its ink (cached per process). */
export function textPath(text: string, fontName: FontName, options: TextOptions = {}): Promise<TextPath> {
  const key = JSON.stringify([text, fontName, options])
  let known = pathCache.get(key)
  if (!known) {
    known = drawText(text, fontName, options)
    pathCache.set(key, known)
  }
  return known
}

async function drawText(text: string, fontName: FontName, options: TextOptions): Promise<TextPath> {
  const size = options.size ?? 100
  const content = options.uppercase ? text.toUpperCase() : text
  const width = Math.ceil(size * content.length * 1.2) + 40
  const height = Math.ceil(size * 2)
  const node = {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        fontFamily: 'F',
        fontSize: size,
        lineHeight: 1,
        letterSpacing: options.letterSpacing ? `${options.letterSpacing}em` : 'normal',
        whiteSpace: 'nowrap',
        color: '#000',
        padding: `${size / 2}px 20px`,
      },
      children: content,
    },
  }
  const svg = await satori(node as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: [{ name: 'F', data: font(fontName), weight: 400, style: 'normal' }],
  })
  const d = [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((m) => m[1]).join(' ')
  if (!d) throw new Error(`svg-text: "${text}" drew no glyphs`)
  const box = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}"/></svg>`,
  ).getBBox()
  if (!box) throw new Error(`svg-text: "${text}" has no ink`)
  return { d, x: box.x, y: box.y, width: box.width, height: box.height }
}

const n = (v: number) => String(Math.round(v * 100) / 100)

/**
 * The path placed so that its ink starts at `x` and its ink height becomes `height`, with its top
 * at `y` (or its baseline-free ink centred on `centreY`): a `<path>` with a transform.
 */
export function placeText(
  text: TextPath,
  at: { x: number; y?: number; centreY?: number; height?: number; width?: number },
  attrs = '',
): { svg: string; width: number; height: number } {
  const scale = at.width ? at.width / text.width : (at.height ?? text.height) / text.height
  const w = text.width * scale
  const h = text.height * scale
  const top = at.centreY !== undefined ? at.centreY - h / 2 : (at.y ?? 0)
  const tx = at.x - text.x * scale
  const ty = top - text.y * scale
  return {
    svg: `<path transform="translate(${n(tx)} ${n(ty)}) scale(${Math.round(scale * 10000) / 10000})" d="${compactPath(text.d)}"${attrs ? ` ${attrs}` : ''}/>`,
    width: w,
    height: h,
  }
}

/** Rounds the numbers of a path to one decimal, which at logo sizes cannot be seen. */
export function compactPath(d: string): string {
  return d.replace(/-?\d+\.\d+/g, (m) => String(Math.round(Number(m) * 10) / 10))
}

/** Where a font puts its baseline and cap height, in the units `textPath` draws at that size. */
export type FontMetrics = { baseline: number; capTop: number; xTop: number }

const metricsCache = new Map<string, FontMetrics>()

/** Measures a font from the ink of "H" (baseline and cap height) and "x" (x-height). */
export async function fontMetrics(fontName: FontName, size = 100): Promise<FontMetrics> {
  const key = `${fontName}@${size}`
  const known = metricsCache.get(key)
  if (known) return known
  const cap = await textPath('H', fontName, { size })
  const x = await textPath('x', fontName, { size })
  const metrics = { baseline: cap.y + cap.height, capTop: cap.y, xTop: x.y }
  metricsCache.set(key, metrics)
  return metrics
}

/**
 * A line of text set on a baseline: its ink starts at `x`, its baseline lies at `baseline` and
 * its capitals are `capHeight` tall. Returns the `<path>` and the ink's right edge.
 */
export async function setText(
  text: string,
  fontName: FontName,
  at: { x: number; baseline: number; capHeight: number },
  options: TextOptions & { attrs?: string; skew?: number } = {},
): Promise<{ svg: string; right: number; scale: number }> {
  const size = options.size ?? 100
  const tp = await textPath(text, fontName, options)
  const m = await fontMetrics(fontName, size)
  const scale = at.capHeight / (m.baseline - m.capTop)
  const tx = at.x - tp.x * scale
  const ty = at.baseline - m.baseline * scale
  const skew = options.skew ? ` skewX(${options.skew})` : ''
  // A skew leans the glyphs about y = 0 of the path; shift so the baseline stays put.
  const shift = options.skew ? Math.tan((options.skew * Math.PI) / 180) * m.baseline * scale : 0
  const svg = `<path transform="translate(${n(tx - shift)} ${n(ty)})${skew} scale(${Math.round(scale * 10000) / 10000})" d="${compactPath(tp.d)}"${options.attrs ? ` ${options.attrs}` : ''}/>`
  return { svg, right: at.x + tp.width * scale, scale }
}

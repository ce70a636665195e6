/**
 * Shared rendering for the project's own media: a tiny element builder for satori (no JSX in
 * scripts), the Inter font files (WOFF; satori reads TTF/OTF/WOFF, not WOFF2), and
 * element -> SVG (satori) -> PNG (resvg).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { renderAsync, Resvg } from '@resvg/resvg-js'
import satori, { type SatoriOptions } from 'satori'
import { art, palette } from '../../media-src/brand'

export { markSvg } from './brand-mark'

/** Brand colours for dark media (social images, video): the dark theme and the art colours. */
export const brand = {
  bg: palette.dark.bg,
  surface: palette.dark.surface,
  surfaceStrong: palette.dark['surface-strong'],
  fg: palette.dark.fg,
  fgMuted: palette.dark['fg-muted'],
  primary: art.fjord,
  primaryLight: palette.dark.primary,
  accent: palette.dark.accent,
  aurora: art.aurora,
  sun: art.sun,
  border: palette.dark.border,
} as const

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

export type Style = Record<string, string | number>
export type Node = { type: string; props: { style?: Style; children?: Child | Child[]; [key: string]: unknown } }
type Child = Node | string | null | false

/** Builds a satori element: `h('div', { display: 'flex' }, 'text', h(...))`. */
export function h(type: string, style: Style, ...children: Child[]): Node {
  const kept = children.filter((c): c is Node | string => c !== null && c !== false)
  return { type, props: { style, children: kept.length === 1 ? kept[0] : kept } }
}

export function img(src: string, width: number, height: number, style: Style = {}): Node {
  return { type: 'img', props: { src, width, height, style: { width, height, ...style } } }
}

let fontCache: SatoriOptions['fonts'] | undefined

/** Inter in the weights the media use, read once per process. */
export function fonts(): SatoriOptions['fonts'] {
  if (fontCache) return fontCache
  const require = createRequire(import.meta.url)
  const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files')
  const weights = [400, 600, 700, 800] as const
  fontCache = weights.map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: readFileSync(path.join(dir, `inter-latin-${weight}-normal.woff`)),
  }))
  return fontCache
}

export async function renderSvg(node: Node, width: number, height: number): Promise<string> {
  // satori's types ask for a ReactNode; a plain { type, props } object is what it reads.
  return satori(node as unknown as Parameters<typeof satori>[0], { width, height, fonts: fonts() })
}

export async function renderPng(node: Node, width: number, height: number): Promise<Buffer> {
  const svg = await renderSvg(node, width, height)
  return svgToPng(svg, width)
}

const resvgOptions = (width: number) => ({
  fitTo: { mode: 'width' as const, value: width },
  font: { loadSystemFonts: false },
})

export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, resvgOptions(width)).render().asPng()
}

/** Like `renderPng`, with resvg on libuv's thread pool, so several renders overlap on more cores. */
export async function renderPngAsync(node: Node, width: number, height: number): Promise<Buffer> {
  const svg = await renderSvg(node, width, height)
  return (await renderAsync(svg, resvgOptions(width))).asPng()
}

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
import { colorTokens } from '../../tailwind.config'

/** Brand colours for dark media (social images, video): the dark theme tokens plus the light primary. */
export const brand = {
  bg: colorTokens.dark.bg,
  surface: colorTokens.dark.surface,
  surfaceStrong: colorTokens.dark['surface-strong'],
  fg: colorTokens.dark.fg,
  fgMuted: colorTokens.dark['fg-muted'],
  primary: colorTokens.light.primary,
  primaryLight: colorTokens.dark.primary,
  accent: colorTokens.dark.accent,
  border: colorTokens.dark.border,
} as const

/** The favicon's mark (public/favicon.svg) drawn at any size, optionally with its waves partly drawn. */
export function markSvg(size: number, draw = 1): string {
  const wave = 30 // generous upper bound of each path's length in the 32-unit box
  const dash = `stroke-dasharray="${wave}" stroke-dashoffset="${(wave * (1 - draw)).toFixed(2)}"`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${brand.primary}"/>` +
    `<path d="M7 22c4-1 6-7 9-7s5 5 9 5" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" ${dash}/>` +
    `<path d="M9 11c2-2 4-3 7-3s5 1 7 3" fill="none" stroke="${brand.accent}" stroke-width="2.5" stroke-linecap="round" ${dash}/>` +
    `</svg>`
  )
}

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

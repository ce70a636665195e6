/**
 * The Fjordlys mark, drawn in code so that the favicon, the icons, the logos, the social images
 * and the intro video share one geometry: on a tile of polar-night blue-green, a low sun sits on
 * the water between two layered ridgelines, an aurora band arcs above, and the sun's light lies
 * on the water as three shortening strokes.
 *
 * `markSvg` takes the animation's progress values (0..1) so the video can raise the sun, draw
 * the aurora and lay the light on the water; at their defaults the mark is complete.
 */
import { art } from '../../media-src/brand'

export type MarkState = {
  /** How far the sun has risen to its place on the horizon. */
  sun?: number
  /** How much of the aurora band is drawn, left to right. */
  aurora?: number
  /** How many of the light strokes on the water are laid (0..1 over the three). */
  light?: number
}

const HORIZON = 27
const r = (v: number) => Math.round(v * 100) / 100
const clamp = (v: number) => Math.min(1, Math.max(0, v))

/** The mark's shapes in its 48-unit box, without the outer `<svg>`; ids are prefixed by `id`. */
export function markShapes(id = 'fm', state: MarkState = {}): string {
  const sun = clamp(state.sun ?? 1)
  const aurora = clamp(state.aurora ?? 1)
  const light = clamp(state.light ?? 1)
  const sunY = HORIZON + (1 - sun) * 10
  const strokes = [
    { x: 14.5, w: 19, y: 30.4, o: 1 },
    { x: 18.5, w: 11, y: 34.9, o: 0.8 },
    { x: 21.75, w: 4.5, y: 39.4, o: 0.6 },
  ]
  const laid = strokes
    .map((s, i) => {
      const t = clamp(light * 3 - i)
      if (t <= 0) return ''
      const w = s.w * t
      return `<rect x="${r(24 - w / 2)}" y="${s.y}" width="${r(w)}" height="2.6" rx="1.3" fill="${art.sun}" opacity="${s.o}"/>`
    })
    .join('')
  return (
    `<defs>` +
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${art.night}"/><stop offset=".5625" stop-color="${art.fjord}"/>` +
    `<stop offset=".5625" stop-color="#072126"/><stop offset="1" stop-color="${art.night}"/></linearGradient>` +
    `<linearGradient id="${id}-aurora" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${art.aurora}" stop-opacity=".2"/><stop offset=".45" stop-color="${art.aurora}"/>` +
    `<stop offset="1" stop-color="${art.auroraSoft}" stop-opacity=".5"/></linearGradient>` +
    `<clipPath id="${id}-above"><rect width="48" height="${HORIZON}"/></clipPath>` +
    `<clipPath id="${id}-draw"><rect width="${r(48 * aurora)}" height="48"/></clipPath>` +
    `</defs>` +
    `<rect width="48" height="48" rx="11" fill="url(#${id}-sky)"/>` +
    `<path clip-path="url(#${id}-draw)" d="M5 17.2C14 9.6 30.5 8 43 12.6c-12.6-2.2-27.4.2-38 4.6Z" fill="url(#${id}-aurora)"/>` +
    `<circle cx="24" cy="${r(sunY)}" r="8.2" fill="${art.sun}" clip-path="url(#${id}-above)"/>` +
    `<path d="M0 17.5 6 15.6l5.5 3.6L0 24Z" fill="${art.ridgeNear}" opacity=".55"/>` +
    `<path d="M0 20.5 7.5 18l6.5 4.4 6.2 4.6H0Z" fill="#2d8a83"/>` +
    `<path d="M48 15.4 41.5 16.6 37 19.6 48 23Z" fill="${art.ridgeNear}" opacity=".5"/>` +
    `<path d="M48 18.2 40 19.5l-6.8 4.1L28.4 27H48Z" fill="#1d6664"/>` +
    laid
  )
}

/** The mark as a standalone SVG at `size` px (its tile has rounded corners). */
export function markSvg(size: number, state: MarkState = {}, id = 'fm'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">` +
    markShapes(id, state) +
    `</svg>`
  )
}

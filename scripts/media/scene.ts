/**
 * The fjord-light scene kit: the shared pieces every illustration, the social images and the
 * intro video are drawn from, so they read as one hand. A scene is a sky in one of three moods
 * (morning mist, golden dusk, polar night), a low sun with its glow, aurora fields, layered
 * ridgelines that pale with distance, water with the ridges' reflection, and the sun's light
 * laid on the water as short strokes, the same strokes as in the mark.
 *
 * Everything is plain SVG strings; randomness comes from a seeded generator, so a scene is the
 * same on every run.
 */
import { art } from '../../media-src/brand'

export type Mood = 'morning' | 'dusk' | 'night'

/** A small seeded generator (mulberry32): the same seed draws the same ridges on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const f = (v: number) => String(Math.round(v * 10) / 10)

/** Colours of each mood: sky top to horizon, water, ridges far to near, and the light. */
export const moods: Record<
  Mood,
  { sky: [string, string, string]; water: [string, string]; ridges: string[]; sun: string; glow: string; ink: string }
> = {
  morning: {
    sky: ['#d7ebe6', '#eef5f0', '#fde7c6'],
    water: ['#b9d8d2', '#8fc0b8'],
    ridges: ['#bcd8d2', '#93c0b9', '#5f9e98', '#2f7471', '#17504f'],
    sun: '#ffb24d',
    glow: '#ffd59a',
    ink: '#0d3a3e',
  },
  dusk: {
    sky: ['#0c2c35', '#1f5a60', '#f4a95f'],
    water: ['#123e45', '#081f24'],
    ridges: ['#4c8480', '#2f6a69', '#1b4e51', '#113a3f', '#0a262b'],
    sun: '#ffb24d',
    glow: '#ffcf8a',
    ink: '#061417',
  },
  night: {
    sky: ['#030d10', '#06191e', '#0d3a3f'],
    water: ['#07232a', '#030d10'],
    ridges: ['#1b4a4f', '#143c41', '#0e2f34', '#0a2429', '#061a1e'],
    sun: '#ffb24d',
    glow: '#ffcf8a',
    ink: '#020a0c',
  },
}

export type Canvas = { w: number; h: number; horizon: number; mood: Mood; id: string }

/** The sky, a gradient from the mood's top colour to a warmer horizon. */
export function sky(c: Canvas): string {
  const m = moods[c.mood]
  return (
    `<linearGradient id="${c.id}-sky" x1="0" y1="0" x2="0" y2="${f(c.horizon)}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${m.sky[0]}"/><stop offset="${f(0.62)}" stop-color="${m.sky[1]}"/>` +
    `<stop offset="1" stop-color="${m.sky[2]}"/></linearGradient>` +
    `<rect width="${c.w}" height="${f(c.horizon + 2)}" fill="url(#${c.id}-sky)"/>`
  )
}

/** The water below the horizon, darker toward the viewer. */
export function water(c: Canvas): string {
  const m = moods[c.mood]
  return (
    `<linearGradient id="${c.id}-water" x1="0" y1="${f(c.horizon)}" x2="0" y2="${c.h}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${m.water[0]}"/><stop offset="1" stop-color="${m.water[1]}"/></linearGradient>` +
    `<rect y="${f(c.horizon)}" width="${c.w}" height="${f(c.h - c.horizon)}" fill="url(#${c.id}-water)"/>`
  )
}

/** The low sun: a soft glow and a disc, cut by the horizon when it sits on it. */
export function sun(c: Canvas, cx: number, cy: number, r: number, glow = 3.2): string {
  const m = moods[c.mood]
  return (
    `<radialGradient id="${c.id}-glow" cx="${f(cx)}" cy="${f(cy)}" r="${f(r * glow)}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${m.glow}" stop-opacity="${c.mood === 'night' ? 0.55 : 0.8}"/>` +
    `<stop offset=".35" stop-color="${m.glow}" stop-opacity="${c.mood === 'night' ? 0.18 : 0.32}"/>` +
    `<stop offset="1" stop-color="${m.glow}" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${c.id}-above"><rect width="${c.w}" height="${f(c.horizon)}"/></clipPath>` +
    `<rect width="${c.w}" height="${f(c.horizon)}" fill="url(#${c.id}-glow)"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${m.sun}" clip-path="url(#${c.id}-above)"/>`
  )
}

/** Aurora fields: soft ribbons of colour across the upper sky. */
export function aurora(
  c: Canvas,
  bands: {
    y: number
    amp: number
    thick: number
    color: string
    opacity: number
    phase?: number
    x0?: number
    x1?: number
  }[],
): string {
  return bands
    .map((b, i) => {
      const x0 = b.x0 ?? -40
      const x1 = b.x1 ?? c.w + 40
      const ph = b.phase ?? 0
      const pts: [number, number][] = []
      for (let k = 0; k <= 24; k++) {
        const x = x0 + ((x1 - x0) * k) / 24
        const t = k / 24
        pts.push([
          x,
          b.y + Math.sin(t * Math.PI * 1.6 + ph) * b.amp + Math.sin(t * Math.PI * 4.1 + ph * 2) * b.amp * 0.25,
        ])
      }
      const top = pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')
      const bottom = [...pts]
        .reverse()
        .map(([x, y], k) => {
          const t = 1 - k / 24
          const taper = Math.sin(t * Math.PI) ** 0.7
          return `${f(x)} ${f(y + b.thick * taper)}`
        })
        .join(' L')
      const gid = `${c.id}-au${i}`
      return (
        `<linearGradient id="${gid}" x1="0" y1="${f(b.y - b.amp)}" x2="0" y2="${f(b.y + b.amp + b.thick)}" gradientUnits="userSpaceOnUse">` +
        `<stop offset="0" stop-color="${b.color}" stop-opacity="0"/><stop offset=".45" stop-color="${b.color}" stop-opacity="${b.opacity}"/>` +
        `<stop offset="1" stop-color="${b.color}" stop-opacity="0"/></linearGradient>` +
        `<path d="M${top} L${bottom}Z" fill="url(#${gid})"/>`
      )
    })
    .join('')
}

/**
 * A ridgeline through control points, roughened with seeded midpoint displacement, closed down
 * to `baseY`. Returns the path's `d`.
 */
export function ridgePath(points: [number, number][], baseY: number, seed: number, rough = 0.12, depth = 4): string {
  const rand = rng(seed)
  let pts = points
  for (let level = 0; level < depth; level++) {
    const next: [number, number][] = [pts[0]!]
    for (let i = 1; i < pts.length; i++) {
      const [x0, y0] = pts[i - 1]!
      const [x1, y1] = pts[i]!
      const len = Math.hypot(x1 - x0, y1 - y0)
      next.push([(x0 + x1) / 2 + (rand() - 0.5) * len * rough * 0.4, (y0 + y1) / 2 + (rand() - 0.5) * len * rough])
      next.push([x1, y1])
    }
    pts = next
  }
  const first = pts[0]!
  const last = pts.at(-1)!
  return `M${f(first[0])} ${f(baseY)} L${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')} L${f(last[0])} ${f(baseY)}Z`
}

/** A ridge and its reflection in the water (mirrored on the horizon, fainter). */
export function ridge(
  c: Canvas,
  points: [number, number][],
  color: string,
  seed: number,
  opts: { rough?: number; reflect?: number } = {},
): string {
  const d = ridgePath(points, c.horizon, seed, opts.rough ?? 0.12)
  const reflect = opts.reflect ?? 0.22
  return (
    `<path d="${d}" fill="${color}"/>` +
    (reflect > 0
      ? `<path d="${d}" fill="${color}" opacity="${reflect}" transform="translate(0 ${f(c.horizon * 2)}) scale(1 -1)"/>`
      : '')
  )
}

/**
 * The sun's light on the water: a column of short rounded strokes under `cx`, shortening and
 * fading toward the viewer, as in the mark.
 */
export function lightPath(
  c: Canvas,
  cx: number,
  opts: { width?: number; rows?: number; gap?: number; seed?: number; color?: string; from?: number } = {},
): string {
  const rand = rng(opts.seed ?? 7)
  const rows = opts.rows ?? 9
  const gap = opts.gap ?? 22
  const width = opts.width ?? 260
  const color = opts.color ?? moods[c.mood].sun
  let out = ''
  for (let i = 0; i < rows; i++) {
    const y = c.horizon + (opts.from ?? 14) + i * gap * (1 + i * 0.08)
    if (y > c.h - 6) break
    const t = i / rows
    const w = width * (1 - t * 0.72) * (0.75 + rand() * 0.4)
    const off = (rand() - 0.5) * width * 0.12
    const th = 7 + i * 0.9
    out += `<rect x="${f(cx - w / 2 + off)}" y="${f(y)}" width="${f(w)}" height="${f(th)}" rx="${f(th / 2)}" fill="${color}" opacity="${f(Math.max(0.18, 0.95 - t * 0.8))}"/>`
    // A few loose glints beside the column.
    if (i % 2 === 1) {
      const gw = 18 + rand() * 40
      const gx = cx + (rand() > 0.5 ? 1 : -1) * (w / 2 + 20 + rand() * 60)
      out += `<rect x="${f(gx - gw / 2)}" y="${f(y + gap * 0.4)}" width="${f(gw)}" height="${f(th * 0.7)}" rx="${f(th * 0.35)}" fill="${color}" opacity=".35"/>`
    }
  }
  return out
}

/** Stars for night skies. */
export function stars(c: Canvas, count: number, seed: number, maxY = c.horizon * 0.7): string {
  const rand = rng(seed)
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = 1 + rand() * 1.8
    out += `<circle cx="${f(rand() * c.w)}" cy="${f(rand() * maxY)}" r="${f(r)}" fill="#eaf6f2" opacity="${f(0.25 + rand() * 0.55)}"/>`
  }
  return out
}

/** A standing person in silhouette: head and shoulders over a body, `h` tall from `y` (feet). */
export function person(x: number, y: number, h: number, color: string, lean = 0): string {
  const head = h * 0.13
  const sh = h * 0.27
  const bodyTop = y - h + head * 2.1
  return (
    `<g transform="rotate(${f(lean)} ${f(x)} ${f(y)})">` +
    `<circle cx="${f(x)}" cy="${f(y - h + head)}" r="${f(head)}" fill="${color}"/>` +
    `<path d="M${f(x - sh / 2)} ${f(y)} L${f(x - sh / 2)} ${f(bodyTop + sh * 0.35)} Q${f(x - sh / 2)} ${f(bodyTop)} ${f(x)} ${f(bodyTop)} Q${f(x + sh / 2)} ${f(bodyTop)} ${f(x + sh / 2)} ${f(bodyTop + sh * 0.35)} L${f(x + sh / 2)} ${f(y)}Z" fill="${color}"/>` +
    `</g>`
  )
}

/** The outer `<svg>` of a scene. */
export function svgDoc(c: Canvas, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">` +
    `<title>${title}</title>${body}</svg>\n`
  )
}

export { art }

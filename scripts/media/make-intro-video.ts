/**
 * The intro videos, one per language: 25 seconds of motion in the fjord-light world. Over the
 * whole film the polar night turns to golden hour: the ridgelines drift past at their own depths,
 * the aurora shimmers and fades, the low sun rises into the gap of the fjord and lays its light on
 * the water. On the left, seven beats of copy come and go (what the agency does, in the viewer's
 * language); on the right, each beat has its own moving motif in the same style: the mark drawing
 * itself, a page layout rising from the water, a search being typed and answered, ripples and a
 * network for ads, a pulse for hosting, a phone for apps, and the logo at the end.
 *
 * Frames are SVG (text drawn as paths with the brand fonts, see ./svg-text.ts) rendered by resvg
 * and encoded by ffmpeg as H.264 (faststart) and VP9. Run by hand; the outputs are committed:
 *
 *   apt-get install -y ffmpeg && npx tsx scripts/media/make-intro-video.ts
 *
 * `--preview 1 5 9` writes single frames and the posters as PNG to the temp folder to look at;
 * `--posters` redraws only the posters.
 *
 * Writes public/media/intro/intro-<locale>.{mp4,webm,vtt} and poster-<locale>.{jpg,webp}, and
 * media-src/intro.ts (the typed facts other code reads: sources, track, poster, size, duration).
 * Each captions track holds the on-screen copy of its language with the beats' timings.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderAsync } from '@resvg/resvg-js'
import { format, resolveConfig } from 'prettier'
import sharp from 'sharp'
import { claims, hosting } from '../../content/facts/facts'
import { locales, type Locale } from '../../content/site/locales'
import { settings } from '../../content/site/settings'
import { art } from '../../media-src/brand'
import { markShapes } from './brand-mark'
import { f, ridgePath, rng } from './scene'
import { setText, type FontName } from './svg-text'

export const WIDTH = 1280
export const HEIGHT = 720
export const FPS = 25
const outDir = path.resolve('public/media/intro')

type Copy = { title: string; text: string }
type Motif = 'mark' | 'web' | 'search' | 'ads' | 'hosting' | 'app' | 'outro'
export type Beat = { motif: Motif; seconds: number } & Record<Locale, Copy>

const cities = settings.offices.map((o) => o.city)
const host = new URL(settings.siteUrl).host

/** The beats of the film with their on-screen copy; numbers come from content/facts/facts.ts only. */
export const beats: Beat[] = [
  {
    motif: 'mark',
    seconds: 4,
    nb: { title: settings.brandName, text: `Digitalbyrå i ${cities.join(' og ')}` },
    en: { title: settings.brandName, text: `Digital agency in ${cities.join(' and ')}` },
  },
  {
    motif: 'web',
    seconds: 3.5,
    nb: { title: 'Webdesign og nettbutikker', text: 'Raske sider som gjør besøkende til kunder.' },
    en: { title: 'Web design and online stores', text: 'Fast sites that turn visitors into customers.' },
  },
  {
    motif: 'search',
    seconds: 3.5,
    nb: { title: 'SEO og AEO', text: 'Bli funnet på Google, og bli svaret i AI-søk.' },
    en: { title: 'SEO and AEO', text: 'Get found on Google, and become the answer in AI search.' },
  },
  {
    motif: 'ads',
    seconds: 3.5,
    nb: { title: 'Google Ads og LinkedIn', text: 'Annonser som når de riktige kundene.' },
    en: { title: 'Google Ads and LinkedIn', text: 'Ads that reach the right customers.' },
  },
  {
    motif: 'hosting',
    seconds: 3.5,
    nb: {
      title: 'Drift og hosting',
      text: `Servere i ${hosting.serversIn} og mer enn ${claims.hostingYears} års erfaring.`,
    },
    en: {
      title: 'Hosting and maintenance',
      text: `Servers in ${hosting.serversIn} and more than ${claims.hostingYears} years of experience.`,
    },
  },
  {
    motif: 'app',
    seconds: 3,
    nb: { title: 'Apputvikling', text: 'Apper som kundene dine faktisk bruker.' },
    en: { title: 'App development', text: 'Apps your customers actually use.' },
  },
  {
    motif: 'outro',
    seconds: 4,
    nb: { title: 'Ingen bindingstid', text: `Snakk med oss i dag: ${host}` },
    en: { title: 'No lock-in', text: `Talk to us today: ${host}` },
  },
]

export const durationSeconds = beats.reduce((sum, b) => sum + b.seconds, 0)

/** When each beat starts, in seconds. */
export const beatStarts = beats.map((_, i) => beats.slice(0, i).reduce((sum, b) => sum + b.seconds, 0))

/** The film's title and description per language, for the page and VideoObject data. */
export const videoText: Record<Locale, { title: string; description: string }> = {
  nb: {
    title: `Dette er ${settings.brandName}`,
    description: `En kort film om ${settings.brandName}, digitalbyrået i ${cities.join(' og ')}: webdesign og nettbutikker, SEO og AEO, Google Ads og LinkedIn, drift og apputvikling. Med norsk teksting.`,
  },
  en: {
    title: `This is ${settings.brandName}`,
    description: `A short film about ${settings.brandName}, the digital agency in ${cities.join(' and ')}: web design and online stores, SEO and AEO, Google Ads and LinkedIn, hosting and app development. With English captions.`,
  },
}

const clamp = (v: number) => Math.min(1, Math.max(0, v))
const ease = (v: number) => {
  const x = clamp(v)
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2
}
const easeOut = (v: number) => 1 - (1 - clamp(v)) ** 3
const mix = (a: number, b: number, t: number) => a + (b - a) * t

function mixColor(a: string, b: string, t: number): string {
  const ca = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16))
  const cb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16))
  return `#${ca
    .map((v, i) =>
      Math.round(mix(v, cb[i]!, clamp(t)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Which beat is on at time `t`, and how far into it. */
export function beatAt(t: number): { index: number; local: number } {
  let index = beats.length - 1
  for (let i = 0; i < beats.length; i++) {
    if (t < beatStarts[i]! + beats[i]!.seconds) {
      index = i
      break
    }
  }
  return { index, local: t - beatStarts[index]! }
}

/** How visible a beat's elements are: in over 0.55 s, out over the last 0.4 s (the last stays). */
function presence(index: number, local: number): number {
  const beat = beats[index]!
  const fadeIn = easeOut(local / 0.55)
  const fadeOut = index === beats.length - 1 ? 1 : 1 - ease((local - (beat.seconds - 0.4)) / 0.4)
  return clamp(Math.min(fadeIn, fadeOut))
}

// ---------------------------------------------------------------------------------------------
// The world: sky, aurora, sun, ridges, water and light, as functions of the film's time.

const HORIZON = 470
const SUN_X = 890
const ridgeLayers = (() => {
  const layers: { d: string; color: [string, string]; speed: number }[] = []
  const specs: { pts: [number, number][]; color: [string, string]; speed: number; seed: number }[] = [
    {
      pts: [
        [-200, 330],
        [100, 300],
        [400, 360],
        [700, 420],
        [SUN_X + 40, 455],
        [1150, 380],
        [1500, 320],
        [1900, 350],
      ],
      color: ['#123b41', '#4c8480'],
      speed: 3,
      seed: 5,
    },
    {
      pts: [
        [-200, 260],
        [150, 300],
        [420, 380],
        [700, 462],
        [780, HORIZON],
      ],
      color: ['#0e3035', '#2f6a69'],
      speed: 6,
      seed: 6,
    },
    {
      pts: [
        [1000, HORIZON],
        [1120, 430],
        [1350, 320],
        [1600, 250],
        [1900, 280],
      ],
      color: ['#0b2429', '#1b4e51'],
      speed: 8,
      seed: 7,
    },
    {
      pts: [
        [-200, 200],
        [60, 220],
        [260, 330],
        [480, 440],
        [560, HORIZON],
      ],
      color: ['#071a1e', '#113a3f'],
      speed: 12,
      seed: 8,
    },
  ]
  for (const s of specs) layers.push({ d: ridgePath(s.pts, HORIZON, s.seed, 0.12), color: s.color, speed: s.speed })
  return layers
})()

const starField = (() => {
  const rand = rng(17)
  return Array.from({ length: 70 }, () => ({
    x: rand() * WIDTH,
    y: rand() * 300,
    r: 0.8 + rand() * 1.6,
    p: rand() * 6,
  }))
})()

function world(t: number): string {
  const p = ease(t / durationSeconds)
  const day = clamp((t - 2) / (durationSeconds - 6))
  const skyTop = mixColor('#030d10', '#0c2c35', day)
  const skyMid = mixColor('#06191e', '#1f5a60', day)
  const skyLow = mixColor('#0d3a3f', '#f4a95f', ease(day))
  const sunY = mix(HORIZON + 70, HORIZON - 34, ease(clamp((t - 1) / (durationSeconds - 3))))
  const sunUp = clamp((HORIZON + 40 - sunY) / 74)
  const auroraOpacity = mix(0.62, 0.16, p)
  let out =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="${HORIZON}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${skyTop}"/><stop offset=".62" stop-color="${skyMid}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>` +
    `<linearGradient id="water" x1="0" y1="${HORIZON}" x2="0" y2="${HEIGHT}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${mixColor('#07232a', '#123e45', day)}"/><stop offset="1" stop-color="#041216"/></linearGradient>` +
    `<radialGradient id="glow" cx="${SUN_X}" cy="${f(sunY)}" r="300" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${art.sunGlow}" stop-opacity="${f(0.75 * sunUp)}"/><stop offset=".4" stop-color="${art.sunGlow}" stop-opacity="${f(0.25 * sunUp)}"/>` +
    `<stop offset="1" stop-color="${art.sunGlow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#020a0c" stop-opacity=".72"/>` +
    `<stop offset=".5" stop-color="#020a0c" stop-opacity=".25"/><stop offset="1" stop-color="#020a0c" stop-opacity="0"/></linearGradient>` +
    `<clipPath id="above"><rect width="${WIDTH}" height="${HORIZON}"/></clipPath></defs>` +
    `<rect width="${WIDTH}" height="${HORIZON + 1}" fill="url(#sky)"/>`
  // Stars fade as the light comes.
  const starFade = 1 - clamp(t / 9)
  if (starFade > 0) {
    for (const s of starField) {
      const tw = 0.55 + 0.45 * Math.sin(t * 2.2 + s.p)
      out += `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${f(s.r)}" fill="#eaf6f2" opacity="${f(starFade * tw * 0.8)}"/>`
    }
  }
  // Aurora: two ribbons whose shape drifts with time.
  for (const [i, band] of [
    { y: 90, amp: 34, thick: 130, color: art.aurora },
    { y: 150, amp: 26, thick: 90, color: art.auroraViolet },
  ].entries()) {
    const pts: string[] = []
    const bottom: string[] = []
    for (let k = 0; k <= 32; k++) {
      const x = -60 + (WIDTH + 120) * (k / 32)
      const s = k / 32
      const y = band.y + Math.sin(s * 5 + t * 0.45 + i * 1.7) * band.amp + Math.sin(s * 13 - t * 0.8) * band.amp * 0.22
      pts.push(`${f(x)} ${f(y)}`)
      bottom.unshift(`${f(x)} ${f(y + band.thick * (0.55 + 0.45 * Math.sin(s * 7 + t * 0.6)))}`)
    }
    out +=
      `<linearGradient id="au${i}" x1="0" y1="${band.y - band.amp}" x2="0" y2="${band.y + band.amp + band.thick}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${band.color}" stop-opacity="0"/><stop offset=".4" stop-color="${band.color}" stop-opacity="${f(auroraOpacity * (i ? 0.6 : 1))}"/>` +
      `<stop offset="1" stop-color="${band.color}" stop-opacity="0"/></linearGradient>` +
      `<path d="M${pts.join(' L')} L${bottom.join(' L')}Z" fill="url(#au${i})"/>`
  }
  out += `<rect width="${WIDTH}" height="${HORIZON}" fill="url(#glow)"/>`
  out += `<circle cx="${SUN_X}" cy="${f(sunY)}" r="62" fill="${art.sun}" clip-path="url(#above)"/>`
  out += `<rect y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="url(#water)"/>`
  // Ridges drift at their depth, each with its reflection.
  for (const layer of ridgeLayers) {
    const dx = -t * layer.speed
    const color = mixColor(layer.color[0], layer.color[1], day)
    out +=
      `<path transform="translate(${f(dx)} 0)" d="${layer.d}" fill="${color}"/>` +
      `<path transform="translate(${f(dx)} ${HORIZON * 2}) scale(1 -1)" d="${layer.d}" fill="${color}" opacity=".22"/>`
  }
  // The sun's light on the water: strokes that shimmer, more of them as the sun rises.
  const rand = rng(3)
  for (let i = 0; i < 10; i++) {
    const y = HORIZON + 12 + i * 21 * (1 + i * 0.07)
    if (y > HEIGHT - 4) break
    const base = 240 * (1 - (i / 10) * 0.7) * (0.75 + rand() * 0.4)
    const w = base * (0.82 + 0.18 * Math.sin(t * 2.4 + i * 1.3)) * clamp(sunUp * 1.6 - i * 0.08)
    if (w < 2) continue
    const off = (rand() - 0.5) * 24 + Math.sin(t * 1.3 + i) * 6
    const th = 6 + i * 0.8
    out += `<rect x="${f(SUN_X - w / 2 + off)}" y="${f(y)}" width="${f(w)}" height="${f(th)}" rx="${f(th / 2)}" fill="${art.sun}" opacity="${f(Math.max(0.2, 0.95 - i * 0.075))}"/>`
  }
  out += `<rect width="${WIDTH * 0.62}" height="${HEIGHT}" fill="url(#shade)"/>`
  return out
}

// ---------------------------------------------------------------------------------------------
// Motifs: what moves on the right in each beat; `k` is the beat's presence, `lt` its local time.

const glass = `fill="#ffffff" fill-opacity=".16" stroke="#ffffff" stroke-opacity=".7" stroke-width="2"`

function bars(x: number, y: number, widths: number[], color: string, th = 10, gap = 20, opacity = 1): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${th}" rx="${th / 2}" fill="${color}" opacity="${opacity}"/>`,
    )
    .join('')
}

type Prepared = { query: Record<Locale, { svg: string; width: number }> }

function motif(beat: Beat, lt: number, k: number, locale: Locale, prepared: Prepared): string {
  const rise = (delay: number, dist = 40) => {
    const e = easeOut((lt - delay) / 0.7)
    return { o: f(e * k), dy: f((1 - e) * dist) }
  }
  switch (beat.motif) {
    case 'mark': {
      const s = 2.6
      const state = {
        sun: easeOut((lt - 0.2) / 1.4),
        aurora: easeOut((lt - 0.6) / 1.2),
        light: easeOut((lt - 1.2) / 1.2),
      }
      return `<g opacity="${f(k)}" transform="translate(${TEXT_X} 150) scale(${s})">${markShapes('vm', state)}</g>`
    }
    case 'web': {
      const a = rise(0)
      const b = rise(0.25)
      const c = rise(0.5)
      let out = `<g transform="translate(720 120)">`
      out += `<g opacity="${a.o}" transform="translate(0 ${a.dy})"><rect width="440" height="40" rx="12" ${glass}/><circle cx="24" cy="20" r="8" fill="${art.snow}"/>${bars(44, 15, [70], art.snow, 10, 0, 0.8)}<rect x="356" y="9" width="70" height="22" rx="11" fill="${art.aurora}"/></g>`
      out += `<g opacity="${b.o}" transform="translate(0 ${b.dy})"><rect y="54" width="440" height="170" rx="16" ${glass}/>${bars(26, 84, [200, 150], art.snow, 16, 28)}${bars(26, 150, [180, 140], art.snow, 8, 16, 0.6)}<rect x="26" y="186" width="96" height="24" rx="12" fill="${art.sun}"/></g>`
      out += `<g opacity="${c.o}" transform="translate(0 ${c.dy})">`
      for (let i = 0; i < 3; i++) {
        out += `<rect x="${i * 150}" y="238" width="140" height="96" rx="14" ${glass}/><rect x="${i * 150 + 14}" y="252" width="28" height="28" rx="8" fill="${[art.aurora, art.sun, art.auroraViolet][i]}"/>${bars(i * 150 + 14, 294, [100, 70], art.snow, 7, 14, 0.6)}`
      }
      return `${out}</g></g>`
    }
    case 'search': {
      const q = prepared.query[locale]
      const typed = clamp((lt - 0.3) / 1.3)
      const a = rise(0, 24)
      const ans = rise(1.8, 30)
      const caret = Math.floor(lt * 3) % 2 === 0 || typed < 1 ? 1 : 0
      return (
        `<g transform="translate(700 150)">` +
        `<g opacity="${a.o}" transform="translate(0 ${a.dy})"><rect width="470" height="64" rx="32" fill="#ffffff" opacity=".95"/>` +
        `<circle cx="36" cy="32" r="11" fill="none" stroke="${art.teal}" stroke-width="4"/><path d="M44 40 l9 9" stroke="${art.teal}" stroke-width="4" stroke-linecap="round"/>` +
        `<clipPath id="typed"><rect x="66" y="0" width="${f(q.width * typed + 1)}" height="64"/></clipPath><g clip-path="url(#typed)">${q.svg}</g>` +
        `<rect x="${f(68 + q.width * typed)}" y="18" width="3" height="28" fill="${art.teal}" opacity="${caret}"/></g>` +
        `<g opacity="${ans.o}" transform="translate(0 ${ans.dy})"><rect y="88" width="470" height="170" rx="24" fill="${art.aurora}" opacity=".16"/>` +
        `<rect x="2" y="90" width="466" height="166" rx="22" fill="none" stroke="${art.auroraSoft}" stroke-width="2.5"/>` +
        `<g transform="translate(26 112) scale(.9)">${markShapes('vs')}</g>` +
        bars(82, 120, [220], art.snow, 14, 0) +
        bars(28, 176, [400, 360, 250], art.auroraSoft, 9, 22, 0.8) +
        `<path transform="translate(430 128)" d="M0 -16 L4 -4 L16 0 L4 4 L0 16 L-4 4 L-16 0 L-4 -4Z" fill="${art.sun}"/></g></g>`
      )
    }
    case 'ads': {
      let out = `<g opacity="${f(k)}">`
      const cx = 980
      const cy = 600
      for (let i = 0; i < 5; i++) {
        const phase = (lt * 0.55 + i / 5) % 1
        const r = 30 + phase * 260
        out += `<ellipse cx="${cx}" cy="${cy}" rx="${f(r)}" ry="${f(r * 0.26)}" fill="none" stroke="${i % 2 ? art.snow : art.ember}" stroke-width="${f(5 - phase * 3)}" opacity="${f((1 - phase) * 0.9)}"/>`
      }
      out += `<path d="M${cx - 18} ${cy - 3} a18 18 0 0 0 36 0Z" fill="${art.snow}"/><path d="M${cx - 18} ${cy - 3} a18 21 0 0 1 36 0Z" fill="${art.ember}"/>`
      const nodes: [number, number][] = [
        [760, 250],
        [860, 200],
        [960, 260],
        [1060, 190],
        [1150, 250],
        [900, 320],
        [1040, 330],
      ]
      const edges = [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [1, 5],
        [5, 6],
        [6, 4],
        [2, 6],
      ]
      edges.forEach(([a, b], i) => {
        const e = easeOut((lt - 0.2 - i * 0.12) / 0.5)
        if (e <= 0) return
        const [x1, y1] = nodes[a!]!
        const [x2, y2] = nodes[b!]!
        out += `<path d="M${x1} ${y1} L${f(mix(x1, x2, e))} ${f(mix(y1, y2, e))}" stroke="${art.aurora}" stroke-width="3" opacity=".8"/>`
      })
      nodes.forEach(([x, y], i) => {
        const e = easeOut((lt - i * 0.1) / 0.4)
        out += `<circle cx="${x}" cy="${y}" r="${f(14 * e)}" fill="${i === 3 || i === 5 ? art.sun : art.snow}" stroke="${art.deep}" stroke-width="3"/>`
      })
      return `${out}</g>`
    }
    case 'hosting': {
      const draw = easeOut(lt / 1.6)
      const len = 900
      let out =
        `<g opacity="${f(k)}"><path d="M340 ${HORIZON + 110} H760 L790 ${HORIZON + 70} L822 ${HORIZON + 150} L852 ${HORIZON + 110} H1240" fill="none" stroke="${art.aurora}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="${len} ${len}" stroke-dashoffset="${f(len * (1 - draw))}"/>` +
        `<g transform="translate(930 150)">`
      const a = rise(0, 30)
      out += `<g opacity="${a.o}" transform="translate(0 ${a.dy})"><rect width="220" height="250" rx="16" fill="#0d2c32" stroke="#2a5a62" stroke-width="2"/>`
      const rand = rng(11)
      for (let u = 0; u < 6; u++) {
        const y = 18 + u * 38
        const blink = Math.sin(lt * (4 + u) + u * 2) > -0.2 ? 1 : 0.25
        out += `<rect x="16" y="${y}" width="188" height="28" rx="6" fill="#123a41"/><circle cx="34" cy="${y + 14}" r="5" fill="${u === 3 ? art.sun : art.aurora}" opacity="${blink}"/>`
        out += `<rect x="52" y="${y + 11}" width="${f(40 + rand() * 60)}" height="6" rx="3" fill="${art.auroraSoft}" opacity=".4"/>`
      }
      return `${out}</g></g></g>`
    }
    case 'app': {
      const a = rise(0, 80)
      const b = rise(0.6, 20)
      return (
        `<g opacity="${a.o}" transform="translate(860 ${f(96 + Number(a.dy))})">` +
        `<rect width="200" height="400" rx="34" fill="#0a1f24"/><rect x="10" y="10" width="180" height="380" rx="26" fill="${art.snow}"/>` +
        `<rect x="22" y="30" width="156" height="110" rx="16" fill="${art.deep}"/><circle cx="100" cy="122" r="26" fill="${art.sun}"/><rect x="22" y="122" width="156" height="18" fill="${art.deep}"/>` +
        `<path d="M22 126 L62 96 L88 118 L120 100 L178 132 L178 140 L22 140Z" fill="${art.teal}"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="22" y="${156 + i * 60}" width="156" height="48" rx="12" fill="#e4efec"/><rect x="32" y="${166 + i * 60}" width="28" height="28" rx="8" fill="${[art.aurora, art.ember, art.auroraViolet][i]}"/>${bars(70, 172 + i * 60, [80, 56], '#0a1f24', 7, 12, 0.55)}`,
          )
          .join('') +
        `<rect x="22" y="346" width="156" height="28" rx="14" fill="${art.teal}"/></g>` +
        `<g opacity="${b.o}" transform="translate(1010 ${f(170 + Number(b.dy))})"><rect width="190" height="70" rx="18" fill="#ffffff" opacity=".95"/><circle cx="36" cy="35" r="17" fill="${art.ember}"/>${bars(64, 24, [100, 70], '#0a1f24', 8, 16, 0.6)}</g>`
      )
    }
    case 'outro':
      return ''
  }
}

// ---------------------------------------------------------------------------------------------
// Copy on the left: title and text drawn as paths, laid out once per beat and language.

type Laid = { svg: string }
const TEXT_X = 96
const MAX_WIDTH = 520

async function wrap(text: string, font: FontName, capHeight: number, maxWidth: number): Promise<string[]> {
  const words = text.split(' ')
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const next = line ? `${line} ${word}` : word
    const cap = await setText(next, font, { x: 0, baseline: 0, capHeight })
    if (cap.right > maxWidth && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

async function layCopy(copy: Copy, beat: Beat): Promise<Laid> {
  const isMark = beat.motif === 'mark'
  const isOutro = beat.motif === 'outro'
  const titleCap = isMark ? 50 : 44
  const top = isMark ? 292 : isOutro ? 320 : 262
  const titleLines = await wrap(copy.title, 'manrope-800', titleCap, MAX_WIDTH + 60)
  const textLines = await wrap(copy.text, 'inter-500', 19, MAX_WIDTH)
  let svg = ''
  let y = top
  for (const line of titleLines) {
    y += titleCap * 1.45
    svg += (
      await setText(
        line,
        'manrope-800',
        { x: TEXT_X, baseline: y, capHeight: titleCap },
        { letterSpacing: -0.03, attrs: `fill="${art.snow}"` },
      )
    ).svg
  }
  y += titleCap * 0.62
  svg += `<rect x="${TEXT_X}" y="${f(y)}" width="72" height="5" rx="2.5" fill="${art.sun}"/>`
  y += 14
  for (const line of textLines) {
    y += 19 * 2.05
    svg += (await setText(line, 'inter-500', { x: TEXT_X, baseline: y, capHeight: 19 }, { attrs: `fill="#d5e6e2"` }))
      .svg
  }
  return { svg }
}

type Assets = { copy: Laid[]; logo: string; prepared: Prepared }

async function prepare(locale: Locale): Promise<Assets> {
  const copy = await Promise.all(beats.map((beat) => layCopy(beat[locale], beat)))
  const logoSvg = readFileSync(path.resolve('public/brand/logo-dark.svg'))
  const logo = `data:image/svg+xml;base64,${logoSvg.toString('base64')}`
  const query: Prepared['query'] = {
    nb: await setText(
      'hvem lager raske nettsider i Oslo?',
      'inter-500',
      { x: 70, baseline: 40, capHeight: 15 },
      { attrs: 'fill="#0a1f24"' },
    ).then((r) => ({ svg: r.svg, width: r.right - 70 })),
    en: await setText(
      'who builds fast websites in Oslo?',
      'inter-500',
      { x: 70, baseline: 40, capHeight: 15 },
      { attrs: 'fill="#0a1f24"' },
    ).then((r) => ({ svg: r.svg, width: r.right - 70 })),
  }
  return { copy, logo, prepared: { query } }
}

/** One frame of a language's film as SVG. */
export function frameSvg(t: number, locale: Locale, assets: Assets): string {
  const { index, local } = beatAt(t)
  const beat = beats[index]!
  const k = presence(index, local)
  const e = easeOut(local / 0.6)
  const leaving = index === beats.length - 1 ? 0 : ease((local - (beat.seconds - 0.4)) / 0.4)
  const dy = (1 - e) * 26 - leaving * 14
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`
  out += world(t)
  out += motif(beat, local, k, locale, assets.prepared)
  out += `<g opacity="${f(k)}" transform="translate(0 ${f(dy)})">${assets.copy[index]!.svg}</g>`
  // The logo: small at the top left after the opening beat, large above the closing words.
  const logoIn = easeOut((t - beats[0]!.seconds + 0.2) / 0.6)
  if (beat.motif === 'outro') {
    out += `<image x="${TEXT_X}" y="${f(238 + (1 - e) * 20)}" width="340" height="${f((340 * 48) / 243)}" opacity="${f(e)}" href="${assets.logo}"/>`
  } else if (logoIn > 0) {
    out += `<image x="${TEXT_X}" y="56" width="182" height="${f((182 * 48) / 243)}" opacity="${f(logoIn * k)}" href="${assets.logo}"/>`
  }
  // Progress: one mark per beat at the bottom left.
  beats.forEach((_, i) => {
    const on = i === index
    out += `<rect x="${TEXT_X + i * 26}" y="652" width="${on ? 20 : 10}" height="4" rx="2" fill="${on ? art.sun : '#ffffff'}" opacity="${on ? 1 : 0.35}"/>`
  })
  return `${out}</svg>`
}

/** The poster: the sun risen, the title at the top left, the middle left free for the play button. */
export function posterSvg(locale: Locale, assets: Assets, title: Laid): string {
  const t = durationSeconds - 0.5
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    world(t) +
    `<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#020a0c" stop-opacity=".55"/>` +
    `<stop offset="1" stop-color="#020a0c" stop-opacity="0"/></linearGradient><rect width="${WIDTH}" height="320" fill="url(#top)"/>` +
    `<image x="${TEXT_X}" y="56" width="182" height="${f((182 * 48) / 243)}" href="${assets.logo}"/>` +
    title.svg +
    `</svg>`
  )
}

async function posterTitle(locale: Locale): Promise<Laid> {
  const cap = 40
  const lines = await wrap(videoText[locale].title, 'manrope-800', cap, 700)
  let y = 118
  let svg = ''
  for (const line of lines) {
    y += cap * 1.5
    svg += (
      await setText(
        line,
        'manrope-800',
        { x: TEXT_X, baseline: y, capHeight: cap },
        { letterSpacing: -0.03, attrs: `fill="${art.snow}"` },
      )
    ).svg
  }
  const sub = locale === 'nb' ? 'Hva vi gjør, på under et halvt minutt' : 'What we do, in under half a minute'
  svg += (await setText(sub, 'inter-500', { x: TEXT_X, baseline: y + 46, capHeight: 17 }, { attrs: 'fill="#d5e6e2"' }))
    .svg
  return { svg }
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

/** A WebVTT track whose cues are the on-screen copy of one language, timed to the beats. */
export function captions(locale: Locale): string {
  const cues = beats.map((beat, i) => {
    const start = beatStarts[i]! + 0.2
    const end = i === beats.length - 1 ? durationSeconds : beatStarts[i]! + beat.seconds - 0.2
    return `${i + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${beat[locale].title}\n${beat[locale].text}\n`
  })
  return `WEBVTT\n\n${cues.join('\n')}`
}

/** The public files of one language's film. */
export function introFiles(locale: Locale) {
  return {
    mp4: `/media/intro/intro-${locale}.mp4`,
    webm: `/media/intro/intro-${locale}.webm`,
    vtt: `/media/intro/intro-${locale}.vtt`,
    posterJpg: `/media/intro/poster-${locale}.jpg`,
    posterWebp: `/media/intro/poster-${locale}.webp`,
  }
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
}

const publicPath = (src: string) => path.resolve('public', src.replace(/^\//, ''))

async function renderLocale(locale: Locale) {
  const started = performance.now()
  const assets = await prepare(locale)
  const frames = mkdtempSync(path.join(os.tmpdir(), `fjordlys-intro-${locale}-`))
  const total = Math.round(durationSeconds * FPS)
  const batch = 4
  for (let frame = 0; frame < total; frame += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, total - frame) }, async (_, j) => {
        const n = frame + j
        const png = (await renderAsync(frameSvg(n / FPS, locale, assets), { font: { loadSystemFonts: false } })).asPng()
        writeFileSync(path.join(frames, `f${String(n).padStart(4, '0')}.png`), png)
      }),
    )
  }
  console.log(`intro ${locale}: ${total} frames in ${Math.round(performance.now() - started)} ms`)
  const files = introFiles(locale)
  const input = ['-framerate', String(FPS), '-i', path.join(frames, 'f%04d.png')]
  ffmpeg([
    ...input,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-tune', 'animation', '-profile:v', 'high'],
    ...['-g', String(FPS * 4), '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', publicPath(files.mp4)],
  ])
  ffmpeg([
    ...input,
    ...['-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2'],
    ...['-g', String(FPS * 4), '-pix_fmt', 'yuv420p', '-an', publicPath(files.webm)],
  ])
  rmSync(frames, { recursive: true, force: true })
  await writePoster(locale, assets)
  writeFileSync(publicPath(files.vtt), captions(locale))
}

async function writePoster(locale: Locale, assets: Assets) {
  const files = introFiles(locale)
  const svg = posterSvg(locale, assets, await posterTitle(locale))
  const poster = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng()
  await sharp(poster).jpeg({ quality: 82, mozjpeg: true }).toFile(publicPath(files.posterJpg))
  await sharp(poster).webp({ quality: 80 }).toFile(publicPath(files.posterWebp))
}

export function introModuleSource(): string {
  const perLocale = locales
    .map((locale) => {
      const files = introFiles(locale)
      return `  ${locale}: {
    title: ${JSON.stringify(videoText[locale].title)},
    description: ${JSON.stringify(videoText[locale].description)},
    sources: [
      { src: '${files.webm}', type: 'video/webm; codecs=vp9' },
      { src: '${files.mp4}', type: 'video/mp4' },
    ],
    poster: { jpg: '${files.posterJpg}', webp: '${files.posterWebp}' },
    track: { src: '${files.vtt}', srcLang: '${locale}', label: '${locale === 'nb' ? 'Norsk' : 'English'}' },
  },`
    })
    .join('\n')
  return `/**
 * Written by scripts/media/make-intro-video.ts; do not edit by hand. One film per language (its
 * copy and captions in that language), the same size and length:
 *
 *   const video = introVideos[locale]
 *   <video controls preload="none" poster={video.poster.jpg} width={introVideo.width} height={introVideo.height}>
 *     {video.sources.map((s) => <source key={s.src} src={s.src} type={s.type} />)}
 *     <track kind="captions" src={video.track.src} srcLang={video.track.srcLang} label={video.track.label} default />
 *   </video>
 */
export const introVideo = {
  width: ${WIDTH},
  height: ${HEIGHT},
  durationSeconds: ${durationSeconds},
  /** ISO 8601 duration, for VideoObject structured data. */
  duration: 'PT${durationSeconds}S',
} as const

export const introVideos = {
${perLocale}
} as const

export type IntroVideo = (typeof introVideos)[keyof typeof introVideos]
`
}

/** Renders single frames (and the poster) as PNG for looking at: `--preview 1.5 6 12`. */
async function preview(times: number[]) {
  const dir = path.join(os.tmpdir(), 'intro-preview')
  mkdirSync(dir, { recursive: true })
  for (const locale of locales) {
    const assets = await prepare(locale)
    for (const t of times) {
      const png = (await renderAsync(frameSvg(t, locale, assets), { font: { loadSystemFonts: false } })).asPng()
      writeFileSync(path.join(dir, `${locale}-${t}.png`), png)
    }
    const poster = posterSvg(locale, assets, await posterTitle(locale))
    writeFileSync(path.join(dir, `${locale}-poster.png`), (await renderAsync(poster)).asPng())
  }
  console.log(`intro: previews in ${dir}`)
}

async function main() {
  if (process.argv[2] === '--preview') return preview(process.argv.slice(3).map(Number))
  if (process.argv[2] === '--posters') {
    for (const locale of locales) await writePoster(locale, await prepare(locale))
    return
  }
  const started = performance.now()
  mkdirSync(outDir, { recursive: true })
  const wanted = (process.argv.slice(2) as Locale[]).filter((l) => locales.includes(l))
  for (const locale of wanted.length ? wanted : locales) await renderLocale(locale)
  const introFile = path.resolve('media-src/intro.ts')
  const prettier = { ...(await resolveConfig(introFile)), filepath: introFile }
  writeFileSync(introFile, await format(introModuleSource(), prettier))
  for (const locale of locales) {
    for (const src of Object.values(introFiles(locale))) {
      console.log(`intro: ${src} ${(statSync(publicPath(src)).size / 1024).toFixed(0)} KiB`)
    }
  }
  console.log(`intro: done in ${Math.round(performance.now() - started)} ms`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

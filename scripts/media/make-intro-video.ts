/**
 * The intro videos, one per language: about 45 seconds in the fjord-light world, with a voice.
 * Over the whole film the polar night turns to golden hour: the ridgelines drift past at their
 * own depths, the aurora shimmers and fades, the low sun rises into the gap of the fjord. The
 * beats: the mark drawing itself with who the agency is, a page layout rising for what it does,
 * two beats of the team (three portraits each, with name, role and office), three of the work
 * (a client's delivered site in a browser and a phone frame, with one result from
 * content/facts), and the logo with the closing words.
 *
 * Each beat has one spoken line per language, spoken by espeak-ng into a WAV. The film's timeline
 * is laid out from those WAVs' measured lengths: a beat lasts as long as the longer of its two
 * lines plus a lead-in and a pause, so both languages share one timeline and no line runs over
 * its beat. ffmpeg places the lines at their times, brings the track to -16 LUFS and muxes it as
 * AAC (MP4) and Opus (WebM). The captions are the spoken lines with their measured times.
 *
 * Frames are SVG (text drawn as paths with the brand fonts, see ./svg-text.ts) rendered by resvg
 * and encoded by ffmpeg as H.264 (faststart) and VP9. Run by hand; the outputs are committed:
 *
 *   apt-get install -y ffmpeg espeak-ng && npx tsx scripts/media/make-intro-video.ts
 *
 * `--preview 1 5 9` writes single frames and the posters as PNG to the temp folder to look at,
 * with each language's narration (WAV) and captions; `--posters` redraws only the posters.
 *
 * Writes public/media/intro/intro-<locale>.{mp4,webm,vtt} and poster-<locale>.{jpg,webp}, and
 * media-src/intro.ts (the typed facts other code reads: sources, track, poster, size, duration,
 * and the measured length of every spoken line, from which the timeline is laid out again).
 */
import { caseFactPair as pair } from '../../content/facts/case-facts'
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderAsync } from '@resvg/resvg-js'
import { format, resolveConfig } from 'prettier'
import sharp from 'sharp'
import { brandName } from '../../content/facts/brands'
import { caseResults, hosting } from '../../content/facts/facts'
import { casesById } from '../../content/shared/customer-cases'
import { formatPercent } from '../../content/site/format'
import { locales, type Locale } from '../../content/site/locales'
import { settings } from '../../content/site/settings'
import { art } from '../../media-src/brand'
import { caseStudies } from '../../content/pages/case-studies'
import { imageSource } from '../../content/loader/images'
import type { ImageAsset } from '../../media-src/types'
import { portraitFile, portraitFolder, team } from '../../media-src/team'
import { markShapes } from './brand-mark'
import { f, ridgePath, rng } from './scene'
import { setText, type FontName } from './svg-text'

export const WIDTH = 1280
export const HEIGHT = 720
export const FPS = 25
const outDir = path.resolve('public/media/intro')

type Copy = { title: string; text: string }
/** A client with a case study (content/cases/<id>.yml). */
type CaseClientId = string

type Motif = 'mark' | 'web' | 'team' | 'case' | 'outro'
export type Beat = {
  motif: Motif
  /** What the voice says in this beat, per language; the captions are these lines. */
  say: Record<Locale, string>
  /** The team members a team beat shows (media-src/team.ts ids). */
  people?: readonly string[]
  /** The client whose delivered site a case beat shows. */
  client?: CaseClientId
} & Record<Locale, Copy>

const cities = settings.offices.map((o) => o.city)
const host = new URL(settings.siteUrl).host

function member(id: string) {
  const found = team.find((m) => m.id === id)
  if (!found) throw new Error(`No team member "${id}"`)
  return found
}
const first = (id: string) => member(id).name.split(' ')[0]!

/** A client case's name and its headline result (content/shared/customer-cases.ts, figures from content/facts). */
function caseCopy(client: CaseClientId, locale: Locale): Copy {
  const found = casesById(locale, [client])[0]!
  return { title: brandName(client), text: found.result }
}

const pct = (value: number, locale: Locale) => formatPercent(value, locale)

/** The beats of the film: on-screen copy and spoken lines; numbers come from content/facts only. */
export const beats: Beat[] = [
  {
    motif: 'mark',
    nb: { title: settings.brandName, text: `Digitalbyrå i ${cities.join(' og ')}` },
    en: { title: settings.brandName, text: `Digital agency in ${cities.join(' and ')}` },
    say: {
      nb: `Vi er ${settings.brandName}, et digitalbyrå i ${cities.join(' og ')}.`,
      en: `We are ${settings.brandName}, a digital agency in ${cities.join(' and ')}.`,
    },
  },
  {
    motif: 'web',
    nb: {
      title: 'Det vi gjør',
      text: 'Webdesign og nettbutikker, SEO og AEO, Google Ads og LinkedIn, drift og apputvikling.',
    },
    en: {
      title: 'What we do',
      text: 'Web design and online stores, SEO and AEO, Google Ads and LinkedIn, hosting and app development.',
    },
    say: {
      nb: 'Vi lager nettsider, nettbutikker og apper, og sørger for at de blir funnet.',
      en: 'We build websites, online stores and apps, and make sure they get found.',
    },
  },
  {
    motif: 'team',
    people: ['marit-haugland', 'henrik-solberg', 'amina-rahimi'],
    nb: { title: 'Ledelse, design og utvikling', text: '' },
    en: { title: 'Management, design and development', text: '' },
    say: {
      nb: `${first('marit-haugland')} leder byrået. ${first('henrik-solberg')} designer sidene, og ${first('amina-rahimi')} bygger dem.`,
      en: `${first('marit-haugland')} runs the agency. ${first('henrik-solberg')} designs the sites, and ${first('amina-rahimi')} builds them.`,
    },
  },
  {
    motif: 'team',
    people: ['erlend-bakke', 'silje-aune', 'tor-kristiansen'],
    nb: { title: 'Søk, annonser og drift', text: '' },
    en: { title: 'Search, ads and hosting', text: '' },
    say: {
      nb: `${first('erlend-bakke')} jobber med søk, ${first('silje-aune')} med annonser, og ${first('tor-kristiansen')} med serverne våre i ${hosting.serversIn}.`,
      en: `${first('erlend-bakke')} works on search, ${first('silje-aune')} on ads, and ${first('tor-kristiansen')} on our servers in ${hosting.serversIn}.`,
    },
  },
  {
    motif: 'case',
    client: 'nordvik-bakeri',
    nb: caseCopy('nordvik-bakeri', 'nb'),
    en: caseCopy('nordvik-bakeri', 'en'),
    say: {
      nb: `${brandName('nordvik-bakeri')} fikk en nettbutikk, og omsetningen økte med ${pct(Number(caseResults.revenueIncreasePercent), 'nb')}.`,
      en: `${brandName('nordvik-bakeri')} got an online store, and revenue rose by ${pct(Number(caseResults.revenueIncreasePercent), 'en')}.`,
    },
  },
  {
    motif: 'case',
    client: 'kystlinje-logistikk',
    nb: caseCopy('kystlinje-logistikk', 'nb'),
    en: caseCopy('kystlinje-logistikk', 'en'),
    say: {
      nb: `${brandName('kystlinje-logistikk')} fikk en ny nettside og ${pair(caseResults.leadsIn3Months).leads} henvendelser på ${pair(caseResults.leadsIn3Months).months} måneder.`,
      en: `${brandName('kystlinje-logistikk')} got a new website and ${pair(caseResults.leadsIn3Months).leads} leads in ${pair(caseResults.leadsIn3Months).months} months.`,
    },
  },
  {
    motif: 'case',
    client: 'solvind-kurs',
    nb: caseCopy('solvind-kurs', 'nb'),
    en: caseCopy('solvind-kurs', 'en'),
    say: {
      nb: `${brandName('solvind-kurs')} ble svaret i AI-søk: ${pct(Number(caseResults.courseSignupsPercent), 'nb')} flere kurspåmeldinger.`,
      en: `${brandName('solvind-kurs')} became the answer in AI search: ${pct(Number(caseResults.courseSignupsPercent), 'en')} more course sign-ups.`,
    },
  },
  {
    motif: 'outro',
    nb: { title: 'Ingen bindingstid', text: `Snakk med oss i dag: ${host}` },
    en: { title: 'No lock-in', text: `Talk to us today: ${host}` },
    say: { nb: 'Ingen bindingstid. Snakk med oss i dag.', en: 'No lock-in. Talk to us today.' },
  },
]

/** The film's title and description per language, for the page and VideoObject data. */
export const videoText: Record<Locale, { title: string; description: string }> = {
  nb: {
    title: `Dette er ${settings.brandName}`,
    description: `En kort film om ${settings.brandName}, digitalbyrået i ${cities.join(' og ')}: folkene, tjenestene (webdesign og nettbutikker, SEO og AEO, Google Ads og LinkedIn, drift og apputvikling) og tre kundecaser. Med norsk tale og teksting.`,
  },
  en: {
    title: `This is ${settings.brandName}`,
    description: `A short film about ${settings.brandName}, the digital agency in ${cities.join(' and ')}: the people, the services (web design and online stores, SEO and AEO, Google Ads and LinkedIn, hosting and app development) and three client cases. With English narration and captions.`,
  },
}

// ---------------------------------------------------------------------------------------------
// The timeline, laid out from the spoken lines' lengths (milliseconds, so sums stay exact).

/** Silence before a beat's line (the first beat's longer: the mark draws itself first). */
const LEAD_MS = 350
const FIRST_LEAD_MS = 900
/** Silence after the longer of a beat's two lines, before the next beat; the fade-out (400 ms) falls in it. */
const TAIL_MS = 450
/** The last beat holds the logo this long after its line, then rounds the film up to whole seconds. */
const HOLD_MS = 1300
const FRAME_MS = 1000 / FPS

export type Timeline = {
  /** Each beat's start and length, in seconds. */
  starts: number[]
  seconds: number[]
  durationSeconds: number
  /** Each beat's spoken line per language: when it starts and ends, in seconds. */
  lines: Record<Locale, { start: number; end: number }[]>
}

/** Lays out the film from each line's spoken length in milliseconds (per language, one per beat). */
export function layout(speechMs: Record<Locale, readonly number[]>): Timeline {
  const lengths = beats.map((_, i) => {
    const lead = i === 0 ? FIRST_LEAD_MS : LEAD_MS
    const longest = Math.max(...locales.map((l) => speechMs[l][i]!))
    const tail = i === beats.length - 1 ? HOLD_MS : TAIL_MS
    return Math.ceil((lead + longest + tail) / FRAME_MS) * FRAME_MS
  })
  const sum = lengths.reduce((a, b) => a + b, 0)
  lengths[lengths.length - 1]! += Math.ceil(sum / 1000) * 1000 - sum
  const startsMs = lengths.map((_, i) => lengths.slice(0, i).reduce((a, b) => a + b, 0))
  const lines = Object.fromEntries(
    locales.map((l) => [
      l,
      beats.map((_, i) => {
        const start = startsMs[i]! + (i === 0 ? FIRST_LEAD_MS : LEAD_MS)
        return { start: start / 1000, end: (start + speechMs[l][i]!) / 1000 }
      }),
    ]),
  ) as Timeline['lines']
  return {
    starts: startsMs.map((ms) => ms / 1000),
    seconds: lengths.map((ms) => ms / 1000),
    durationSeconds: Math.ceil(sum / 1000),
    lines,
  }
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
export function beatAt(t: number, timeline: Timeline): { index: number; local: number } {
  let index = beats.length - 1
  for (let i = 0; i < beats.length; i++) {
    if (t < timeline.starts[i]! + timeline.seconds[i]!) {
      index = i
      break
    }
  }
  return { index, local: t - timeline.starts[index]! }
}

/** How visible a beat's elements are: in over 0.55 s, out over the last 0.4 s (the last stays). */
function presence(index: number, local: number, seconds: number): number {
  const fadeIn = easeOut(local / 0.55)
  const fadeOut = index === beats.length - 1 ? 1 : 1 - ease((local - (seconds - 0.4)) / 0.4)
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

function world(t: number, durationSeconds: number): string {
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
// Motifs: what moves in each beat; `k` is the beat's presence, `lt` its local time.

const glass = `fill="#ffffff" fill-opacity=".16" stroke="#ffffff" stroke-opacity=".7" stroke-width="2"`

function bars(x: number, y: number, widths: number[], color: string, th = 10, gap = 20, opacity = 1): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${th}" rx="${th / 2}" fill="${color}" opacity="${opacity}"/>`,
    )
    .join('')
}

/** Team cards: portrait, then name, role and office below it. */
const CARD_W = 208
const CARD_H = 260
const CARD_Y = 200
const cardX = (i: number) => TEXT_X + i * (CARD_W + 72)

/** A case's delivered site: desktop screenshot in a browser frame, the phone one beside it. */
const SITE = { x: 640, y: 118, w: 540, bar: 34 }
const PHONE = { x: 1104, y: 262, w: 124 }

type Prepared = {
  /** Portraits as PNG data URLs, by team member id. */
  portraits: Record<string, string>
  /** The name, role and office of each team member, drawn as paths relative to the card. */
  cards: Record<string, string>
  /** Each case's screenshots as JPEG data URLs and its host drawn for the browser bar. */
  sites: Partial<
    Record<CaseClientId, { desktop: string; desktopH: number; phone: string; phoneH: number; host: string }>
  >
}

function motif(beat: Beat, lt: number, k: number, seconds: number, prepared: Prepared): string {
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
    case 'team': {
      let out = ''
      for (const [i, id] of (beat.people ?? []).entries()) {
        const r = rise(0.15 + i * 0.3, 36)
        out +=
          `<g opacity="${r.o}" transform="translate(${cardX(i)} ${f(CARD_Y + Number(r.dy))})">` +
          `<rect x="-12" y="-12" width="${CARD_W + 24}" height="386" rx="22" fill="#061417" fill-opacity=".62" stroke="#ffffff" stroke-opacity=".18" stroke-width="1.5"/>` +
          `<clipPath id="card${i}"><rect width="${CARD_W}" height="${CARD_H}" rx="14"/></clipPath>` +
          `<image width="${CARD_W}" height="${CARD_H}" href="${prepared.portraits[id]}" clip-path="url(#card${i})"/>` +
          `${prepared.cards[id]}</g>`
      }
      return out
    }
    case 'case': {
      const site = prepared.sites[beat.client!]!
      const a = rise(0.1, 40)
      const b = rise(0.6, 60)
      const zoom = 1 + 0.05 * ease(lt / seconds)
      const h = site.desktopH
      return (
        `<g opacity="${a.o}" transform="translate(${SITE.x} ${f(SITE.y + Number(a.dy))})">` +
        `<rect x="-2" y="-2" width="${SITE.w + 4}" height="${SITE.bar + h + 4}" rx="16" fill="#061417" fill-opacity=".5"/>` +
        `<clipPath id="site"><rect width="${SITE.w}" height="${SITE.bar + h}" rx="14"/></clipPath><g clip-path="url(#site)">` +
        `<rect width="${SITE.w}" height="${SITE.bar}" fill="#eef4f2"/>` +
        [0, 1, 2].map((d) => `<circle cx="${18 + d * 16}" cy="${SITE.bar / 2}" r="5" fill="#b9cbc7"/>`).join('') +
        `<rect x="76" y="7" width="300" height="20" rx="10" fill="#ffffff"/>${site.host}` +
        `<g transform="translate(${SITE.w / 2} ${SITE.bar + h / 2}) scale(${Math.round(zoom * 10000) / 10000}) translate(${-SITE.w / 2} ${-h / 2})">` +
        `<image width="${SITE.w}" height="${h}" href="${site.desktop}"/></g></g></g>` +
        `<g opacity="${b.o}" transform="translate(${PHONE.x} ${f(PHONE.y + Number(b.dy))})">` +
        `<rect x="-7" y="-7" width="${PHONE.w + 14}" height="${site.phoneH + 14}" rx="22" fill="#0a1f24" stroke="#ffffff" stroke-opacity=".25"/>` +
        `<clipPath id="phone"><rect width="${PHONE.w}" height="${site.phoneH}" rx="15"/></clipPath>` +
        `<image width="${PHONE.w}" height="${site.phoneH}" href="${site.phone}" clip-path="url(#phone)"/></g>`
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

const eyebrow: Record<Locale, string> = { nb: 'Fra arbeidet vårt', en: 'From our work' }

async function layCopy(copy: Copy, beat: Beat, locale: Locale): Promise<Laid> {
  if (beat.motif === 'team') {
    const svg = (
      await setText(
        copy.title,
        'manrope-800',
        { x: TEXT_X, baseline: 158, capHeight: 28 },
        { letterSpacing: -0.02, attrs: `fill="${art.snow}"` },
      )
    ).svg
    return { svg: `${svg}<rect x="${TEXT_X}" y="172" width="72" height="5" rx="2.5" fill="${art.sun}"/>` }
  }
  const isMark = beat.motif === 'mark'
  const isOutro = beat.motif === 'outro'
  const isCase = beat.motif === 'case'
  const titleCap = isMark ? 50 : 44
  const top = isMark ? 292 : isOutro ? 320 : isCase ? 222 : 262
  const textCap = isCase ? 24 : 19
  const titleLines = await wrap(copy.title, 'manrope-800', titleCap, MAX_WIDTH + 60)
  const textLines = await wrap(copy.text, 'inter-500', textCap, isCase ? 460 : MAX_WIDTH)
  let svg = ''
  let y = top
  if (isCase) {
    svg += (
      await setText(
        eyebrow[locale],
        'inter-500',
        { x: TEXT_X, baseline: y, capHeight: 15 },
        { attrs: `fill="${art.auroraSoft}"` },
      )
    ).svg
  }
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
    y += textCap * 2.05
    svg += (
      await setText(
        line,
        'inter-500',
        { x: TEXT_X, baseline: y, capHeight: textCap },
        { attrs: `fill="${isCase ? art.sun : '#d5e6e2'}"` },
      )
    ).svg
  }
  return { svg }
}

type Assets = { copy: Laid[]; logo: string; prepared: Prepared }

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`

/** The pictures the film shows, scaled once to the size they are drawn at. */
async function pictures(): Promise<Omit<Prepared, 'cards'>> {
  const portraits: Prepared['portraits'] = {}
  for (const id of new Set(beats.flatMap((b) => b.people ?? []))) {
    const svg = readFileSync(path.resolve('content', portraitFolder, portraitFile(id)))
    const png = (
      await renderAsync(svg, { fitTo: { mode: 'width', value: CARD_W }, font: { loadSystemFonts: false } })
    ).asPng()
    portraits[id] = dataUrl('image/png', png)
  }
  const sites: Prepared['sites'] = {}
  for (const client of beats.flatMap((b) => (b.client ? [b.client] : []))) {
    const site = caseStudies.nb.find((study) => study.id === client)!.site
    const shot = async (image: ImageAsset, width: number) => {
      const out = await sharp(imageSource(image))
        .resize({ width })
        .jpeg({ quality: 84, mozjpeg: true })
        .toBuffer({ resolveWithObject: true })
      return { url: dataUrl('image/jpeg', out.data), height: out.info.height }
    }
    const desktop = await shot(site.desktop, SITE.w)
    const phone = await shot(site.phone, PHONE.w)
    const hostText = await setText(
      site.host,
      'inter-500',
      { x: 90, baseline: 22, capHeight: 9 },
      { attrs: 'fill="#3d5a5f"' },
    )
    sites[client] = {
      desktop: desktop.url,
      desktopH: desktop.height,
      phone: phone.url,
      phoneH: phone.height,
      host: hostText.svg,
    }
  }
  return { portraits, sites }
}

async function prepare(locale: Locale, shared: Omit<Prepared, 'cards'>): Promise<Assets> {
  const copy = await Promise.all(beats.map((beat) => layCopy(beat[locale], beat, locale)))
  const logoSvg = readFileSync(path.resolve('public/brand/logo-dark.svg'))
  const logo = dataUrl('image/svg+xml', logoSvg)
  const cards: Prepared['cards'] = {}
  for (const id of Object.keys(shared.portraits)) {
    const person = member(id)
    const name = await setText(
      person.name,
      'manrope-800',
      { x: 2, baseline: CARD_H + 38, capHeight: 19 },
      { letterSpacing: -0.02, attrs: `fill="${art.snow}"` },
    )
    const role = await setText(
      person.role[locale],
      'inter-500',
      { x: 2, baseline: CARD_H + 66, capHeight: 13 },
      { attrs: 'fill="#d5e6e2"' },
    )
    const city = await setText(
      person.city,
      'inter-500',
      { x: 2, baseline: CARD_H + 92, capHeight: 12 },
      { attrs: `fill="${art.sun}"` },
    )
    cards[id] = name.svg + role.svg + city.svg
  }
  return { copy, logo, prepared: { ...shared, cards } }
}

/** One frame of a language's film as SVG. */
export function frameSvg(t: number, locale: Locale, assets: Assets, timeline: Timeline): string {
  const { index, local } = beatAt(t, timeline)
  const beat = beats[index]!
  const seconds = timeline.seconds[index]!
  const k = presence(index, local, seconds)
  const e = easeOut(local / 0.6)
  const leaving = index === beats.length - 1 ? 0 : ease((local - (seconds - 0.4)) / 0.4)
  const dy = (1 - e) * 26 - leaving * 14
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`
  out += world(t, timeline.durationSeconds)
  out += motif(beat, local, k, seconds, assets.prepared)
  out += `<g opacity="${f(k)}" transform="translate(0 ${f(dy)})">${assets.copy[index]!.svg}</g>`
  // The logo: small at the top left after the opening beat, large above the closing words.
  const logoIn = easeOut((t - timeline.seconds[0]! + 0.2) / 0.6)
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
export function posterSvg(assets: Assets, title: Laid, timeline: Timeline): string {
  const t = timeline.durationSeconds - 0.5
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    world(t, timeline.durationSeconds) +
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
  const sub = locale === 'nb' ? 'Hvem vi er og hva vi har laget' : 'Who we are and what we have made'
  svg += (await setText(sub, 'inter-500', { x: TEXT_X, baseline: y + 46, capHeight: 17 }, { attrs: 'fill="#d5e6e2"' }))
    .svg
  return { svg }
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

/** A WebVTT track whose cues are the spoken lines of one language, each while it is spoken. */
export function captions(locale: Locale, timeline: Timeline): string {
  const cues = beats.map((beat, i) => {
    const { start, end } = timeline.lines[locale][i]!
    return `${i + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${beat.say[locale]}\n`
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

// ---------------------------------------------------------------------------------------------
// The voice: espeak-ng speaks each line into a WAV, trimmed to the speech itself and measured.

/** espeak-ng's voice per language, its speed (words a minute) and pitch (0-99, 50 its default). */
export const voices: Record<Locale, { voice: string; speed: number; pitch: number }> = {
  nb: { voice: 'nb', speed: 175, pitch: 40 },
  en: { voice: 'en-gb', speed: 175, pitch: 40 },
}

/** Samples quieter than this (of 32767) before the first and after the last word are silence. */
const SILENCE = 300

/**
 * Speaks one line to a mono 16-bit WAV, keeps only the span from the first to the last audible
 * sample (espeak-ng pads its output with silence), and returns its length in milliseconds.
 */
function speak(text: string, locale: Locale, file: string): number {
  const { voice, speed, pitch } = voices[locale]
  const raw = `${file}.raw.wav`
  execFileSync('espeak-ng', ['-v', voice, '-s', String(speed), '-p', String(pitch), '-w', raw, text])
  const wav = readFileSync(raw)
  rmSync(raw)
  let offset = 12
  let rate = 0
  let data: Buffer | undefined
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4)
    const size = wav.readUInt32LE(offset + 4)
    if (id === 'fmt ') {
      if (
        wav.readUInt16LE(offset + 8) !== 1 ||
        wav.readUInt16LE(offset + 10) !== 1 ||
        wav.readUInt16LE(offset + 22) !== 16
      )
        throw new Error('espeak-ng wrote a WAV that is not 16-bit mono PCM')
      rate = wav.readUInt32LE(offset + 12)
    }
    if (id === 'data') {
      // espeak-ng may leave the size unset when it streams; then the samples run to the end.
      const end = size === 0 || size === 0xffffffff ? wav.length : Math.min(wav.length, offset + 8 + size)
      data = wav.subarray(offset + 8, end - ((end - offset - 8) % 2))
      break
    }
    offset += 8 + size + (size % 2)
  }
  if (!data || !rate) throw new Error(`espeak-ng wrote no audio for "${text}"`)
  const samples = data.length / 2
  let from = 0
  let to = samples - 1
  while (from < samples && Math.abs(data.readInt16LE(from * 2)) < SILENCE) from++
  while (to > from && Math.abs(data.readInt16LE(to * 2)) < SILENCE) to--
  if (from >= to) throw new Error(`espeak-ng spoke nothing audible for "${text}"`)
  const pcm = data.subarray(from * 2, (to + 1) * 2)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + pcm.length, 4)
  header.write('WAVEfmt ', 8, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(pcm.length, 40)
  writeFileSync(file, Buffer.concat([header, pcm]))
  return Math.ceil(((to + 1 - from) / rate) * 1000)
}

/** Speaks every line of every language into `dir`; returns the files and their lengths in ms. */
function speakAll(dir: string): { files: Record<Locale, string[]>; speechMs: Record<Locale, number[]> } {
  const files = {} as Record<Locale, string[]>
  const speechMs = {} as Record<Locale, number[]>
  for (const locale of locales) {
    files[locale] = beats.map((_, i) => path.join(dir, `line-${locale}-${i}.wav`))
    speechMs[locale] = beats.map((beat, i) => speak(beat.say[locale], locale, files[locale][i]!))
  }
  return { files, speechMs }
}

/** The narration's loudness (integrated, LUFS) and its highest sample (dBFS). */
export const NARRATION_LUFS = -16
const NARRATION_PEAK_DB = -3

/**
 * The narration of one language as one 48 kHz mono WAV as long as the film: each line delayed to
 * its start and mixed (the lines never overlap), then raised by one gain and held under -3 dBFS
 * by a limiter, the gain found by measuring the limited track (loudnorm's measurement) until it
 * is within 0.2 LU of -16 LUFS. espeak-ng's voice is peaky, so the limiter takes off more than a
 * decibel and the gain must be found with it in place; loudnorm alone fell back to its dynamic
 * mode and gave -17 LUFS, and its -1.5 dBTP peaks came out of the AAC encoder over 0 dBFS.
 */
function narration(locale: Locale, lineFiles: string[], timeline: Timeline, out: string) {
  const inputs = lineFiles.flatMap((file) => ['-i', file])
  const delayed = timeline.lines[locale]
    .map(({ start }, i) => `[${i}:a]adelay=delays=${Math.round(start * 1000)}:all=1[l${i}]`)
    .join(';')
  const labels = lineFiles.map((_, i) => `[l${i}]`).join('')
  const d = timeline.durationSeconds
  const limit = (10 ** (NARRATION_PEAK_DB / 20)).toFixed(4)
  const chain = (gain: number) =>
    `${delayed};${labels}amix=inputs=${lineFiles.length}:normalize=0,apad=whole_dur=${d},atrim=end=${d},` +
    `volume=${gain.toFixed(2)}dB,alimiter=limit=${limit}:attack=1:release=40:level=false,aresample=48000`
  const loudness = (gain: number) => {
    const run = spawnSync(
      'ffmpeg',
      [
        '-hide_banner',
        '-nostats',
        ...inputs,
        '-filter_complex',
        `${chain(gain)},loudnorm=print_format=json`,
        '-f',
        'null',
        '-',
      ],
      { encoding: 'utf8' },
    )
    const json = run.stderr.slice(run.stderr.lastIndexOf('{'), run.stderr.lastIndexOf('}') + 1)
    const measured = json ? Number((JSON.parse(json) as { input_i: string }).input_i) : NaN
    if (run.status !== 0 || !Number.isFinite(measured)) throw new Error(`could not measure the ${locale} narration`)
    return measured
  }
  let gain = 0
  let measured = loudness(gain)
  for (let round = 0; round < 6 && Math.abs(measured - NARRATION_LUFS) > 0.2; round++) {
    gain += NARRATION_LUFS - measured
    measured = loudness(gain)
  }
  console.log(
    `intro ${locale}: narration at ${measured} LUFS (gain ${gain.toFixed(2)} dB, limited at ${NARRATION_PEAK_DB} dBFS)`,
  )
  ffmpeg([...inputs, '-filter_complex', `${chain(gain)}[out]`, '-map', '[out]', '-ac', '1', '-c:a', 'pcm_s16le', out])
}

async function renderLocale(locale: Locale, timeline: Timeline, shared: Omit<Prepared, 'cards'>, lines: string[]) {
  const started = performance.now()
  const assets = await prepare(locale, shared)
  const frames = mkdtempSync(path.join(os.tmpdir(), `fjordlys-intro-${locale}-`))
  const total = Math.round(timeline.durationSeconds * FPS)
  const batch = 4
  for (let frame = 0; frame < total; frame += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, total - frame) }, async (_, j) => {
        const n = frame + j
        const svg = frameSvg(n / FPS, locale, assets, timeline)
        const png = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng()
        writeFileSync(path.join(frames, `f${String(n).padStart(4, '0')}.png`), png)
      }),
    )
  }
  console.log(`intro ${locale}: ${total} frames in ${Math.round(performance.now() - started)} ms`)
  const voice = path.join(frames, 'narration.wav')
  narration(locale, lines, timeline, voice)
  const files = introFiles(locale)
  const input = ['-framerate', String(FPS), '-i', path.join(frames, 'f%04d.png'), '-i', voice]
  const maps = ['-map', '0:v', '-map', '1:a', '-t', String(timeline.durationSeconds)]
  ffmpeg([
    ...input,
    ...maps,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-tune', 'animation', '-profile:v', 'high'],
    ...['-g', String(FPS * 4), '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k'],
    ...['-movflags', '+faststart', publicPath(files.mp4)],
  ])
  ffmpeg([
    ...input,
    ...maps,
    ...['-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2'],
    ...['-g', String(FPS * 4), '-pix_fmt', 'yuv420p', '-c:a', 'libopus', '-b:a', '40k', publicPath(files.webm)],
  ])
  rmSync(frames, { recursive: true, force: true })
  await writePoster(locale, assets, timeline)
  writeFileSync(publicPath(files.vtt), captions(locale, timeline))
}

async function writePoster(locale: Locale, assets: Assets, timeline: Timeline) {
  const files = introFiles(locale)
  const svg = posterSvg(assets, await posterTitle(locale), timeline)
  const poster = (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng()
  await sharp(poster).jpeg({ quality: 82, mozjpeg: true }).toFile(publicPath(files.posterJpg))
  await sharp(poster).webp({ quality: 80 }).toFile(publicPath(files.posterWebp))
}

export function introModuleSource(timeline: Timeline, speechMs: Record<Locale, readonly number[]>): string {
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
 * copy, voice and captions in that language), the same size and length:
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
  durationSeconds: ${timeline.durationSeconds},
  /** ISO 8601 duration, for VideoObject structured data. */
  duration: 'PT${timeline.durationSeconds}S',
  /** How long each beat's spoken line lasts, in milliseconds, per language (the timeline is laid out from these). */
  speechMs: ${JSON.stringify(speechMs)},
} as const

export const introVideos = {
${perLocale}
} as const

export type IntroVideo = (typeof introVideos)[keyof typeof introVideos]
`
}

/** Renders single frames and the posters as PNG, and each language's narration and captions, to look at and listen to: `--preview 1.5 6 12`. */
async function preview(times: number[]) {
  const dir = path.join(os.tmpdir(), 'intro-preview')
  mkdirSync(dir, { recursive: true })
  const { files, speechMs } = speakAll(dir)
  const timeline = layout(speechMs)
  for (const locale of locales) narration(locale, files[locale], timeline, path.join(dir, `${locale}.wav`))
  console.log(`intro: ${timeline.durationSeconds} s, beats ${timeline.seconds.join(' ')}`)
  const shared = await pictures()
  for (const locale of locales) {
    const assets = await prepare(locale, shared)
    for (const t of times) {
      const png = (
        await renderAsync(frameSvg(t, locale, assets, timeline), { font: { loadSystemFonts: false } })
      ).asPng()
      writeFileSync(path.join(dir, `${locale}-${t}.png`), png)
    }
    const poster = posterSvg(assets, await posterTitle(locale), timeline)
    writeFileSync(path.join(dir, `${locale}-poster.png`), (await renderAsync(poster)).asPng())
    writeFileSync(path.join(dir, `${locale}.vtt`), captions(locale, timeline))
  }
  console.log(`intro: previews in ${dir}`)
}

async function main() {
  if (process.argv[2] === '--preview') return preview(process.argv.slice(3).map(Number))
  const started = performance.now()
  const work = mkdtempSync(path.join(os.tmpdir(), 'fjordlys-intro-voice-'))
  const { files, speechMs } = speakAll(work)
  const timeline = layout(speechMs)
  const shared = await pictures()
  if (process.argv[2] === '--posters') {
    for (const locale of locales) await writePoster(locale, await prepare(locale, shared), timeline)
    return
  }
  mkdirSync(outDir, { recursive: true })
  for (const locale of locales) await renderLocale(locale, timeline, shared, files[locale])
  rmSync(work, { recursive: true, force: true })
  const introFile = path.resolve('media-src/intro.ts')
  const prettier = { ...(await resolveConfig(introFile)), filepath: introFile }
  writeFileSync(introFile, await format(introModuleSource(timeline, speechMs), prettier))
  for (const locale of locales) {
    for (const src of Object.values(introFiles(locale))) {
      console.log(`intro: ${src} ${(statSync(publicPath(src)).size / 1024).toFixed(0)} KiB`)
    }
  }
  console.log(`intro: ${timeline.durationSeconds} s, done in ${Math.round(performance.now() - started)} ms`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

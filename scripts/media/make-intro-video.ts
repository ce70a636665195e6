/**
 * Makes the intro video from the project's own frames: animated text cards in the brand colours,
 * rendered with satori + resvg, encoded with ffmpeg. Run by hand (ffmpeg is not on a fresh
 * machine); the outputs are committed:
 *
 *   apt-get install -y ffmpeg && npx tsx scripts/media/make-intro-video.ts
 *
 * Writes public/media/intro/{intro.mp4, intro.webm, poster.jpg, poster.webp, intro.nb.vtt,
 * intro.en.vtt} and media-src/intro.ts (the typed facts other code reads: size, duration, paths).
 * One video serves both languages: every card shows the Norwegian copy with the English below,
 * and each captions track holds its own language with the same timings.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import sharp from 'sharp'
import { claims, hosting } from '../../content/facts'
import type { Locale } from '../../content/locales'
import { settings } from '../../content/settings'
import { brand, h, img, markSvg, renderPng, svgDataUri, type Node } from './render'

const WIDTH = 1280
const HEIGHT = 720
const FPS = 25
const SCENE_SECONDS = 3
const outDir = path.resolve('public/media/intro')

type Copy = { title: string; text: string }
type Scene = Record<Locale, Copy>

const cities = settings.offices.map((o) => o.city)
const host = new URL(settings.siteUrl).host

/** The on-screen copy, in both languages; numbers come from content/facts.ts only. */
export const scenes: Scene[] = [
  {
    nb: { title: settings.brandName, text: `Digitalbyrå i ${cities.join(' og ')}` },
    en: { title: settings.brandName, text: `Digital agency in ${cities.join(' and ')}` },
  },
  {
    nb: { title: 'Webdesign og nettbutikker', text: 'Raske nettsider og nettbutikker som gjør besøkende til kunder.' },
    en: {
      title: 'Web design and online stores',
      text: 'Fast websites and online stores that turn visitors into customers.',
    },
  },
  {
    nb: { title: 'SEO og AEO', text: 'Bli funnet på Google, og bli svaret i AI-søk.' },
    en: { title: 'SEO and AEO', text: 'Get found on Google, and become the answer in AI search.' },
  },
  {
    nb: { title: 'Google Ads og LinkedIn', text: 'Annonser som treffer de riktige kundene og gir flere henvendelser.' },
    en: { title: 'Google Ads and LinkedIn', text: 'Ads that reach the right customers and bring more enquiries.' },
  },
  {
    nb: {
      title: 'Drift og hosting',
      text: `Servere i ${hosting.serversIn} og mer enn ${claims.hostingYears} års erfaring med drift.`,
    },
    en: {
      title: 'Hosting and maintenance',
      text: `Servers in ${hosting.serversIn} and more than ${claims.hostingYears} years of hosting experience.`,
    },
  },
  {
    nb: { title: 'Apputvikling', text: 'Apper som kundene dine faktisk bruker.' },
    en: { title: 'App development', text: 'Apps your customers actually use.' },
  },
  {
    nb: { title: 'Ingen bindingstid', text: `Snakk med ${settings.brandName} i dag: ${host}` },
    en: { title: 'No binding period', text: `Talk to ${settings.brandName} today: ${host}` },
  },
]

export const durationSeconds = scenes.length * SCENE_SECONDS

const clamp = (v: number) => Math.min(1, Math.max(0, v))
const easeOut = (v: number) => 1 - (1 - clamp(v)) ** 3
const round = (v: number) => Math.round(v * 100) / 100

/** Animated values of one frame; frames with equal values are rendered once. */
export function frameState(frame: number) {
  const t = frame / FPS
  const index = Math.min(scenes.length - 1, Math.floor(t / SCENE_SECONDS))
  const local = t - index * SCENE_SECONDS
  const last = index === scenes.length - 1
  const exit = last ? 0 : easeOut((local - (SCENE_SECONDS - 0.35)) / 0.35)
  const nbIn = easeOut(local / 0.5)
  const enIn = easeOut((local - 0.3) / 0.5)
  const draw = index === 0 ? easeOut(local / 1.2) : 1
  return {
    index,
    nb: round(nbIn * (1 - exit)),
    nbY: round((1 - nbIn) * 28 - exit * 16),
    en: round(enIn * (1 - exit)),
    enY: round((1 - enIn) * 28 - exit * 16),
    bar: round(easeOut((local - 0.2) / 0.8) * (1 - exit)),
    draw: round(draw),
  }
}

type FrameState = ReturnType<typeof frameState>

export function frameNode(s: FrameState): Node {
  const scene = scenes[s.index]!
  const dots = scenes.map((_, i) =>
    h('div', {
      width: i === s.index ? 36 : 12,
      height: 12,
      borderRadius: 6,
      backgroundColor: i === s.index ? brand.accent : brand.border,
      marginRight: 12,
    }),
  )
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: '64px 96px',
      fontFamily: 'Inter',
      color: brand.fg,
      backgroundColor: brand.bg,
      backgroundImage: `linear-gradient(135deg, ${brand.bg} 0%, ${brand.surface} 55%, #0c2f57 100%)`,
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center' },
      img(svgDataUri(markSvg(56, { aurora: s.draw, light: s.draw })), 56, 56),
      h('div', { marginLeft: 20, fontSize: 30, fontWeight: 700, letterSpacing: '-0.01em' }, settings.brandName),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 },
      h(
        'div',
        { display: 'flex', flexDirection: 'column', opacity: s.nb, transform: `translateY(${s.nbY}px)` },
        h('div', { fontSize: 72, fontWeight: 800, letterSpacing: '-0.025em', lineHeight: 1.08 }, scene.nb.title),
        h('div', { marginTop: 18, fontSize: 34, fontWeight: 600, color: brand.fg, lineHeight: 1.3 }, scene.nb.text),
      ),
      h('div', {
        marginTop: 36,
        marginBottom: 28,
        height: 6,
        width: Math.max(1, Math.round(160 * s.bar)),
        borderRadius: 3,
        backgroundColor: brand.accent,
      }),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', opacity: s.en, transform: `translateY(${s.enY}px)` },
        // The first card's English title is the brand name, already shown above.
        scene.en.title !== scene.nb.title &&
          h('div', { fontSize: 30, fontWeight: 700, color: brand.primaryLight }, scene.en.title),
        h('div', { marginTop: 8, fontSize: 26, fontWeight: 400, color: brand.fgMuted, lineHeight: 1.3 }, scene.en.text),
      ),
    ),
    h('div', { display: 'flex', alignItems: 'center' }, ...dots),
  )
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

/** A WebVTT track whose cues are the on-screen copy of one language, timed to the cards. */
export function captions(locale: Locale): string {
  const offset = locale === 'nb' ? 0.1 : 0.4
  const cues = scenes.map((scene, i) => {
    const start = i * SCENE_SECONDS + offset
    const end = i === scenes.length - 1 ? durationSeconds : (i + 1) * SCENE_SECONDS - 0.3
    return `${i + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${scene[locale].title}\n${scene[locale].text}\n`
  })
  return `WEBVTT\n\n${cues.join('\n')}`
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
}

async function main() {
  const started = performance.now()
  const frames = mkdtempSync(path.join(os.tmpdir(), 'fjordlys-intro-'))
  mkdirSync(outDir, { recursive: true })
  const total = Math.round(durationSeconds * FPS)
  const rendered = new Map<string, Buffer>()
  for (let frame = 0; frame < total; frame++) {
    const state = frameState(frame)
    const key = JSON.stringify(state)
    let png = rendered.get(key)
    if (!png) {
      png = await renderPng(frameNode(state), WIDTH, HEIGHT)
      rendered.set(key, png)
    }
    writeFileSync(path.join(frames, `f${String(frame).padStart(4, '0')}.png`), png)
  }
  console.log(`intro: ${total} frames (${rendered.size} distinct) in ${Math.round(performance.now() - started)} ms`)

  const input = ['-framerate', String(FPS), '-i', path.join(frames, 'f%04d.png')]
  const mp4 = path.join(outDir, 'intro.mp4')
  const webm = path.join(outDir, 'intro.webm')
  ffmpeg([
    ...input,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '24', '-tune', 'animation', '-profile:v', 'high'],
    ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4],
  ])
  ffmpeg([
    ...input,
    ...['-c:v', 'libvpx-vp9', '-crf', '34', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2'],
    ...['-pix_fmt', 'yuv420p', '-an', webm],
  ])

  // Poster: the first card fully in.
  const poster = await renderPng(frameNode(frameState(Math.round(1.5 * FPS))), WIDTH, HEIGHT)
  await sharp(poster).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(outDir, 'poster.jpg'))
  await sharp(poster).webp({ quality: 80 }).toFile(path.join(outDir, 'poster.webp'))

  writeFileSync(path.join(outDir, 'intro.nb.vtt'), captions('nb'))
  writeFileSync(path.join(outDir, 'intro.en.vtt'), captions('en'))
  const introFile = path.resolve('media-src/intro.ts')
  const prettier = { ...(await resolveConfig(introFile)), filepath: introFile }
  writeFileSync(
    introFile,
    await format(
      `/** Written by scripts/media/make-intro-video.ts; do not edit by hand. */
export const introVideo = {
  width: ${WIDTH},
  height: ${HEIGHT},
  durationSeconds: ${durationSeconds},
  /** ISO 8601 duration, for VideoObject structured data. */
  duration: 'PT${durationSeconds}S',
  sources: [
    { src: '/media/intro/intro.webm', type: 'video/webm' },
    { src: '/media/intro/intro.mp4', type: 'video/mp4' },
  ],
  poster: { jpg: '/media/intro/poster.jpg', webp: '/media/intro/poster.webp' },
  tracks: {
    nb: { src: '/media/intro/intro.nb.vtt', srcLang: 'nb', label: 'Norsk' },
    en: { src: '/media/intro/intro.en.vtt', srcLang: 'en', label: 'English' },
  },
} as const
`,
      prettier,
    ),
  )
  rmSync(frames, { recursive: true, force: true })
  for (const file of ['intro.mp4', 'intro.webm', 'poster.jpg', 'poster.webp']) {
    console.log(`intro: ${file} ${(statSync(path.join(outDir, file)).size / 1024).toFixed(0)} KiB`)
  }
  console.log(`intro: done in ${Math.round(performance.now() - started)} ms`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

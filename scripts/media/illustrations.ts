/**
 * The site's illustrations: one per purpose (every service, the home hero, the services index,
 * about, contact, projects, careers, the text-to-speech plugin, a feature image and the picture of
 * a service page that has none of its own), each a
 * fjord-light scene from the kit in ./scene.ts with its own subject. Writes the general ones to
 * media-src/images/ill-<name>.svg, where the image pipeline makes their AVIF/WebP/JPEG files, and
 * the services' own to content/media/services/<name>.svg, images of content whose variants the
 * build makes (each service's file names its picture and alt text):
 *
 *   npx tsx scripts/media/illustrations.ts && npx tsx scripts/media/images.ts
 *
 * All scenes are 1600x1050 (32:21, the aspect of the site's cards and heroes).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { art } from '../../media-src/brand'
import {
  aurora,
  f,
  lightPath,
  moods,
  person,
  ridge,
  ridgePath as ridgePathImpl,
  rng,
  sky,
  stars,
  sun,
  svgDoc,
  water,
  type Canvas,
  type Mood,
} from './scene'

export const W = 1600
export const H = 1050

const canvas = (id: string, mood: Mood, horizon = 640): Canvas => ({ w: W, h: H, horizon, mood, id })

/**
 * Four ridge layers of a fjord: walls high at the sides, falling to the water at the gap where
 * the sun sits (`gapX`); the walls' shapes are laid out in proportion to the room on each side.
 */
function fjordWalls(c: Canvas, gapX: number, seed: number, scale = 1): string {
  const m = moods[c.mood]
  const hz = c.horizon
  const s = scale
  const L = (t: number) => gapX * t
  const R = (t: number) => gapX + (W - gapX) * t
  return [
    ridge(
      c,
      [
        [-20, hz - 150 * s],
        [L(0.3), hz - 210 * s],
        [L(0.61), hz - 120 * s],
        [gapX - 60, hz - 30 * s],
        [gapX + 80, hz - 40 * s],
        [R(0.41), hz - 170 * s],
        [R(0.66), hz - 140 * s],
        [1620, hz - 230 * s],
      ],
      m.ridges[0]!,
      seed,
      { reflect: 0.18 },
    ),
    ridge(
      c,
      [
        [-20, hz - 250 * s],
        [L(0.26), hz - 200 * s],
        [L(0.48), hz - 110 * s],
        [gapX - 120, hz - 8],
        [gapX - 100, hz],
      ],
      m.ridges[1]!,
      seed + 1,
      { reflect: 0.2 },
    ),
    ridge(
      c,
      [
        [gapX + 140, hz],
        [gapX + 170, hz - 20 * s],
        [R(0.41), hz - 150 * s],
        [R(0.75), hz - 250 * s],
        [1620, hz - 290 * s],
      ],
      m.ridges[2]!,
      seed + 2,
      { reflect: 0.22 },
    ),
    ridge(
      c,
      [
        [-20, hz - 340 * s],
        [L(0.18), hz - 300 * s],
        [L(0.36), hz - 160 * s],
        [L(0.56), hz - 40 * s],
        [L(0.64), hz],
      ],
      m.ridges[3]!,
      seed + 3,
      { reflect: 0.25 },
    ),
  ].join('')
}

type Scene = { name: string; title: string; draw: () => string }

/** The home hero: a wide fjord at golden hour, the low sun in the gap, a boat in its light. */
function hero(): string {
  const c = canvas('hero', 'dusk', 660)
  const sx = 1010
  return svgDoc(
    c,
    sky(c) +
      aurora(c, [
        { y: 90, amp: 40, thick: 120, color: art.aurora, opacity: 0.35, phase: 0.4 },
        { y: 170, amp: 30, thick: 80, color: art.auroraViolet, opacity: 0.2, phase: 1.3 },
      ]) +
      sun(c, sx, c.horizon - 18, 92, 4.2) +
      water(c) +
      fjordWalls(c, sx, 11) +
      lightPath(c, sx, { width: 300, rows: 11, gap: 24, seed: 3 }) +
      boat(sx - 220, c.horizon + 118, 1, moods.dusk.ink),
    'Fjord i gyllent kveldslys',
  )
}

/** A small open boat with a person, in silhouette. */
function boat(x: number, y: number, s: number, color: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${s})">` +
    `<path d="M-70 0 H70 L52 20 H-56Z" fill="${color}"/>` +
    person(10, 0, 58, color) +
    `<path d="M-4 -30 L-46 6" stroke="${color}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="-64" y="24" width="128" height="5" rx="2.5" fill="${color}" opacity=".35"/>` +
    `</g>`
  )
}

/** A gabled house: walls, roof and lit windows. */
function house(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  lit: string,
  windows = 2,
): string {
  const roofH = h * 0.55
  let out =
    `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>` +
    `<path d="M${f(x - w * 0.08)} ${f(y - h)} L${f(x + w / 2)} ${f(y - h - roofH)} L${f(x + w * 1.08)} ${f(y - h)}Z" fill="${roof}"/>`
  for (let i = 0; i < windows; i++) {
    const ww = w * 0.18
    const wx = x + (w * (i + 1)) / (windows + 1) - ww / 2
    out += `<rect x="${f(wx)}" y="${f(y - h * 0.68)}" width="${f(ww)}" height="${f(ww * 1.2)}" rx="2" fill="${lit}"/>`
  }
  return out
}

/** A sailboat with a coloured sail and its reflection. */
function sailboat(x: number, y: number, s: number, sail: string, hull: string, jib?: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${s})">` +
    `<path d="M-6 -8 L-6 -190 L-96 -14Z" fill="${sail}"/>` +
    (jib ? `<path d="M2 -176 L2 -14 L70 -14Z" fill="${jib}"/>` : '') +
    `<rect x="-8" y="-196" width="4" height="190" fill="${hull}"/>` +
    `<path d="M-100 -8 H84 L66 14 H-86Z" fill="${hull}"/>` +
    `<g opacity=".22" transform="translate(0 20) scale(1 -.6)"><path d="M-6 -8 L-6 -190 L-96 -14Z" fill="${sail}"/>` +
    (jib ? `<path d="M2 -176 L2 -14 L70 -14Z" fill="${jib}"/>` : '') +
    `</g></g>`
  )
}

/** Rounded bars of "text" in a card. */
function lines(x: number, y: number, widths: number[], color: string, th = 12, gap = 24, opacity = 1): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${f(x)}" y="${f(y + i * gap)}" width="${f(w)}" height="${th}" rx="${th / 2}" fill="${color}" opacity="${opacity}"/>`,
    )
    .join('')
}

/** Services index: an archipelago, eight lit markers on the islands, one boat route joining them. */
function services(): string {
  const c = canvas('services', 'morning', 560)
  const m = moods.morning
  const islands: [number, number, number][] = [
    [230, 700, 170],
    [560, 640, 120],
    [820, 760, 200],
    [1120, 660, 130],
    [1390, 790, 190],
    [420, 900, 210],
    [980, 940, 150],
    [1330, 600, 90],
  ]
  const route: [number, number][] = [
    [230, 690],
    [560, 630],
    [1120, 650],
    [1330, 592],
    [1390, 780],
    [980, 930],
    [820, 750],
    [420, 890],
  ]
  let body = sky(c) + sun(c, 1210, 470, 70, 3.4) + water(c) + fjordWalls(c, 1210, 21, 0.8)
  body += `<path d="M${route.map(([x, y]) => `${x} ${y}`).join(' L')}" fill="none" stroke="${art.snow}" stroke-width="5" stroke-dasharray="4 16" stroke-linecap="round" opacity=".9"/>`
  const colors = [art.sun, art.aurora, art.ember, art.auroraViolet, art.sun, art.aurora, art.ember, art.auroraViolet]
  islands.forEach(([x, y, r], i) => {
    body += `<ellipse cx="${x}" cy="${y + 8}" rx="${r * 1.05}" ry="${r * 0.2}" fill="${m.ridges[1]}" opacity=".5"/>`
    body += `<path d="M${x - r} ${y} C${x - r * 0.7} ${y - r * 0.16} ${x - r * 0.35} ${y - r * 0.3} ${x - r * 0.05} ${y - r * 0.26} C${x + r * 0.3} ${y - r * 0.22} ${x + r * 0.6} ${y - r * 0.14} ${x + r} ${y}Z" fill="${i % 2 ? m.ridges[3] : m.ridges[2]}"/>`
    if (i % 3 === 0) body += house(x + r * 0.3, y - r * 0.12, 40, 26, '#9e3b2b', m.ink, art.sunGlow, 1)
    const [px, py] = route[i]!
    body += `<circle cx="${px}" cy="${py - 44}" r="30" fill="${colors[i]}" opacity=".22"/>`
    body += `<path d="M${px} ${py} L${px} ${py - 40}" stroke="${m.ink}" stroke-width="4"/>`
    body += `<circle cx="${px}" cy="${py - 46}" r="14" fill="${colors[i]}" stroke="${art.snow}" stroke-width="4"/>`
  })
  body += boat(700, 700, 0.8, m.ink)
  return svgDoc(c, body, 'Skjærgård med åtte lysende merker')
}

/** About: the team on the shore under the aurora. */
function about(): string {
  const c = canvas('about', 'night', 700)
  const m = moods.night
  let body =
    sky(c) +
    stars(c, 90, 5) +
    aurora(c, [
      { y: 120, amp: 70, thick: 230, color: art.aurora, opacity: 0.55, phase: 0.2 },
      { y: 80, amp: 50, thick: 140, color: art.auroraSoft, opacity: 0.35, phase: 1.1, x0: 300 },
      { y: 260, amp: 40, thick: 120, color: art.auroraViolet, opacity: 0.3, phase: 2.2, x1: 1100 },
    ]) +
    water(c) +
    fjordWalls(c, 820, 31, 0.9) +
    lightPath(c, 820, { width: 160, rows: 6, gap: 20, seed: 9, color: art.aurora })
  // Foreground shore and the six people.
  body += `<path d="M-20 ${H} L-20 900 Q300 860 620 880 Q900 900 1200 870 Q1420 850 1620 880 L1620 ${H}Z" fill="${m.ink}"/>`
  const people: [number, number, number][] = [
    [560, 182, -2],
    [650, 206, 0],
    [735, 170, 2],
    [840, 214, 0],
    [930, 190, -3],
    [1010, 150, 0],
  ]
  for (const [x, h, lean] of people) body += person(x, 892, h, '#020708', lean)
  // One of them points at the sky.
  body += `<path d="M862 754 L912 676" stroke="#020708" stroke-width="15" stroke-linecap="round"/>`
  body += `<circle cx="1200" cy="880" r="7" fill="${art.sun}"/><circle cx="1200" cy="880" r="26" fill="${art.sun}" opacity=".18"/>`
  return svgDoc(c, body, 'Et team på stranden under nordlyset')
}

/** Contact: a lit cabin by the water with its door open and a speech bubble on its way in. */
function contact(): string {
  const c = canvas('contact', 'dusk', 620)
  const m = moods.dusk
  let body =
    sky(c) +
    sun(c, 420, c.horizon - 10, 70, 3.6) +
    water(c) +
    fjordWalls(c, 420, 41, 0.85) +
    lightPath(c, 420, { width: 220, rows: 9, gap: 22, seed: 12 })
  // Shore on the right with the cabin and a jetty.
  body += `<path d="M880 ${H} L900 760 Q1000 700 1120 690 L1620 670 L1620 ${H}Z" fill="${m.ink}"/>`
  body += `<rect x="760" y="742" width="220" height="12" fill="${m.ink}"/>`
  for (const x of [780, 850, 920]) body += `<rect x="${x}" y="742" width="8" height="60" fill="${m.ink}"/>`
  body += `<rect x="790" y="690" width="6" height="52" fill="${m.ink}"/><circle cx="793" cy="684" r="10" fill="${art.sun}"/><circle cx="793" cy="684" r="34" fill="${art.sun}" opacity=".2"/>`
  // Cabin: red walls, dark roof, open door spilling light.
  body += `<rect x="1090" y="520" width="330" height="180" fill="#9e3b2b"/>`
  body += `<path d="M1070 522 L1255 400 L1440 522Z" fill="#2a1d1c"/>`
  body += `<rect x="1130" y="560" width="62" height="62" rx="3" fill="${art.sun}"/><rect x="1330" y="560" width="62" height="62" rx="3" fill="${art.sun}"/>`
  body += `<rect x="1228" y="590" width="56" height="110" fill="${art.sunGlow}"/>`
  body += `<path d="M1228 700 L1284 700 L1330 860 L1150 860Z" fill="${art.sunGlow}" opacity=".28"/>`
  body += `<rect x="1161" y="560" width="2" height="62" fill="#9e3b2b"/><rect x="1130" y="590" width="62" height="2" fill="#9e3b2b"/>`
  body += `<rect x="1361" y="560" width="2" height="62" fill="#9e3b2b"/><rect x="1330" y="590" width="62" height="2" fill="#9e3b2b"/>`
  // A speech bubble with three lines, and its dotted trail from across the water.
  body += `<path d="M240 330 C450 200 700 240 900 330" fill="none" stroke="${art.sunGlow}" stroke-width="5" stroke-dasharray="2 18" stroke-linecap="round"/>`
  body += `<g transform="translate(900 250)"><rect width="250" height="150" rx="34" fill="${art.snow}"/><path d="M60 146 L40 196 L112 146Z" fill="${art.snow}"/>`
  body += lines(42, 42, [166, 130, 90], art.teal, 14, 30)
  body += `</g>`
  return svgDoc(c, body, 'En opplyst hytte ved vannet med en snakkeboble på vei inn')
}

/** Projects: a harbour of sailboats, each sail its own colour: the work we have delivered. */
function projects(): string {
  const c = canvas('projects', 'morning', 600)
  const m = moods.morning
  let body =
    sky(c) +
    sun(c, 1240, 420, 64, 3.4) +
    water(c) +
    fjordWalls(c, 1240, 51, 0.8) +
    lightPath(c, 1240, { width: 200, rows: 8, gap: 22, seed: 14 })
  body += sailboat(300, 860, 1.25, art.sun, m.ink, art.snow)
  body += sailboat(640, 760, 1, art.aurora, m.ink)
  body += sailboat(930, 820, 1.15, art.ember, m.ink, art.snow)
  body += sailboat(1180, 730, 0.8, art.auroraViolet, m.ink)
  body += sailboat(1420, 800, 0.95, art.snow, m.ink, art.sun)
  // The pier on the left.
  body += `<rect x="-20" y="930" width="360" height="16" fill="${m.ink}"/>`
  for (const x of [20, 120, 220, 320]) body += `<rect x="${x}" y="930" width="10" height="130" fill="${m.ink}"/>`
  return svgDoc(c, body, 'En havn med seilbåter i ulike farger')
}

/** Careers: a trail up the mountain at sunrise, three hikers on it and a cairn on the top. */
function careers(): string {
  const c = canvas('careers', 'morning', 760)
  const m = moods.morning
  let body = sky(c) + sun(c, 360, 560, 80, 3.6) + water(c)
  body += ridge(
    c,
    [
      [-20, 560],
      [300, 520],
      [600, 600],
      [900, 480],
      [1200, 540],
      [1620, 470],
    ],
    m.ridges[0]!,
    61,
    { reflect: 0.15 },
  )
  body += ridge(
    c,
    [
      [-20, 680],
      [200, 640],
      [520, 700],
      [760, 760],
    ],
    m.ridges[1]!,
    62,
    { reflect: 0.15 },
  )
  // The big mountain with the trail.
  const mountain = [
    [560, 760],
    [800, 560],
    [1000, 330],
    [1130, 190],
    [1260, 300],
    [1450, 470],
    [1620, 520],
  ] as [number, number][]
  body += ridge(c, mountain, m.ridges[3]!, 63, { rough: 0.06, reflect: 0.25 })
  body += `<path d="M1130 190 L1090 240 L1150 250 L1190 232Z" fill="${art.snow}" opacity=".85"/>`
  const trail = 'M700 760 L860 690 L760 640 L960 560 L880 500 L1050 420 L990 360 L1110 280 L1128 214'
  body += `<path d="${trail}" fill="none" stroke="${art.sunGlow}" stroke-width="6" stroke-dasharray="3 15" stroke-linecap="round" stroke-linejoin="round"/>`
  // Cairn and flag.
  body += `<ellipse cx="1128" cy="206" rx="18" ry="8" fill="${m.ink}"/><ellipse cx="1128" cy="194" rx="13" ry="7" fill="${m.ink}"/><ellipse cx="1128" cy="183" rx="8" ry="5" fill="${m.ink}"/>`
  body += `<rect x="1140" y="120" width="5" height="88" fill="${m.ink}"/><path d="M1145 122 L1205 138 L1145 156Z" fill="${art.ember}"/>`
  body += person(905, 548, 54, m.ink, 6) + person(1004, 410, 48, m.ink, 8) + person(1070, 332, 44, m.ink, 6)
  body += lightPath(c, 360, { width: 180, rows: 6, gap: 20, seed: 16 })
  return svgDoc(c, body, 'En sti opp fjellet i soloppgang med tre turgåere og en varde på toppen')
}

/** The text-to-speech plugin: the sun's light on the water is a voice's waveform. */
function tts(): string {
  const c = canvas('tts', 'night', 620)
  let body =
    sky(c) +
    stars(c, 70, 23) +
    aurora(c, [{ y: 110, amp: 50, thick: 150, color: art.auroraViolet, opacity: 0.35, phase: 0.8 }]) +
    sun(c, 800, c.horizon + 10, 80, 4) +
    water(c) +
    fjordWalls(c, 800, 71, 0.85)
  // Sound arcs rising from the sun.
  for (let i = 1; i <= 4; i++) {
    const r = 90 + i * 70
    body += `<path d="M${800 - r} ${c.horizon - 20} A${r} ${r} 0 0 1 ${800 + r} ${c.horizon - 20}" fill="none" stroke="${art.aurora}" stroke-width="${8 - i}" stroke-linecap="round" opacity="${f(0.85 - i * 0.17)}" stroke-dasharray="${f(r * 0.5)} ${f(r * 0.22)}"/>`
  }
  // Waveform on the water.
  const rand = rng(5)
  for (let i = 0; i < 41; i++) {
    const x = 800 + (i - 20) * 22
    const env = Math.cos(((i - 20) / 21) * (Math.PI / 2))
    const hgt = 20 + env * (60 + rand() * 200)
    body += `<rect x="${x - 6}" y="${f(c.horizon + 40 + (260 - hgt) / 2)}" width="12" height="${f(hgt)}" rx="6" fill="${i % 5 === 0 ? art.aurora : art.sun}" opacity="${f(0.55 + env * 0.45)}"/>`
  }
  return svgDoc(c, body, 'Lyset på vannet formet som en lydbølge under en lav sol')
}

/** Feature image: a bridge across the fjord at dusk, its lights joining the two shores. */
function feature(): string {
  const c = canvas('feature', 'dusk', 680)
  const m = moods.dusk
  let body =
    sky(c) +
    aurora(c, [{ y: 60, amp: 30, thick: 100, color: art.aurora, opacity: 0.3, phase: 1.5 }]) +
    sun(c, 1180, c.horizon - 30, 76, 3.8) +
    water(c) +
    fjordWalls(c, 1180, 81, 0.9) +
    lightPath(c, 1180, { width: 240, rows: 9, gap: 22, seed: 18 })
  const deckY = 560
  const towers = [430, 1170]
  // Cables and hangers.
  body += `<path d="M-20 ${deckY - 40} Q220 ${deckY - 10} ${towers[0]} 300 Q800 ${deckY - 20} ${towers[1]} 300 Q1400 ${deckY - 10} 1620 ${deckY - 40}" fill="none" stroke="${m.ink}" stroke-width="5"/>`
  for (let x = 470; x < 1140; x += 34) {
    const t = (x - 430) / 740
    const y = 300 + (deckY - 20 - 300) * (1 - (2 * t - 1) ** 2)
    body += `<rect x="${x}" y="${f(y)}" width="2" height="${f(deckY - y)}" fill="${m.ink}" opacity=".8"/>`
  }
  for (const x of towers)
    body += `<path d="M${x - 14} ${c.horizon} L${x - 8} 290 L${x + 8} 290 L${x + 14} ${c.horizon}Z" fill="${m.ink}"/><rect x="${x - 16}" y="360" width="32" height="10" fill="${m.ink}"/>`
  body += `<rect x="-20" y="${deckY}" width="1640" height="16" fill="${m.ink}"/>`
  for (let x = 20; x < 1600; x += 60) body += `<circle cx="${x}" cy="${deckY - 6}" r="4" fill="${art.sunGlow}"/>`
  for (const x of [300, 1300])
    body += `<rect x="${x - 10}" y="${deckY + 16}" width="20" height="${c.horizon - deckY - 16}" fill="${m.ink}"/>`
  body += `<g opacity=".22" transform="translate(0 ${c.horizon * 2}) scale(1 -1)"><rect x="-20" y="${deckY}" width="1640" height="16" fill="${m.ink}"/></g>`
  return svgDoc(c, body, 'En bro over fjorden i skumringen med lys langs hele spennet')
}

/** Web design: a page layout of glass panels standing in the fjord, the sun in its hero. */
function webDesign(): string {
  const c = canvas('webdesign', 'morning', 640)
  const m = moods.morning
  let body = sky(c) + sun(c, 800, 430, 70, 3.2) + water(c) + fjordWalls(c, 800, 91, 0.85)
  const glass = `fill="#ffffff" fill-opacity=".42" stroke="#ffffff" stroke-opacity=".9" stroke-width="3"`
  body += `<g transform="translate(380 150)">`
  body += `<rect width="840" height="70" rx="18" ${glass}/>`
  body += `<circle cx="46" cy="35" r="14" fill="${m.ink}"/>` + lines(80, 29, [110], m.ink, 12, 0, 0.8)
  // Menu items, side by side.
  for (const x of [470, 550, 630]) body += lines(x, 29, [60], m.ink, 12, 0, 0.5)
  body += `<rect x="700" y="15" width="120" height="40" rx="20" fill="${art.teal}"/>`
  body += `<rect y="96" width="840" height="330" rx="24" ${glass}/>`
  body += lines(48, 150, [330, 260], m.ink, 26, 46)
  body += lines(48, 256, [300, 240, 280], m.ink, 12, 24, 0.55)
  body += `<rect x="48" y="348" width="170" height="46" rx="23" fill="${art.ember}"/>`
  for (let i = 0; i < 3; i++) {
    const x = i * 290
    body += `<rect x="${x}" y="452" width="260" height="170" rx="20" ${glass}/>`
    body += `<rect x="${x + 26}" y="478" width="46" height="46" rx="12" fill="${[art.teal, art.sun, art.auroraViolet][i]}"/>`
    body += lines(x + 26, 546, [180, 140], m.ink, 12, 26, 0.55)
  }
  body += `</g>`
  // Construction guides: the grid the layout is set on.
  for (const x of [380, 1220])
    body += `<rect x="${x - 1}" y="110" width="2" height="700" fill="${art.teal}" opacity=".35"/>`
  body += `<rect x="340" y="150" width="920" height="2" fill="${art.teal}" opacity=".35"/>`
  body += lightPath(c, 800, { width: 220, rows: 7, gap: 22, seed: 20, from: 150 })
  return svgDoc(c, body, 'En nettsideskisse av glassflater som står i fjorden, med solen i toppfeltet')
}

/** Online store: the shop boat, a floating shop with an awning, parcels and a lit counter. */
function onlineStore(): string {
  const c = canvas('store', 'dusk', 600)
  const m = moods.dusk
  let body =
    sky(c) +
    sun(c, 1260, c.horizon - 12, 66, 3.6) +
    water(c) +
    fjordWalls(c, 1260, 101, 0.85) +
    lightPath(c, 1260, { width: 200, rows: 9, gap: 22, seed: 22 })
  body += `<g transform="translate(700 800)">`
  // Hull.
  body += `<path d="M-440 -40 H420 L340 70 H-380Z" fill="#9e3b2b"/><rect x="-440" y="-52" width="860" height="16" fill="${m.ink}"/>`
  // Shop house on deck with a striped awning.
  body += `<rect x="-300" y="-300" width="460" height="250" fill="${art.snow}"/>`
  body += `<rect x="-270" y="-230" width="400" height="150" fill="${art.sunGlow}"/>`
  for (let i = 0; i < 8; i++)
    body += `<path d="M${-320 + i * 62.5} -300 h62.5 v44 a31.25 31.25 0 0 1 -62.5 0Z" fill="${i % 2 ? art.snow : art.ember}"/>`
  body += `<path d="M-330 -300 L-70 -390 L190 -300Z" fill="${m.ink}"/>`
  // Goods on the shelves.
  body += `<rect x="-260" y="-160" width="380" height="8" fill="#7a4a22"/>`
  for (let i = 0; i < 5; i++)
    body += `<ellipse cx="${-230 + i * 78}" cy="-176" rx="30" ry="16" fill="#c7792f"/><path d="M${-246 + i * 78} -186 l10 14 M${-228 + i * 78} -188 l10 14" stroke="#8d4f1c" stroke-width="4" stroke-linecap="round"/>`
  body += `<rect x="-260" y="-110" width="380" height="30" fill="#7a4a22"/>`
  // Parcels and a shopping bag on deck.
  body += `<rect x="200" y="-150" width="110" height="98" rx="6" fill="#d6a15f"/><rect x="246" y="-150" width="18" height="98" fill="#b47f3e"/>`
  body += `<rect x="230" y="-226" width="80" height="76" rx="6" fill="#e3b77b"/><rect x="262" y="-226" width="16" height="76" fill="#c29049"/>`
  body += `<path d="M-400 -52 L-380 -170 H-280 L-260 -52Z" fill="${art.aurora}"/><path d="M-360 -170 Q-330 -220 -300 -170" fill="none" stroke="${art.aurora}" stroke-width="8"/>`
  // Lantern on the mast.
  body += `<rect x="356" y="-330" width="8" height="280" fill="${m.ink}"/><circle cx="360" cy="-336" r="12" fill="${art.sun}"/><circle cx="360" cy="-336" r="40" fill="${art.sun}" opacity=".2"/>`
  body += `</g>`
  body += `<path d="M340 872 H1000 L940 900 H400Z" fill="#9e3b2b" opacity=".18"/>`
  return svgDoc(c, body, 'En butikkbåt med markise, brød på hyllene og pakker på dekk')
}

/** SEO: a lighthouse on a skerry sweeping its beam over the dark water to a boat. */
function seo(): string {
  const c = canvas('seo', 'night', 660)
  const m = moods.night
  let body = sky(c) + stars(c, 110, 31) + water(c) + fjordWalls(c, 1000, 111, 0.8)
  // Beam.
  body +=
    `<linearGradient id="seo-beam" x1="430" y1="0" x2="1600" y2="0" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${art.sunGlow}" stop-opacity=".85"/><stop offset="1" stop-color="${art.sunGlow}" stop-opacity="0"/></linearGradient>` +
    `<path d="M430 330 L1620 120 L1620 560Z" fill="url(#seo-beam)" opacity=".7"/>` +
    `<path d="M430 330 L-20 250 L-20 380Z" fill="url(#seo-beam)" opacity=".25"/>`
  // Light on the water where the beam meets it.
  body += lightPath(c, 1220, { width: 300, rows: 8, gap: 22, seed: 24, color: art.sunGlow })
  // Skerry and lighthouse.
  body += `<path d="M180 ${c.horizon + 40} Q300 ${c.horizon - 60} 430 ${c.horizon - 70} Q560 ${c.horizon - 60} 690 ${c.horizon + 40}Z" fill="${m.ink}"/>`
  body += `<path d="M396 ${c.horizon - 62} L410 350 L450 350 L464 ${c.horizon - 62}Z" fill="${art.snow}"/>`
  for (const y of [400, 480])
    body += `<path d="M${406 - (y - 350) * 0.07} ${y} L${454 + (y - 350) * 0.07} ${y} L${455 + (y + 36 - 350) * 0.07} ${y + 36} L${405 - (y + 36 - 350) * 0.07} ${y + 36}Z" fill="#b23a2a"/>`
  body += `<rect x="404" y="312" width="52" height="40" rx="6" fill="${art.sun}"/><path d="M398 314 L430 284 L462 314Z" fill="#b23a2a"/><rect x="396" y="348" width="68" height="8" fill="${m.ink}"/>`
  body += `<circle cx="430" cy="330" r="80" fill="${art.sun}" opacity=".18"/>`
  body += boat(1240, c.horizon + 96, 0.9, '#020708')
  return svgDoc(c, body, 'Et fyr på et skjær som lyser over vannet mot en båt')
}

/** AEO: the aurora gathers into a speech bubble with an answer in it. */
function aeo(): string {
  const c = canvas('aeo', 'night', 720)
  let body =
    sky(c) +
    stars(c, 80, 41) +
    aurora(c, [
      { y: 200, amp: 60, thick: 260, color: art.aurora, opacity: 0.45, phase: 2.0 },
      { y: 120, amp: 40, thick: 160, color: art.auroraViolet, opacity: 0.3, phase: 0.6 },
    ]) +
    water(c) +
    fjordWalls(c, 780, 121, 0.7) +
    lightPath(c, 780, { width: 200, rows: 6, gap: 22, seed: 26, color: art.aurora })
  body += `<g transform="translate(440 150)">`
  body += `<rect width="680" height="330" rx="60" fill="${art.aurora}" opacity=".14"/>`
  body += `<rect x="14" y="14" width="652" height="302" rx="50" fill="none" stroke="${art.auroraSoft}" stroke-width="6"/>`
  body += `<path d="M120 316 L90 410 L210 316" fill="${art.night}" stroke="${art.auroraSoft}" stroke-width="6" stroke-linejoin="round"/>`
  body += lines(70, 80, [400, 330], art.snow, 28, 52)
  body += lines(70, 200, [520, 470, 300], art.auroraSoft, 14, 30, 0.75)
  // The spark: the answer's source.
  body += `<path d="M590 70 L602 106 L638 118 L602 130 L590 166 L578 130 L542 118 L578 106Z" fill="${art.sun}"/>`
  body += `</g>`
  return svgDoc(c, body, 'Nordlyset samler seg til en snakkeboble med et svar')
}

/** Google Ads: a float on still water with ripples like a target, a line up to the boat. */
function googleAds(): string {
  const c = canvas('ads', 'morning', 500)
  const m = moods.morning
  let body = sky(c) + sun(c, 320, 380, 60, 3.4) + water(c) + fjordWalls(c, 320, 131, 0.6)
  const cx = 900
  const cy = 800
  for (let i = 6; i >= 1; i--) {
    body += `<ellipse cx="${cx}" cy="${cy}" rx="${i * 95}" ry="${i * 26}" fill="none" stroke="${i % 2 ? art.ember : art.snow}" stroke-width="${i === 1 ? 10 : 6}" opacity="${f(1 - i * 0.12)}"/>`
  }
  body += `<ellipse cx="${cx}" cy="${cy}" rx="60" ry="16" fill="${art.ember}" opacity=".35"/>`
  // The float.
  body += `<path d="M${cx - 26} ${cy - 4} a26 26 0 0 0 52 0Z" fill="${art.snow}"/><path d="M${cx - 26} ${cy - 4} a26 30 0 0 1 52 0Z" fill="${art.ember}"/><rect x="${cx - 3}" y="${cy - 70}" width="6" height="40" rx="3" fill="${m.ink}"/>`
  // Fishing line up to a boat.
  body += `<path d="M${cx} ${cy - 70} Q1150 520 1330 420" fill="none" stroke="${m.ink}" stroke-width="2.5"/>`
  body += `<g transform="translate(1380 620)"><path d="M-110 0 H110 L84 30 H-84Z" fill="${m.ink}"/>${person(-10, 0, 84, m.ink)}<path d="M-2 -48 L-50 -200" stroke="${m.ink}" stroke-width="5" stroke-linecap="round"/></g>`
  body += lightPath(c, 320, { width: 160, rows: 6, gap: 20, seed: 28 })
  return svgDoc(c, body, 'Et dupp på blankt vann med ringer rundt som en målskive')
}

/** LinkedIn: the hillside's lit houses joined by lines of light into a network. */
function linkedIn(): string {
  const c = canvas('linkedin', 'dusk', 780)
  const m = moods.dusk
  let body = sky(c) + sun(c, 1350, c.horizon - 40, 60, 3.4) + water(c)
  body += ridge(
    c,
    [
      [-20, 420],
      [400, 330],
      [800, 380],
      [1200, 300],
      [1620, 360],
    ],
    m.ridges[0]!,
    141,
    { reflect: 0 },
  )
  const hill = ridgePathLocal(
    [
      [-20, 520],
      [300, 440],
      [700, 470],
      [1000, 500],
      [1300, 560],
      [1620, 600],
    ],
    c.horizon,
    142,
  )
  body += `<path d="${hill}" fill="${m.ridges[3]}"/>`
  body += `<path d="M-20 ${c.horizon} L-20 700 Q400 640 800 680 Q1200 720 1620 700 L1620 ${c.horizon}Z" fill="${m.ridges[4]}"/>`
  const nodes: [number, number][] = [
    [160, 560],
    [330, 500],
    [520, 600],
    [640, 520],
    [820, 580],
    [960, 640],
    [1120, 610],
    [1280, 680],
    [420, 700],
    [740, 720],
    [1040, 740],
  ]
  const edges = [
    [0, 1],
    [1, 3],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 7],
    [1, 2],
    [2, 8],
    [2, 4],
    [4, 9],
    [9, 10],
    [10, 6],
    [3, 9],
  ]
  for (const [a, b] of edges) {
    const [x1, y1] = nodes[a!]!
    const [x2, y2] = nodes[b!]!
    body += `<path d="M${x1} ${y1 - 16} L${x2} ${y2 - 16}" stroke="${art.aurora}" stroke-width="3" opacity=".75"/>`
  }
  nodes.forEach(([x, y], i) => {
    const hot = i === 4 || i === 6
    body += house(x - 26, y, 52, 36, hot ? art.snow : '#cfe0dc', m.ink, hot ? art.sun : art.sunGlow, 1)
    if (hot) body += `<circle cx="${x}" cy="${y - 18}" r="52" fill="${art.sun}" opacity=".18"/>`
  })
  body += lightPath(c, 1350, { width: 160, rows: 6, gap: 20, seed: 30 })
  return svgDoc(c, body, 'Opplyste hus i en li, koblet sammen med lys til et nettverk')
}

function ridgePathLocal(points: [number, number][], baseY: number, seed: number): string {
  return ridgePathImpl(points, baseY, seed)
}

/** Hosting: a hall in the mountain with server racks, their lamps steady in the night. */
function hosting(): string {
  const c = canvas('hosting', 'night', 760)
  const m = moods.night
  let body =
    sky(c) +
    stars(c, 80, 51) +
    aurora(c, [{ y: 80, amp: 40, thick: 140, color: art.aurora, opacity: 0.3, phase: 2.6 }]) +
    water(c)
  body += ridge(
    c,
    [
      [-20, 520],
      [260, 300],
      [520, 150],
      [800, 110],
      [1080, 170],
      [1340, 320],
      [1620, 420],
    ],
    m.ridges[1]!,
    151,
    { rough: 0.08 },
  )
  body += ridge(
    c,
    [
      [-20, 680],
      [200, 600],
      [420, 640],
      [560, 700],
    ],
    m.ridges[3]!,
    152,
  )
  body += ridge(
    c,
    [
      [1100, 760],
      [1300, 620],
      [1620, 560],
    ],
    m.ridges[3]!,
    153,
  )
  // The portal and the racks inside.
  body += `<path d="M560 ${c.horizon} L560 420 Q800 300 1040 420 L1040 ${c.horizon}Z" fill="#04171b"/>`
  body += `<path d="M580 ${c.horizon} L580 430 Q800 322 1020 430 L1020 ${c.horizon}Z" fill="none" stroke="${art.aurora}" stroke-width="3" opacity=".5"/>`
  const rand = rng(9)
  for (let r = 0; r < 4; r++) {
    const x = 616 + r * 96
    body += `<rect x="${x}" y="440" width="80" height="${c.horizon - 440}" rx="6" fill="#0d2c32" stroke="#1d4a51" stroke-width="2"/>`
    for (let u = 0; u < 9; u++) {
      const y = 458 + u * 32
      body += `<rect x="${x + 8}" y="${y}" width="64" height="22" rx="3" fill="#123a41"/>`
      body += `<circle cx="${x + 18}" cy="${y + 11}" r="4" fill="${rand() > 0.15 ? art.aurora : art.sun}"/>`
      body += `<rect x="${x + 30}" y="${y + 9}" width="${f(18 + rand() * 20)}" height="4" rx="2" fill="${art.auroraSoft}" opacity=".35"/>`
    }
  }
  body += `<rect x="560" y="${c.horizon - 4}" width="480" height="8" fill="${art.aurora}" opacity=".4"/>`
  // A steady pulse on the water.
  body += `<path d="M200 ${c.horizon + 120} H640 L670 ${c.horizon + 80} L700 ${c.horizon + 160} L730 ${c.horizon + 120} H1400" fill="none" stroke="${art.aurora}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity=".85"/>`
  body += `<g opacity=".25" transform="translate(0 ${c.horizon * 2}) scale(1 -1)"><rect x="616" y="440" width="368" height="${c.horizon - 440}" fill="${art.aurora}" opacity=".4"/></g>`
  return svgDoc(c, body, 'En hall inne i fjellet med serverskap og jevne lys i natten')
}

/** App development: a phone standing on a rock in the fjord, its screen an app in the same light. */
function app(): string {
  const c = canvas('app', 'morning', 660)
  const m = moods.morning
  let body = sky(c) + sun(c, 1240, 500, 66, 3.4) + water(c) + fjordWalls(c, 1240, 161, 0.85)
  body += lightPath(c, 1240, { width: 200, rows: 8, gap: 22, seed: 32 })
  body += `<path d="M470 ${c.horizon + 140} Q520 ${c.horizon + 20} 700 ${c.horizon + 10} Q900 ${c.horizon + 20} 950 ${c.horizon + 140}Z" fill="${m.ridges[4]}"/>`
  body += `<g transform="translate(560 120)">`
  body += `<rect width="300" height="600" rx="48" fill="${m.ink}"/>`
  body += `<rect x="14" y="14" width="272" height="572" rx="36" fill="${art.snow}"/>`
  body += `<rect x="114" y="26" width="72" height="18" rx="9" fill="${m.ink}"/>`
  // The app: a header card showing the fjord, a list and a tab bar.
  body += `<rect x="32" y="66" width="236" height="170" rx="22" fill="${art.deep}"/>`
  body += `<circle cx="150" cy="196" r="38" fill="${art.sun}"/><rect x="32" y="196" width="236" height="40" fill="${art.deep}"/>`
  body += `<path d="M32 200 L90 150 L130 190 L180 160 L268 210 L268 236 L32 236Z" fill="${art.teal}"/>`
  body += lines(110, 210, [80, 56], art.sun, 6, 11, 0.9)
  for (let i = 0; i < 3; i++) {
    const y = 262 + i * 88
    body += `<rect x="32" y="${y}" width="236" height="72" rx="16" fill="#e4efec"/>`
    body += `<rect x="46" y="${y + 14}" width="44" height="44" rx="12" fill="${[art.aurora, art.ember, art.auroraViolet][i]}"/>`
    body += lines(104, y + 20, [130, 90], m.ink, 10, 20, 0.6)
  }
  body += `<rect x="32" y="532" width="236" height="38" rx="19" fill="${art.teal}"/>`
  body += `</g>`
  // Floating cards around the phone: a notification and a rating.
  body += `<g transform="translate(900 240)"><rect width="260" height="96" rx="22" fill="#ffffff" opacity=".92"/><circle cx="48" cy="48" r="24" fill="${art.ember}"/>${lines(88, 30, [140, 100], m.ink, 11, 24, 0.6)}</g>`
  body += `<g transform="translate(300 420)"><rect width="220" height="80" rx="22" fill="#ffffff" opacity=".92"/>`
  for (let i = 0; i < 5; i++)
    body += `<path transform="translate(${34 + i * 38} 40)" d="M0 -16 L4.7 -6.5 15.2 -4.9 7.6 2.5 9.4 13 0 8 -9.4 13 -7.6 2.5 -15.2 -4.9 -4.7 -6.5Z" fill="${art.sun}"/>`
  body += `</g>`
  body += `<g opacity=".18" transform="translate(0 ${c.horizon * 2 + 150}) scale(1 -1)"><rect x="560" y="520" width="300" height="200" rx="48" fill="${m.ink}"/></g>`
  return svgDoc(c, body, 'En mobil som står på et skjær i fjorden med en app på skjermen')
}

/** A service without art of its own: a jetty with a lantern reaching into the fjord at sunrise, a boat on its way in. */
function service(): string {
  const c = canvas('service', 'morning', 620)
  const m = moods.morning
  let body =
    sky(c) +
    sun(c, 520, c.horizon - 40, 72, 3.4) +
    water(c) +
    fjordWalls(c, 520, 131, 0.85) +
    lightPath(c, 520, { width: 260, rows: 9, gap: 22, seed: 31 })
  const deckY = c.horizon + 170
  // The jetty: a deck from the right edge to the middle of the water, on posts, with a lantern at its end.
  body += `<path d="M1620 ${deckY - 30} L760 ${deckY} L760 ${deckY + 18} L1620 ${deckY - 8}Z" fill="${m.ink}"/>`
  for (let x = 800; x < 1620; x += 110) {
    const y = deckY - ((x - 760) / 860) * 30
    body += `<rect x="${x - 7}" y="${f(y + 12)}" width="14" height="${f(60 - (x - 760) * 0.02)}" fill="${m.ink}"/>`
  }
  body += `<rect x="772" y="${deckY - 120}" width="10" height="120" fill="${m.ink}"/>`
  body += `<circle cx="777" cy="${deckY - 132}" r="46" fill="${art.sunGlow}" opacity=".3"/>`
  body += `<rect x="762" y="${deckY - 150}" width="30" height="36" rx="6" fill="${art.sun}" stroke="${m.ink}" stroke-width="5"/>`
  body += person(1180, deckY - 16, 110, m.ink)
  body += boat(380, c.horizon + 120, 0.9, m.ink)
  body += `<g opacity=".2" transform="translate(0 ${(deckY + 9) * 2}) scale(1 -1)"><path d="M1620 ${deckY - 30} L760 ${deckY} L760 ${deckY + 18} L1620 ${deckY - 8}Z" fill="${m.ink}"/></g>`
  return svgDoc(c, body, 'En brygge med en lykt som strekker seg ut i fjorden ved soloppgang')
}

/**
 * The general illustrations, one per purpose of media-src/illustrations.ts: sources of the image
 * pipeline, media-src/images/<name>.svg.
 */
export const scenes: Scene[] = [
  { name: 'ill-home-hero', title: 'Fjord i gyllent kveldslys', draw: hero },
  { name: 'ill-services', title: 'Skjærgård', draw: services },
  { name: 'ill-about', title: 'Team under nordlyset', draw: about },
  { name: 'ill-contact', title: 'Hytte ved vannet', draw: contact },
  { name: 'ill-projects', title: 'Havn med seilbåter', draw: projects },
  { name: 'ill-careers', title: 'Sti opp fjellet', draw: careers },
  { name: 'ill-tts', title: 'Lydbølge på vannet', draw: tts },
  { name: 'ill-feature', title: 'Bro over fjorden', draw: feature },
  { name: 'ill-service', title: 'Brygge med lykt', draw: service },
]

/**
 * The services' own illustrations: images of content, content/media/services/<name>.svg, each
 * named with its alt text by a service's file (content/services/*.yml `illustration`), whose
 * variants the build makes. A service may show a picture of its own that this script does not draw.
 */
export const serviceScenes: Scene[] = [
  { name: 'web-design', title: 'Nettside av glass', draw: webDesign },
  { name: 'online-store', title: 'Butikkbåt', draw: onlineStore },
  { name: 'seo', title: 'Fyr', draw: seo },
  { name: 'aeo', title: 'Nordlys som svar', draw: aeo },
  { name: 'google-ads', title: 'Dupp og ringer', draw: googleAds },
  { name: 'linkedin', title: 'Nettverk av lys', draw: linkedIn },
  { name: 'hosting', title: 'Fjellhall', draw: hosting },
  { name: 'app', title: 'Mobil i fjorden', draw: app },
]

export const sceneNames = scenes.map((s) => s.name)

/** The folder of the pipeline's sources, and the services' folder in the content's media folder (from the repository's root). */
export const pipelineFolder = 'media-src/images'
export const serviceArtFolder = 'content/media/services'

/** Every scene with the file it is written to, from the repository's root. */
export function sceneFiles(): { file: string; scene: Scene }[] {
  return [
    ...scenes.map((scene) => ({ file: `${pipelineFolder}/${scene.name}.svg`, scene })),
    ...serviceScenes.map((scene) => ({ file: `${serviceArtFolder}/${scene.name}.svg`, scene })),
  ]
}

function main() {
  mkdirSync(path.resolve(serviceArtFolder), { recursive: true })
  const files = sceneFiles()
  for (const { file, scene } of files) writeFileSync(path.resolve(file), scene.draw())
  console.log(
    `illustrations: ${scenes.length} scenes written to ${pipelineFolder}/, ${serviceScenes.length} to ${serviceArtFolder}/`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main()

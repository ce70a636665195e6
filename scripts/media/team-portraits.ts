/**
 * Portraits of the team (media-src/team.ts) in the brand's illustration style: flat, calm shapes,
 * head and shoulders, each person framed by a low sun with a ridgeline behind the shoulders, the
 * sky in one of the brand's moods. Each person is described by a few traits (skin, hair style and
 * colour, clothing, glasses, beard, freckles, earrings); the drawing is the same code for all, so
 * the six read as one set.
 *
 *   npx tsx scripts/media/team-portraits.ts
 *
 * Writes content/media/team/<id>.svg, the portraits each person's file in content/team/ names. The
 * build makes the AVIF, WebP and PNG the pages show (an SVG shown as an image costs the browser a
 * document of its own).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { art } from '../../media-src/brand'
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, portraitFile, portraitFolder, team } from '../../media-src/team'
import { moods, ridgePath, type Mood } from './scene'

type Hair = 'bob' | 'curly' | 'long' | 'side-part' | 'ponytail' | 'bald'

export type Traits = {
  mood: Mood
  skin: string
  skinShade: string
  hair: Hair
  hairColor: string
  clothes: string
  collar?: string
  glasses?: boolean
  beard?: string
  freckles?: boolean
  earrings?: boolean
  brow?: string
}

export const traits: Record<string, Traits> = {
  'marit-haugland': {
    mood: 'morning',
    skin: '#f1cdb3',
    skinShade: '#d9a88a',
    hair: 'bob',
    hairColor: '#c9cdd0',
    clothes: art.fjord,
    collar: '#f4f1ea',
    glasses: true,
    brow: '#8d8f92',
  },
  'henrik-solberg': {
    mood: 'dusk',
    skin: '#e2b48f',
    skinShade: '#c48e68',
    hair: 'curly',
    hairColor: '#2e211b',
    clothes: '#d39a2b',
    beard: '#2e211b',
  },
  'amina-rahimi': {
    mood: 'morning',
    skin: '#a8714f',
    skinShade: '#8a5637',
    hair: 'long',
    hairColor: '#1d1614',
    clothes: '#b5502a',
    earrings: true,
  },
  'erlend-bakke': {
    mood: 'dusk',
    skin: '#f0c6a8',
    skinShade: '#d49e7f',
    hair: 'side-part',
    hairColor: '#b98a4e',
    clothes: '#3e6fa3',
    collar: '#dfe9f3',
  },
  'silje-aune': {
    mood: 'morning',
    skin: '#f4d2bd',
    skinShade: '#dba98d',
    hair: 'ponytail',
    hairColor: '#b0522b',
    clothes: '#7fa58c',
    freckles: true,
  },
  'tor-kristiansen': {
    mood: 'night',
    skin: '#e9bb9b',
    skinShade: '#cb9372',
    hair: 'bald',
    hairColor: '#e9e6e0',
    clothes: '#1f3550',
    beard: '#eeebe6',
    brow: '#cfcac2',
  },
}

const W = PORTRAIT_WIDTH
const H = PORTRAIT_HEIGHT
const CX = 240
const HEAD_Y = 292

function background(id: string, mood: Mood): string {
  const m = moods[mood]
  const horizon = 470
  const far = ridgePath(
    [
      [-10, 420],
      [120, 380],
      [240, 430],
      [360, 372],
      [490, 410],
    ],
    horizon,
    id.length * 7 + 1,
    0.14,
  )
  const near = ridgePath(
    [
      [-10, 455],
      [150, 415],
      [300, 460],
      [490, 430],
    ],
    horizon,
    id.length * 7 + 2,
    0.14,
  )
  return (
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${m.sky[0]}"/><stop offset=".6" stop-color="${m.sky[1]}"/><stop offset="1" stop-color="${m.sky[2]}"/></linearGradient>` +
    `<radialGradient id="${id}-glow" cx="${CX}" cy="${HEAD_Y + 10}" r="230" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${m.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${m.glow}" stop-opacity="0"/></radialGradient>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}-glow)"/>` +
    `<circle cx="${CX}" cy="${HEAD_Y + 20}" r="150" fill="${m.sun}" opacity="${mood === 'night' ? 0.8 : 0.95}"/>` +
    `<path d="${far}" fill="${m.ridges[1]}"/><path d="${near}" fill="${m.ridges[3]}"/>` +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${m.water[1]}"/>`
  )
}

/** Hair drawn behind the head (long hair, the bob's back, the ponytail). */
function hairBack(t: Traits): string {
  const c = t.hairColor
  switch (t.hair) {
    case 'bob':
      return `<path d="M148 300 C140 210 190 180 240 180 C292 180 340 210 332 300 C330 350 326 372 318 384 L162 384 C154 372 150 350 148 300Z" fill="${c}"/>`
    case 'long':
      return `<path d="M150 290 C146 205 195 182 240 182 C288 182 336 205 330 290 C334 380 350 450 356 520 L124 520 C132 450 146 380 150 290Z" fill="${c}"/>`
    case 'ponytail':
      return `<path d="M300 232 C350 230 372 280 360 340 C352 380 330 400 316 392 C332 350 330 290 300 262Z" fill="${c}"/>`
    default:
      return ''
  }
}

/** Hair over the head: fringes, caps, curls. */
function hairFront(t: Traits): string {
  const c = t.hairColor
  switch (t.hair) {
    case 'bob':
      return `<path d="M158 286 C150 220 196 192 244 194 C296 196 330 226 324 286 C306 250 270 232 238 238 C214 242 196 256 186 276 C180 258 170 258 158 286Z" fill="${c}"/>`
    case 'curly': {
      let out = ''
      const curls: [number, number, number][] = [
        [176, 248, 26],
        [196, 220, 28],
        [228, 204, 30],
        [262, 204, 30],
        [292, 220, 28],
        [312, 248, 25],
        [170, 276, 18],
        [318, 276, 18],
        [212, 232, 24],
        [246, 226, 24],
        [278, 234, 22],
      ]
      for (const [x, y, r] of curls) out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`
      return out
    }
    case 'long':
      return `<path d="M160 300 C150 224 196 196 240 196 C286 196 332 224 320 300 C304 258 270 240 244 238 L238 250 C226 246 196 254 176 290 C170 296 164 300 160 300Z" fill="${c}"/>`
    case 'side-part':
      return `<path d="M162 286 C156 222 196 196 240 196 C290 196 326 222 318 282 C312 262 304 250 292 244 C262 236 228 240 206 232 C196 250 180 262 162 286Z" fill="${c}"/>`
    case 'ponytail':
      return `<path d="M162 290 C154 222 198 196 242 196 C290 196 328 226 320 288 C312 258 292 240 262 236 C232 234 204 244 188 262 C178 270 168 280 162 290Z" fill="${c}"/><rect x="298" y="236" width="18" height="26" rx="6" fill="${art.teal}"/>`
    case 'bald':
      return `<path d="M163 304 C162 290 164 280 167 272 L174 274 C171 284 170 294 170 306Z M317 304 C318 290 316 280 313 272 L306 274 C309 284 310 294 310 306Z" fill="${c}"/>`
  }
}

function face(t: Traits): string {
  const brow = t.brow ?? t.hairColor
  let out =
    // Ears, head, neck shadow.
    `<ellipse cx="163" cy="${HEAD_Y + 8}" rx="14" ry="22" fill="${t.skinShade}"/>` +
    `<ellipse cx="317" cy="${HEAD_Y + 8}" rx="14" ry="22" fill="${t.skinShade}"/>` +
    `<ellipse cx="${CX}" cy="${HEAD_Y}" rx="78" ry="96" fill="${t.skin}"/>` +
    // Eyes, brows, nose, mouth, cheeks.
    `<ellipse cx="212" cy="${HEAD_Y + 4}" rx="5.5" ry="6.5" fill="#1f1a18"/><ellipse cx="268" cy="${HEAD_Y + 4}" rx="5.5" ry="6.5" fill="#1f1a18"/>` +
    // Upper lids: a short line over each eye gives the face its age and calm.
    `<path d="M202 ${HEAD_Y - 1} Q212 ${HEAD_Y - 8} 222 ${HEAD_Y - 1} M258 ${HEAD_Y - 1} Q268 ${HEAD_Y - 8} 278 ${HEAD_Y - 1}" fill="none" stroke="#1f1a18" stroke-width="2.6" stroke-linecap="round" opacity=".75"/>` +
    `<circle cx="214" cy="${HEAD_Y + 1}" r="2" fill="#fff" opacity=".8"/><circle cx="270" cy="${HEAD_Y + 1}" r="2" fill="#fff" opacity=".8"/>` +
    `<path d="M197 ${HEAD_Y - 18} Q212 ${HEAD_Y - 27} 227 ${HEAD_Y - 19}" fill="none" stroke="${brow}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M253 ${HEAD_Y - 19} Q268 ${HEAD_Y - 27} 283 ${HEAD_Y - 18}" fill="none" stroke="${brow}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M242 ${HEAD_Y + 10} Q236 ${HEAD_Y + 32} 232 ${HEAD_Y + 40} Q240 ${HEAD_Y + 45} 248 ${HEAD_Y + 41}" fill="none" stroke="${t.skinShade}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M220 ${HEAD_Y + 58} Q240 ${HEAD_Y + 74} 260 ${HEAD_Y + 58}" fill="none" stroke="#8c4a3c" stroke-width="4.5" stroke-linecap="round"/>` +
    (t.beard
      ? ''
      : `<ellipse cx="196" cy="${HEAD_Y + 38}" rx="14" ry="8" fill="#e07a6a" opacity=".16"/><ellipse cx="284" cy="${HEAD_Y + 38}" rx="14" ry="8" fill="#e07a6a" opacity=".16"/>`)
  if (t.beard) {
    out +=
      `<path d="M164 ${HEAD_Y + 10} C166 ${HEAD_Y + 70} 196 ${HEAD_Y + 104} 240 ${HEAD_Y + 106} C284 ${HEAD_Y + 104} 314 ${HEAD_Y + 70} 316 ${HEAD_Y + 10} C308 ${HEAD_Y + 40} 296 ${HEAD_Y + 52} 280 ${HEAD_Y + 52} C262 ${HEAD_Y + 48} 250 ${HEAD_Y + 46} 240 ${HEAD_Y + 50} C230 ${HEAD_Y + 46} 218 ${HEAD_Y + 48} 200 ${HEAD_Y + 52} C184 ${HEAD_Y + 52} 172 ${HEAD_Y + 40} 164 ${HEAD_Y + 10}Z" fill="${t.beard}"/>` +
      `<path d="M224 ${HEAD_Y + 64} Q240 ${HEAD_Y + 72} 256 ${HEAD_Y + 64}" fill="none" stroke="#8c4a3c" stroke-width="4" stroke-linecap="round"/>`
  }
  if (t.freckles) {
    for (const [x, y] of [
      [196, 26],
      [204, 34],
      [188, 34],
      [284, 26],
      [276, 34],
      [292, 34],
      [200, 42],
      [280, 42],
    ] as const) {
      out += `<circle cx="${x}" cy="${HEAD_Y + y}" r="2.2" fill="#b8734f" opacity=".55"/>`
    }
  }
  if (t.glasses) {
    out +=
      `<rect x="186" y="${HEAD_Y - 14}" width="50" height="36" rx="12" fill="#ffffff" fill-opacity=".12" stroke="#2b2f33" stroke-width="4"/>` +
      `<rect x="244" y="${HEAD_Y - 14}" width="50" height="36" rx="12" fill="#ffffff" fill-opacity=".12" stroke="#2b2f33" stroke-width="4"/>` +
      `<path d="M236 ${HEAD_Y} Q240 ${HEAD_Y - 5} 244 ${HEAD_Y}" fill="none" stroke="#2b2f33" stroke-width="4"/>` +
      `<path d="M186 ${HEAD_Y - 2} L164 ${HEAD_Y - 6} M294 ${HEAD_Y - 2} L316 ${HEAD_Y - 6}" stroke="#2b2f33" stroke-width="4"/>`
  }
  if (t.earrings) {
    out += `<circle cx="163" cy="${HEAD_Y + 34}" r="5" fill="${art.sun}"/><circle cx="317" cy="${HEAD_Y + 34}" r="5" fill="${art.sun}"/>`
  }
  return out
}

function body(t: Traits): string {
  return (
    `<path d="M206 ${HEAD_Y + 70} L206 ${HEAD_Y + 136} L274 ${HEAD_Y + 136} L274 ${HEAD_Y + 70}Z" fill="${t.skinShade}"/>` +
    `<path d="M60 ${H} C62 ${H - 100} 100 ${H - 148} 170 ${H - 166} C190 ${H - 172} 204 ${H - 178} 210 ${H - 186} L270 ${H - 186} C276 ${H - 178} 290 ${H - 172} 310 ${H - 166} C380 ${H - 148} 418 ${H - 100} 420 ${H}Z" fill="${t.clothes}"/>` +
    (t.collar
      ? `<path d="M206 ${H - 188} L240 ${H - 136} L274 ${H - 188} L262 ${H - 192} L240 ${H - 160} L218 ${H - 192}Z" fill="${t.collar}"/>`
      : `<path d="M204 ${H - 190} Q240 ${H - 160} 276 ${H - 190}" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="8"/>`)
  )
}

export function portraitSvg(id: string, name: string): string {
  const t = traits[id]
  if (!t) throw new Error(`team-portraits: no traits for "${id}"`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    background(id, t.mood) +
    hairBack(t) +
    body(t) +
    face(t) +
    hairFront(t) +
    `</svg>\n`
  )
}

function main() {
  const dir = path.resolve('content', portraitFolder)
  mkdirSync(dir, { recursive: true })
  for (const member of team) writeFileSync(path.join(dir, portraitFile(member.id)), portraitSvg(member.id, member.name))
  console.log(`team-portraits: ${team.length} portraits written to content/${portraitFolder}/`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main()

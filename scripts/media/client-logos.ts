/**
 * Logotypes of the (fictional) clients in content/facts/brands.ts, each with its own shape, type
 * and colour: a bakery in a Garamond italic with a scored loaf, a property firm in a narrow didone
 * with wide tracking, an accounting firm in Karla with a four-point star, a sports shop in a
 * leaning Bebas with a peak, a logistics firm in DIN with a coastline arrow, an energy company
 * in Sora with a sun-and-bolt, a clinic in Quicksand with a soft cross, a course provider in
 * Comfortaa with a pinwheel, a seaside hotel in Quattrocento with a gable over a wave, a plumbing
 * firm in Roboto with a pipe and a drop, an architects' office in a light Lato with a line of
 * hills, and a yarn shop in Cabin with a ball of yarn. Letters are drawn as paths (no web font).
 *
 * Writes content/media/customers/<id>-{light,dark,color}.svg, all 240x48: `light` is one dark ink
 * for light grounds (the trust strip), `dark` one light ink for dark grounds, `color` the full
 * colours for case pages (on a light ground). media-src/client-logos.ts lists them with each
 * brand's colours; content/customers.yml names them as each customer's logos. The build makes the
 * AVIF, WebP and PNG the pages show (an SVG shown as an image costs the browser a document of its
 * own); the case sites (media-src/case-sites/) show the SVGs themselves.
 *
 *   npx tsx scripts/media/client-logos.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  clientBrands,
  clientLogoFile,
  clientLogoFolder,
  clientLogoVariantsOf,
  LOGO_HEIGHT,
  LOGO_WIDTH,
  type ClientBrandId,
} from '../../media-src/client-logos'
import { setText } from './svg-text'

const outDir = path.resolve('content', clientLogoFolder)

/** The colours a logo is drawn in: `c1` main, `c2` second, `c3`/`c4` extra; `cut` a knockout. */
export type Ink = { c1: string; c2: string; c3: string; c4: string; cut: string }

type Drawn = { body: string; width: number }

/** A shape in the second colour over one in the first: in one ink it is cut out instead. */
const twoTone = (ink: Ink) => (ink.c1 === ink.c2 ? ink.cut : ink.c2)

/** Each brand's drawing at 48 px high, from x = 0; the caller centres nothing, the strip aligns left. */
const drawings: Record<ClientBrandId, (ink: Ink) => Promise<Drawn>> = {
  async 'nordvik-bakeri'(ink) {
    // A round loaf with three scores, then "Nordvik" in italic and spaced small capitals.
    const loaf =
      `<ellipse cx="20" cy="25" rx="18" ry="13" fill="${ink.c1}"/>` +
      `<path d="M10 22 q4 -6 8 -8 M17 27 q5 -7 10 -9 M25 31 q4 -5 8 -7" fill="none" stroke="${ink.cut}" stroke-width="2.6" stroke-linecap="round"/>` +
      `<path d="M6 40 H34" stroke="${ink.c2}" stroke-width="2.4" stroke-linecap="round"/>`
    const name = await setText(
      'Nordvik',
      'garamond-italic',
      { x: 46, baseline: 30, capHeight: 22 },
      { attrs: `fill="${ink.c1}"` },
    )
    const sub = await setText(
      'BAKERI',
      'garamond-regular',
      { x: 48, baseline: 43, capHeight: 8 },
      {
        letterSpacing: 0.42,
        attrs: `fill="${ink.c2}"`,
      },
    )
    return { body: loaf + name.svg + sub.svg, width: Math.max(name.right, sub.right) }
  },

  async 'havbris-eiendom'(ink) {
    // A pure wordmark: narrow didone capitals tracked wide, a hairline, a wave of a breeze.
    const name = await setText(
      'HAVBRIS',
      'mirage-etroit',
      { x: 2, baseline: 27, capHeight: 20 },
      {
        letterSpacing: 0.28,
        attrs: `fill="${ink.c1}"`,
      },
    )
    const rule = `<rect x="2" y="33" width="${Math.round(name.right - 2)}" height="1" fill="${ink.c2}"/>`
    const sub = await setText(
      'EIENDOM',
      'mirage-etroit',
      { x: 2, baseline: 45, capHeight: 7.5 },
      {
        letterSpacing: 0.9,
        attrs: `fill="${ink.c2}"`,
      },
    )
    const wave = `<path d="M${Math.round(name.right + 10)} 16 q6 -6 12 0 t12 0" fill="none" stroke="${ink.c2}" stroke-width="1.6" stroke-linecap="round"/>`
    return { body: name.svg + rule + sub.svg + wave, width: name.right + 36 }
  },

  async 'tindra-regnskap'(ink) {
    // A four-point star in a rounded square; "tindra" bold lowercase; "regnskap" lighter.
    const star =
      `<rect x="2" y="6" width="36" height="36" rx="10" fill="${ink.c1}"/>` +
      `<path d="M20 11 C21 20 22 22 30 24 C22 26 21 28 20 37 C19 28 18 26 10 24 C18 22 19 20 20 11Z" fill="${twoTone(ink)}"/>`
    const name = await setText(
      'tindra',
      'karla-700',
      { x: 48, baseline: 31, capHeight: 20 },
      {
        letterSpacing: -0.03,
        attrs: `fill="${ink.c1}"`,
      },
    )
    const sub = await setText(
      'regnskap',
      'karla-500',
      { x: name.right + 6, baseline: 31, capHeight: 20 },
      {
        letterSpacing: -0.01,
        attrs: `fill="${ink.c3}"`,
      },
    )
    return { body: star + name.svg + sub.svg, width: sub.right }
  },

  async 'fjellstue-sport'(ink) {
    // A leaning condensed FJELLSTUE with a twin peak, and SPORT knocked out of a slanted block.
    const peak = `<path d="M2 40 L15 12 L21 24 L26 16 L38 40Z" fill="${ink.c2}"/><path d="M15 12 L11 21 L15 19 L18 21Z" fill="${ink.cut}"/>`
    const name = await setText(
      'FJELLSTUE',
      'bebas-bold',
      { x: 44, baseline: 40, capHeight: 30 },
      {
        skew: -10,
        letterSpacing: 0.01,
        attrs: `fill="${ink.c1}"`,
      },
    )
    const bx = name.right + 8
    const block = `<path d="M${bx + 5} 10 H${bx + 62} L${bx + 57} 40 H${bx}Z" fill="${ink.c2}"/>`
    const sport = await setText(
      'SPORT',
      'bebas-bold',
      { x: bx + 9, baseline: 33, capHeight: 16 },
      {
        skew: -10,
        letterSpacing: 0.06,
        attrs: `fill="${ink.cut}"`,
      },
    )
    return { body: peak + name.svg + block + sport.svg, width: bx + 62 }
  },

  async 'kystlinje-logistikk'(ink) {
    // Three coastline stripes ending in an arrow; DIN capitals over a tracked subline.
    const mark =
      `<path d="M2 14 H22 L28 8" fill="none" stroke="${ink.c1}" stroke-width="4" stroke-linecap="square"/>` +
      `<path d="M2 24 H34" stroke="${ink.c2}" stroke-width="4"/><path d="M30 18 L38 24 L30 30Z" fill="${ink.c2}"/>` +
      `<path d="M2 34 H22 L28 40" fill="none" stroke="${ink.c1}" stroke-width="4" stroke-linecap="square"/>`
    const name = await setText(
      'KYSTLINJE',
      'din',
      { x: 46, baseline: 26, capHeight: 16 },
      {
        letterSpacing: 0.02,
        attrs: `fill="${ink.c1}"`,
      },
    )
    const sub = await setText(
      'LOGISTIKK',
      'din',
      { x: 47, baseline: 41, capHeight: 9 },
      {
        letterSpacing: 0.52,
        attrs: `fill="${ink.c2}"`,
      },
    )
    return { body: mark + name.svg + sub.svg, width: Math.max(name.right, sub.right) }
  },

  async 'lysverk-energi'(ink) {
    // A sun split by a bolt; "lysverk" in geometric lowercase, "energi" light beside it.
    const mark =
      `<circle cx="20" cy="24" r="17" fill="${ink.c2}"/>` +
      `<path d="M23 6 L12 27 H20 L16 42 L30 20 H22 L26 6Z" fill="${ink.c1}" stroke="${ink.cut}" stroke-width="2" stroke-linejoin="round"/>`
    const name = await setText(
      'lysverk',
      'sora-700',
      { x: 46, baseline: 30, capHeight: 19 },
      {
        letterSpacing: -0.04,
        attrs: `fill="${ink.c1}"`,
      },
    )
    const sub = await setText(
      'energi',
      'sora-300',
      { x: name.right + 5, baseline: 30, capHeight: 19 },
      {
        letterSpacing: -0.02,
        attrs: `fill="${ink.c3}"`,
      },
    )
    return { body: mark + name.svg + sub.svg, width: sub.right }
  },

  async 'bergli-klinikk'(ink) {
    // A soft cross of two rounded bars over a circle; "bergli" rounded bold, "klinikk" under it.
    const mark =
      `<circle cx="22" cy="24" r="19" fill="${ink.c2}"/>` +
      `<rect x="17" y="11" width="10" height="26" rx="5" fill="${ink.cut}"/><rect x="9" y="19" width="26" height="10" rx="5" fill="${ink.cut}"/>` +
      `<rect x="17" y="19" width="10" height="10" fill="${ink.c1 === ink.c2 ? ink.cut : ink.c1}"/>`
    const name = await setText(
      'bergli',
      'quicksand-700',
      { x: 50, baseline: 27, capHeight: 19 },
      {
        attrs: `fill="${ink.c1}"`,
      },
    )
    const sub = await setText(
      'klinikk',
      'quicksand-500',
      { x: 51, baseline: 43, capHeight: 10 },
      {
        letterSpacing: 0.16,
        attrs: `fill="${ink.c3}"`,
      },
    )
    return { body: mark + name.svg + sub.svg, width: Math.max(name.right, sub.right) }
  },

  async 'solvind-kurs'(ink) {
    // A four-colour pinwheel (sun and wind); "solvind" rounded, "kurs" in a pill.
    const blade = (rot: number, color: string) =>
      `<path transform="rotate(${rot} 22 24)" d="M22 24 L22 6.5 C29 6.5 33.5 11 33.5 17.5 Z" fill="${color}"/>`
    const mark =
      blade(0, ink.c1) +
      blade(90, ink.c2) +
      blade(180, ink.c3) +
      blade(270, ink.c4) +
      `<circle cx="22" cy="24" r="3" fill="${ink.cut}"/>`
    const name = await setText(
      'solvind',
      'comfortaa-700',
      { x: 46, baseline: 31, capHeight: 20 },
      {
        letterSpacing: -0.02,
        attrs: `fill="${ink.c3}"`,
      },
    )
    const px = name.right + 7
    const pill = `<rect x="${px}" y="14" width="52" height="22" rx="11" fill="${ink.c1}"/>`
    const kurs = await setText(
      'kurs',
      'comfortaa-700',
      { x: px + 9, baseline: 29.5, capHeight: 11 },
      {
        attrs: `fill="${ink.cut}"`,
      },
    )
    return { body: mark + name.svg + pill + kurs.svg, width: px + 52 }
  },

  async 'strandheim-hotell'(ink) {
    // A gable over a wave (a home by the shore); tracked serif capitals over a spaced subline.
    const mark =
      `<path d="M5 23 L20 9 L35 23" fill="none" stroke="${ink.c1}" stroke-width="3.4" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<rect x="16.5" y="19" width="7" height="9" rx="1" fill="${ink.c1}"/>` +
      `<path d="M4 36 q4 -4.5 8 0 t8 0 t8 0 t8 0" fill="none" stroke="${ink.c2}" stroke-width="2.8" stroke-linecap="round"/>`
    const name = await setText(
      'STRANDHEIM',
      'quattrocento',
      { x: 46, baseline: 28, capHeight: 16 },
      {
        letterSpacing: 0.1,
        attrs: `fill="${ink.c1}"`,
      },
    )
    const sub = await setText(
      'HOTELL',
      'quattrocento',
      { x: 47, baseline: 42, capHeight: 7.5 },
      {
        letterSpacing: 0.7,
        attrs: `fill="${ink.c2}"`,
      },
    )
    return { body: mark + name.svg + sub.svg, width: Math.max(name.right, sub.right) }
  },

  async 'holmen-ror'(ink) {
    // A pipe bend with a drop at its mouth; HOLMEN and RØR in one heavy line, two colours.
    const mark =
      `<path d="M9 5 V21 Q9 31 19 31 H27" fill="none" stroke="${ink.c1}" stroke-width="7"/>` +
      `<rect x="4" y="5" width="10" height="4" rx="1" fill="${ink.c1}"/>` +
      `<path d="M34 30 C34 30 29 36.5 29 39.5 A5 5 0 0 0 39 39.5 C39 36.5 34 30 34 30Z" fill="${ink.c2}"/>`
    const name = await setText(
      'HOLMEN',
      'roboto-black',
      { x: 46, baseline: 33, capHeight: 19 },
      {
        letterSpacing: 0.02,
        attrs: `fill="${ink.c1}"`,
      },
    )
    const sub = await setText(
      'RØR',
      'roboto-black',
      { x: name.right + 7, baseline: 33, capHeight: 19 },
      {
        letterSpacing: 0.02,
        attrs: `fill="${ink.c2}"`,
      },
    )
    return { body: mark + name.svg + sub.svg, width: sub.right }
  },

  async 'vidde-arkitekter'(ink) {
    // A thin line of low hills over a level ground line; "vidde" light lowercase, a tracked subline.
    const mark =
      `<path d="M3 31 L12 22 L18 27 L27 15 L37 31" fill="none" stroke="${ink.c2}" stroke-width="2" stroke-linejoin="round"/>` +
      `<path d="M2 36 H38" stroke="${ink.c1}" stroke-width="2"/>`
    const name = await setText(
      'vidde',
      'lato-light',
      { x: 46, baseline: 30, capHeight: 20 },
      {
        letterSpacing: 0.04,
        attrs: `fill="${ink.c1}"`,
      },
    )
    const sub = await setText(
      'ARKITEKTER',
      'lato-regular',
      { x: 47, baseline: 42, capHeight: 6.5 },
      {
        letterSpacing: 0.42,
        attrs: `fill="${ink.c3}"`,
      },
    )
    return { body: mark + name.svg + sub.svg, width: Math.max(name.right, sub.right) }
  },

  async 'noste-garn'(ink) {
    // A ball of yarn, its wound strands cut out, with a loose end; "nøste" bold, "garn" beside it.
    const mark =
      `<circle cx="19" cy="22" r="15" fill="${ink.c1}"/>` +
      `<path d="M8 15 q11 -3 20 8 M7 23 q12 -4 21 9 M12 33 q4 -14 18 -22" fill="none" stroke="${ink.cut}" stroke-width="2" stroke-linecap="round"/>` +
      `<path d="M30 33 q5 8 12 4" fill="none" stroke="${ink.c2}" stroke-width="2.4" stroke-linecap="round"/>`
    const name = await setText(
      'nøste',
      'cabin-bold',
      { x: 48, baseline: 31, capHeight: 20 },
      {
        attrs: `fill="${ink.c1}"`,
      },
    )
    const sub = await setText(
      'garn',
      'cabin-regular',
      { x: name.right + 6, baseline: 31, capHeight: 20 },
      {
        attrs: `fill="${ink.c2}"`,
      },
    )
    return { body: mark + name.svg + sub.svg, width: sub.right }
  },
}

/**
 * One logo file in a 240x48 box. The strip variants (`light`, `dark`) are centred in the box, so a
 * row of them sits evenly in equal cells; the colour variant is left-aligned, for a case page's
 * heading or a site header.
 */
export async function logoSvg(id: ClientBrandId, variant: 'light' | 'dark' | 'color'): Promise<string> {
  const brand = clientBrands[id]
  if (variant === 'color') return wrap(id, (await fit(id, brand.colors)).body)
  // The one-ink variants draw the logo white-on-black as a mask over a rectangle of the ink, so
  // knockouts (SPORT in its block, the scores of the loaf) show the ground beneath.
  const mask = await fit(id, { c1: '#fff', c2: '#fff', c3: '#fff', c4: '#fff', cut: '#000' }, true)
  const color = variant === 'light' ? monoInk.light : monoInk.dark
  return wrap(
    id,
    `<mask id="${id}-m"><rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" fill="#000"/>${mask.body}</mask>` +
      `<rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" fill="${color}" mask="url(#${id}-m)"/>`,
  )
}

/** The one ink of the strip variants: muted for light grounds, pale for dark ones. */
export const monoInk = { light: '#33474b', dark: '#cbd9d6' } as const

/** The drawing, scaled down about the middle line when it is wider than the box, and centred on request. */
async function fit(id: ClientBrandId, ink: Ink, centre = false): Promise<Drawn> {
  const drawn = await drawings[id](ink)
  const room = LOGO_WIDTH - 2
  if (drawn.width <= room) {
    if (!centre) return drawn
    const dx = Math.round(((LOGO_WIDTH - drawn.width) / 2) * 100) / 100
    return { body: `<g transform="translate(${dx} 0)">${drawn.body}</g>`, width: drawn.width }
  }
  const s = Math.round((room / drawn.width) * 1000) / 1000
  const dy = Math.round(((LOGO_HEIGHT * (1 - s)) / 2) * 100) / 100
  return { body: `<g transform="translate(0 ${dy}) scale(${s})">${drawn.body}</g>`, width: room }
}

function wrap(id: ClientBrandId, body: string): string {
  const brand = clientBrands[id]
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" role="img" aria-label="${brand.name}">` +
    `<title>${brand.name}</title>${body}</svg>\n`
  )
}

async function main() {
  mkdirSync(outDir, { recursive: true })
  for (const id of Object.keys(clientBrands) as ClientBrandId[]) {
    for (const variant of clientLogoVariantsOf(id)) {
      writeFileSync(path.join(outDir, clientLogoFile(id, variant)), await logoSvg(id, variant))
    }
  }
  const written = (Object.keys(clientBrands) as ClientBrandId[]).flatMap(clientLogoVariantsOf).length
  console.log(`client-logos: ${written} files written to content/${clientLogoFolder}/`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

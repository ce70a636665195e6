/**
 * The (fictional) clients' logotypes and colours, drawn by scripts/media/client-logos.ts: one per
 * customer of content/customers.yml. The drawings are images of content/media/customers/, all
 * LOGO_WIDTH x LOGO_HEIGHT (240x48): every customer's `<id>-light.svg` in one dark ink for the
 * trust strip on light grounds and `-dark.svg` in one pale ink for dark grounds, and a client with
 * a case study's `-color.svg` in the brand's own colours for its case page (on a light ground),
 * which only a case page shows; content/customers.yml names them. Those colours are also the ones
 * of the client's website in media-src/case-sites/. The name each drawing spells is the customer's
 * name, which a test holds to content/customers.yml.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

export const LOGO_WIDTH = 240
export const LOGO_HEIGHT = 48

type BrandColors = {
  /** Main colour: the name. */
  c1: string
  /** Second colour: the mark or the subline. */
  c2: string
  c3: string
  c4: string
  /** What knockouts show in the colour logo (a light ground). */
  cut: string
}

const brand = (name: string, colors: BrandColors) => ({ name, colors })

export const clientBrands = {
  'nordvik-bakeri': brand('Nordvik Bakeri', {
    c1: '#5b2e14',
    c2: '#b7791f',
    c3: '#5b2e14',
    c4: '#5b2e14',
    cut: '#f6ead8',
  }),
  'havbris-eiendom': brand('Havbris Eiendom', {
    c1: '#14263f',
    c2: '#a4844f',
    c3: '#14263f',
    c4: '#14263f',
    cut: '#ffffff',
  }),
  'tindra-regnskap': brand('Tindra Regnskap', {
    c1: '#35245a',
    c2: '#f0b43c',
    c3: '#6b5a8e',
    c4: '#35245a',
    cut: '#ffffff',
  }),
  'fjellstue-sport': brand('Fjellstue Sport', {
    c1: '#161616',
    c2: '#d8342b',
    c3: '#161616',
    c4: '#161616',
    cut: '#ffffff',
  }),
  'kystlinje-logistikk': brand('Kystlinje Logistikk', {
    c1: '#0d3553',
    c2: '#ee6a1f',
    c3: '#0d3553',
    c4: '#0d3553',
    cut: '#ffffff',
  }),
  'lysverk-energi': brand('Lysverk Energi', {
    c1: '#0b5a3c',
    c2: '#f5c518',
    c3: '#3a7d62',
    c4: '#0b5a3c',
    cut: '#ffffff',
  }),
  'bergli-klinikk': brand('Bergli Klinikk', {
    c1: '#1b5f78',
    c2: '#8fd0bd',
    c3: '#3f7f95',
    c4: '#1b5f78',
    cut: '#ffffff',
  }),
  'solvind-kurs': brand('Solvind Kurs', {
    c1: '#e4572e',
    c2: '#f2b134',
    c3: '#1f4e5a',
    c4: '#2a9d8f',
    cut: '#ffffff',
  }),
  'strandheim-hotell': brand('Strandheim Hotell', {
    c1: '#1d3b4f',
    c2: '#c8963e',
    c3: '#1d3b4f',
    c4: '#1d3b4f',
    cut: '#ffffff',
  }),
  'holmen-ror': brand('Holmen Rør', {
    c1: '#17324d',
    c2: '#1f8fd6',
    c3: '#17324d',
    c4: '#17324d',
    cut: '#ffffff',
  }),
  'vidde-arkitekter': brand('Vidde Arkitekter', {
    c1: '#262626',
    c2: '#6f7f4a',
    c3: '#5c5c5c',
    c4: '#262626',
    cut: '#ffffff',
  }),
  'noste-garn': brand('Nøste Garn', {
    c1: '#7b2d4f',
    c2: '#e08a6b',
    c3: '#7b2d4f',
    c4: '#7b2d4f',
    cut: '#ffffff',
  }),
} as const satisfies Record<string, { name: string; colors: BrandColors }>

export type ClientBrandId = keyof typeof clientBrands

export const clientLogoVariants = ['light', 'dark', 'color'] as const
export type ClientLogoVariant = (typeof clientLogoVariants)[number]

/** The folder of the drawings, inside the content root. */
export const clientLogoFolder = 'media/customers'

/** A variant's file in content/media/customers/ (drawn by scripts/media/client-logos.ts). */
export const clientLogoFile = (id: ClientBrandId, variant: ClientLogoVariant) => `${id}-${variant}.svg`

/** The variants a brand's logo is drawn in: the colour one only for a client with a case study (a site in media-src/case-sites/). */
export function clientLogoVariantsOf(id: ClientBrandId): readonly ClientLogoVariant[] {
  const hasCaseSite = existsSync(path.resolve('media-src/case-sites', id, 'index.html'))
  return hasCaseSite ? clientLogoVariants : clientLogoVariants.filter((variant) => variant !== 'color')
}

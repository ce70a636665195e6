/**
 * Client brands (fictional) with logos in a light and a dark variant, for the trust strip,
 * testimonials and customer cases. The logos are images of the pipeline, drawn by
 * scripts/media/client-logos.ts (media-src/client-logos.ts). The first eight have a case study
 * (content/pages/case-studies/); the others are customers whose people are quoted in
 * content/shared/testimonials.ts without one.
 */
import { clientLogo } from '../../media-src/client-logos.ts'
import type { Brand, ReviewLogo } from '../types.ts'
import type { Locale } from '../site/locales.ts'

const names = {
  'nordvik-bakeri': 'Nordvik Bakeri',
  'havbris-eiendom': 'Havbris Eiendom',
  'tindra-regnskap': 'Tindra Regnskap',
  'fjellstue-sport': 'Fjellstue Sport',
  'kystlinje-logistikk': 'Kystlinje Logistikk',
  'lysverk-energi': 'Lysverk Energi',
  'bergli-klinikk': 'Bergli Klinikk',
  'solvind-kurs': 'Solvind Kurs',
  'strandheim-hotell': 'Strandheim Hotell',
  'holmen-ror': 'Holmen Rør',
  'vidde-arkitekter': 'Vidde Arkitekter',
  'noste-garn': 'Nøste Garn',
} as const

export type BrandId = keyof typeof names

export const reviewLogos: readonly ReviewLogo[] = (Object.keys(names) as BrandId[]).map((id) => ({
  id,
  name: names[id],
  lightImage: clientLogo(id).light,
  darkImage: clientLogo(id).dark,
  imageAlt: { nb: `Logoen til ${names[id]}`, en: `${names[id]} logo` },
}))

export function brandName(id: string): string {
  const name = (names as Record<string, string>)[id]
  if (!name) throw new Error(`Unknown brand "${id}"`)
  return name
}

/** A brand as a single-source image (id, image, alt), in the light variant. */
export function brandsFor(locale: Locale): Brand[] {
  return reviewLogos.map((logo) => ({ id: logo.id, image: logo.lightImage, alt: logo.imageAlt[locale] }))
}

/**
 * Customer cases for the cases grid, read when the module loads: each case study's card (`card:`
 * in content/cases/<id>.yml), with the client's brand, the delivered site's screenshot and the case
 * page's address. Every figure is a fact.
 *
 * This module reads files, so it runs in Node only; where a bundle imports it (a story), the build
 * puts the loaded values in its place (content/content-modules.ts).
 */
import { brandName } from '../facts/brands.ts'
import { fillSlots } from '../loader/slots.ts'
import { caseStudiesCollection } from '../pages/case-studies/schema.ts'
import { caseStudyIds } from '../pages/case-studies/slugs.ts'
import { locales, type Locale, type Localized } from '../site/locales.ts'
import type { CustomerCase } from '../types.ts'

const files = new Map(caseStudiesCollection.all().map((file) => [file.id, file]))

function toCase(id: string, locale: Locale): CustomerCase {
  const file = files.get(id)
  if (!file) throw new Error(`content/cases/ has no file for ${id}`)
  const { card, site, slug } = file[locale]
  const { service, title, result, description } = fillSlots(card, { client: brandName(id) })
  return {
    id,
    service,
    brandId: id,
    image: { image: site.desktop, alt: fillSlots(site.desktopAlt, { client: brandName(id) }) },
    caseParams: { slug },
    title,
    result,
    // The grids set a description as a list of blocks, a lone paragraph too.
    description: typeof description === 'string' ? [description] : description,
  }
}

/** The cases per language, in the projects page's order. */
export const customerCases: Localized<CustomerCase[]> = Object.fromEntries(
  locales.map((locale) => [locale, caseStudyIds().map((id) => toCase(id, locale))]),
) as Localized<CustomerCase[]>

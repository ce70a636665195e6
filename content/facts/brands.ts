/**
 * The agency's customers (content/customers.yml): each one's id, name and logos, in the order the
 * trust strip shows them. A customer's id names its testimonials' company
 * (content/testimonials/*.yml) and, for a customer with a case study, the case's file
 * (content/cases/<id>.yml). The logos are images of content/media/ (content/loader/images.ts),
 * whose variants the build makes; scripts/media/client-logos.ts drew the fictional customers' ones.
 *
 * This module reads a file when it loads, so it runs in Node only; where a bundle imports it (a
 * story), the build puts the loaded values in its place (content/content-modules.ts).
 */
import { z } from 'zod'
import type { ImageAsset } from '../../media-src/types.ts'
import { defineDataFile } from '../loader/data-file.ts'
import { inEditor, type EditorText } from '../loader/editor.ts'
import { slug, text } from '../loader/fields.ts'
import { image } from '../loader/images.ts'
import type { Locale } from '../site/locales.ts'
import type { Brand, ReviewLogo } from '../types.ts'

const say = (nb: string, en: string): EditorText => ({ nb, en })

const customer = z.strictObject({
  /** The customer's id: the company of its testimonials, the file name of its case study. */
  id: inEditor(
    slug,
    say('Id', 'Id'),
    say(
      'Små bokstaver og bindestreker, for eksempel nordvik-bakeri. Kundecasen til kunden har samme filnavn.',
      "Lowercase letters and hyphens, such as nordvik-bakeri. The customer's case study has the same file name.",
    ),
  ),
  name: inEditor(text(80), say('Navn', 'Name')),
  logo: inEditor(
    z.strictObject({
      light: inEditor(
        image('customers'),
        say('På lys bakgrunn', 'On a light ground'),
        say('Én mørk farge, 240 × 48 punkter.', 'One dark ink, 240 × 48 points.'),
      ),
      dark: inEditor(
        image('customers'),
        say('På mørk bakgrunn', 'On a dark ground'),
        say('Én lys farge, 240 × 48 punkter.', 'One pale ink, 240 × 48 points.'),
      ),
      color: inEditor(
        image('customers'),
        say('I egne farger', "In the brand's colours"),
        say(
          'Vises på kundecasen; bare for kunder med en case.',
          'Shown on the case study; only for customers with one.',
        ),
      ).optional(),
    }),
    say('Logo', 'Logo'),
  ),
})

export const customersFile = defineDataFile(
  'customers.yml',
  z
    .strictObject({
      /** In the order of the trust strip. */
      customers: inEditor(z.array(customer).min(1), say('Kunder', 'Customers')),
    })
    .superRefine(({ customers }, ctx) => {
      const seen = new Set<string>()
      customers.forEach((entry, index) => {
        if (seen.has(entry.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['customers', index, 'id'],
            message: `expected an id no other customer has, got "${entry.id}" again`,
          })
        }
        seen.add(entry.id)
      })
    }),
  {
    label: say('Kunder', 'Customers'),
    description: say(
      'Kundene med logoer i rekken av logoer, i den rekkefølgen. Sitater og kundecaser nevner kunden ved id.',
      'The customers whose logos the strip shows, in this order. Testimonials and case studies name a customer by id.',
    ),
    group: { name: 'customers', label: say('Kunder', 'Customers') },
  },
)

export type BrandId = string

type Customer = { id: string; name: string; logo: { light: ImageAsset; dark: ImageAsset; color?: ImageAsset } }

const customers: readonly Customer[] = customersFile.get().customers

/** Every customer's logos for the trust strip, with their alt text in each language. */
export const reviewLogos: readonly ReviewLogo[] = customers.map((entry) => ({
  id: entry.id,
  name: entry.name,
  lightImage: entry.logo.light,
  darkImage: entry.logo.dark,
  imageAlt: { nb: `Logoen til ${entry.name}`, en: `${entry.name} logo` },
}))

function customerOf(id: string): Customer {
  const found = customers.find((entry) => entry.id === id)
  if (!found) throw new Error(`content/customers.yml has no customer "${id}"`)
  return found
}

export function brandName(id: string): string {
  return customerOf(id).name
}

/** A customer's logo in its own colours (a case page's), or undefined when it has none. */
export function colorLogo(id: string): ImageAsset | undefined {
  return customerOf(id).logo.color
}

/** A brand as a single-source image (id, image, alt), in the light variant. */
export function brandsFor(locale: Locale): Brand[] {
  return reviewLogos.map((logo) => ({ id: logo.id, image: logo.lightImage, alt: logo.imageAlt[locale] }))
}

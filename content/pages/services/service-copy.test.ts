import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { categoryOfBlogType } from '../../blog/blog-types.ts'
import { plans as planFacts } from '../../facts/facts.ts'
import { planSet } from '../../facts/plans.ts'
import { contentRoot } from '../../loader/files.ts'
import { formatPrice, formatPriceAmount, formatPriceSuffix } from '../../site/format.ts'
import { brandsFor, reviewLogos } from '../../facts/brands.ts'
import { casesById, customerCases } from '../../shared/customer-cases.ts'
import { homeCopy } from '../home.ts'
import { locales } from '../../site/locales.ts'
import { contentWith, loadError } from '../../../tests/support/content-copy.ts'
import { maxPageTestimonials, servicesCollection } from './schema.ts'
import { servicePages as loadServicePages, services } from './services.ts'
import { servicesIndex } from '../services-index.ts'
import { serviceCards } from './links.ts'
import { featuredTestimonialId, testimonials, testimonialsById } from '../../shared/testimonials.ts'
import { imageAsset } from '../../../media-src/image-asset.ts'
import { illustrationFor } from '../../../media-src/illustrations.ts'
import { largestSrc } from '../../../media-src/types.ts'

/** The shape of a value: strings become their kind, arrays keep their length, objects their keys. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'string'
  if (Array.isArray(value)) return value.map(shape)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'params')
        .map(([key, item]) => [key, shape(item)]),
    )
  }
  return typeof value
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(allStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings)
  return []
}

const servicePages = loadServicePages()
const serviceIds = Object.keys(servicePages)
/** The YAML files of a folder of the content root, by name without the extension. */
function filesOf(folder: string): string[] {
  return readdirSync(path.join(contentRoot(), folder))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => name.replace(/\.yml$/, ''))
}
/** The illustration a service's file names in a language, if it names one. */
const ownIllustration = (id: string, locale: (typeof locales)[number]) =>
  services().find((service) => service.id === id)![locale].illustration

/** The services whose files have a price table (their own plans, or another service's). */
const pricedServices = services()
  .filter((service) => service.nb.pricing !== undefined)
  .map((service) => service.id)

describe('given the copy of every service page', () => {
  it('has one page per file of content/services/, in the order the site lists the services', () => {
    expect(serviceIds.length).toBeGreaterThan(0)
    expect([...serviceIds].sort()).toEqual(filesOf('services').sort())
    expect(services().map((service) => service.id)).toEqual(serviceIds)
  })

  for (const id of serviceIds) {
    describe(id, () => {
      it('has the same shape in Norwegian and English', () => {
        const { twinParams: _nbTwins, ...nb } = servicePages[id]!.nb
        const { twinParams: _enTwins, ...en } = servicePages[id]!.en
        expect(shape(nb)).toEqual(shape(en))
      })

      for (const locale of locales) {
        const copy = servicePages[id]![locale]

        it(`(${locale}) has a complete hero with a contact button`, () => {
          expect(copy.id).toBe(id)
          for (const text of [copy.hero.eyebrow, copy.hero.title, copy.hero.subtitle, copy.hero.button]) {
            expect(text.trim().length).toBeGreaterThan(3)
          }
          expect(copy.hero.descriptions.length).toBeGreaterThan(0)
        })

        it(`(${locale}) answers questions, the first one open`, () => {
          const items = copy.faq.items
          expect(items.length).toBeGreaterThan(0)
          expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
          expect(items.findIndex((item) => item.expanded)).toBe(0)
        })

        it(`(${locale}) has why-us rows and key features with unique ids`, () => {
          expect(copy.why.rows.length).toBeGreaterThan(0)
          expect(copy.keyFeatures.items.length).toBeGreaterThan(0)
          const ids = [...copy.why.rows, ...copy.keyFeatures.items].map((item) => item.id)
          expect(new Set(copy.why.rows.map((r) => r.id)).size).toBe(copy.why.rows.length)
          expect(ids.length).toBeGreaterThan(0)
        })

        it(`(${locale}) refers to testimonials and cases that exist`, () => {
          const own = testimonialsById(locale, copy.testimonials.ids)
          expect(own.length).toBeGreaterThanOrEqual(1)
          expect(own.length).toBeLessThanOrEqual(maxPageTestimonials)
          expect(copy.customerCases.ids.length).toBeGreaterThan(0)
          expect(casesById(locale, copy.customerCases.ids).map((each) => each.id)).toEqual(copy.customerCases.ids)
        })

        it(`(${locale}) shows the illustration its file names, or the general one, with alt text, on its card too`, () => {
          const { image, alt } = copy.illustration
          expect(alt.trim()).not.toBe('')
          expect(serviceCards(locale).find((card) => card.id === id)!.image).toEqual(image)
          if (ownIllustration(id, locale) === undefined) {
            expect(image).toBe(illustrationFor.service)
            return
          }
          // Its own: an image of content/media/services/, not the general service illustration.
          expect(image).not.toBe(illustrationFor.service)
          const asset = imageAsset(image)
          expect(asset.width).toBeGreaterThan(0)
          expect(asset.height).toBeGreaterThan(0)
          expect(largestSrc(asset)).toMatch(/^\/assets\/media\/services-[a-z0-9-]+-[0-9a-f]{8}(-\d+)?\.(svg|webp)$/)
          // No other service's own illustration.
          const others = serviceIds
            .filter((other) => other !== id && ownIllustration(other, locale) !== undefined)
            .map((other) => imageAsset(servicePages[other]![locale].illustration.image).hash)
          expect(others).not.toContain(asset.hash)
        })

        it(`(${locale}) has no placeholder text`, () => {
          for (const text of allStrings(copy)) {
            expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bxxx\b|\{\w+\}/i)
            expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/)
          }
        })
      }
    })
  }

  it('shows prices on every service whose file has a price table, with one best seller per tiered set', () => {
    expect(pricedServices.length).toBeGreaterThan(0)
    for (const id of pricedServices) {
      for (const locale of locales) {
        const pricing = servicePages[id]![locale].pricing
        expect(pricing, `${id} ${locale}`).toBeDefined()
        const plans = pricing!.plans
        if (plans.length > 1) expect(plans.filter((plan) => plan.highlight)).toHaveLength(1)
        expect(plans.length).toBeGreaterThan(0)
        for (const plan of plans) expect(plan.price).not.toBe('')
      }
    }
    for (const id of serviceIds.filter((each) => !pricedServices.includes(each))) {
      for (const locale of locales) expect(servicePages[id]![locale].pricing, `${id} ${locale}`).toBeUndefined()
    }
  })

  it("prints each plan's price as the facts give it, in the facts' currency for the page's language", () => {
    for (const service of services().filter((each) => pricedServices.includes(each.id))) {
      for (const locale of locales) {
        const facts = new Map(
          planSet(planFacts, service[locale].pricing!.planSet, locale).map((plan) => [plan.id, plan]),
        )
        for (const plan of servicePages[service.id]![locale].pricing!.plans) {
          const where = `${service.id} ${locale} ${plan.id}`
          const price = facts.get(plan.id)?.price
          expect(price, where).toBeDefined()
          if (price!.kind === 'quote') {
            expect(plan.price, where).toBe(formatPrice(price!, locale))
            continue
          }
          // The amount, "Fra"/"From" before a starting price, and the period after it.
          const amount = formatPriceAmount(price!, locale)
          expect(plan.price, where).toBe(price!.from ? `${locale === 'nb' ? 'Fra' : 'From'} ${amount}` : amount)
          expect(plan.priceSuffix ?? '', where).toBe(formatPriceSuffix(price!, locale))
          const currency =
            price!.currency === 'USD'
              ? locale === 'nb'
                ? /\d\u00a0USD$/
                : /\$\d/
              : locale === 'nb'
                ? /\d\u00a0kr$/
                : /NOK\u00a0\d/
          expect(plan.price, where).toMatch(currency)
        }
      }
    }
  })

  it('chooses the blog list of each page by its blog category', () => {
    for (const service of services()) {
      for (const locale of locales) {
        const page = servicePages[service.id]![locale]
        expect(categoryOfBlogType(page.blogType), `${service.id} ${locale}`).toBe(service[locale].blogCategory)
      }
    }
  })
})

describe("given a question of a service's file", () => {
  it('is refused without its question mark, or with an answer under 40 characters, naming the field', () => {
    const file = `services/${filesOf('services').sort()[0]!}.yml`
    const root = contentWith(file, (data) => {
      const [item] = (data.nb.faq as { items: Record<string, unknown>[] }).items
      item!.question = 'Hva koster en nettside'
      item!.answer = 'Det kommer an på.'
    })
    const message = loadError(() => servicesCollection.all({ root }))
    expect(message).toContain(
      `${file}: nb.faq.items.0.question: expected a question that ends with "?", got "Hva koster en nettside"`,
    )
    expect(message).toContain(`${file}: nb.faq.items.0.answer: expected at least 40 characters, got 17`)
  })
})

describe('given the shared records', () => {
  it('has the same testimonials and cases in both languages', () => {
    expect(testimonials.nb.map((t) => t.id)).toEqual(testimonials.en.map((t) => t.id))
    expect(customerCases.nb.map((c) => c.id)).toEqual(customerCases.en.map((c) => c.id))
    // One case per file of content/cases/.
    expect(customerCases.nb.length).toBeGreaterThan(0)
    expect(customerCases.nb.map((c) => c.id).sort()).toEqual(filesOf('cases').sort())
    expect(testimonialsById('en', [featuredTestimonialId])).toHaveLength(1)
    for (const t of testimonials.nb) expect(t.rating).toBe(5)
  })

  it('gives every client logo a light and a dark variant and alt text in both languages', () => {
    for (const logo of reviewLogos) {
      expect(largestSrc(logo.lightImage)).toMatch(new RegExp(`^/assets/media/customers-${logo.id}-light-`))
      expect(largestSrc(logo.darkImage)).toMatch(new RegExp(`^/assets/media/customers-${logo.id}-dark-`))
      expect(logo.imageAlt.nb).toContain(logo.name)
      expect(logo.imageAlt.en).toContain(logo.name)
    }
    expect(brandsFor('en').map((b) => b.id)).toEqual(reviewLogos.map((l) => l.id))
  })

  it('fails loudly on an unknown testimonial or case', () => {
    expect(() => testimonialsById('nb', ['nobody'])).toThrow(/Unknown testimonial/)
    expect(() => casesById('nb', ['nothing'])).toThrow(/Unknown customer case/)
  })

  it('has home and services index copy of the same shape in both languages', () => {
    expect(shape(homeCopy.nb)).toEqual(shape(homeCopy.en))
    expect(shape(servicesIndex.nb)).toEqual(shape(servicesIndex.en))
    expect(homeCopy.nb.faq.items.length).toBeGreaterThan(0)
    expect(serviceCards('nb').map((card) => card.id)).toEqual(serviceIds)
  })
})

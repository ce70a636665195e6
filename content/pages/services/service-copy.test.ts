import { describe, expect, it } from 'vitest'
import { brandsFor, reviewLogos } from '../../facts/brands'
import { casesById, customerCases } from '../../shared/customer-cases'
import { homeCopy } from '../home'
import { locales } from '../../site/locales'
import { servicePages as loadServicePages, services } from './services'
import { servicesIndex } from '../services-index'
import { serviceCards } from './links'
import { featuredTestimonialId, testimonials, testimonialsById } from '../../shared/testimonials'
import { imageAsset } from '../../../media-src/image-asset'
import { illustrationFor } from '../../../media-src/illustrations'
import { largestSrc } from '../../../media-src/types'

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
const pricedServices = [
  'seo-optimalisering',
  'aeo-optimalisering',
  'google-ads-annonsering',
  'apputvikling',
  'driftsavtale',
  'starte-nettbutikk',
  'linkedin-annonsering',
]

describe('given the copy of every service page', () => {
  it('has one page per file of content/services/, eight today', () => {
    expect(serviceIds).toHaveLength(8)
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

        it(`(${locale}) answers at least six real questions, the first one open`, () => {
          const items = copy.faq.items
          expect(items.length).toBeGreaterThanOrEqual(6)
          expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
          for (const item of items) {
            expect(item.question).toMatch(/\?$/)
            expect(allStrings(item.answer).join(' ').length).toBeGreaterThan(40)
          }
          expect(items.findIndex((item) => item.expanded)).toBe(0)
        })

        it(`(${locale}) has why-us rows and key features with unique ids`, () => {
          expect(copy.why.rows.length).toBeGreaterThanOrEqual(3)
          expect(copy.keyFeatures.items.length).toBeGreaterThanOrEqual(4)
          const ids = [...copy.why.rows, ...copy.keyFeatures.items].map((item) => item.id)
          expect(new Set(copy.why.rows.map((r) => r.id)).size).toBe(copy.why.rows.length)
          expect(ids.length).toBeGreaterThan(0)
        })

        it(`(${locale}) refers to testimonials and cases that exist`, () => {
          const own = testimonialsById(locale, copy.testimonials.ids)
          expect(own.length).toBeGreaterThanOrEqual(1)
          expect(own.length).toBeLessThanOrEqual(3)
          expect(casesById(locale, copy.customerCases.ids)).toHaveLength(3)
        })

        it(`(${locale}) has its own illustration with a size and alt text, on its card too`, () => {
          const { image, alt } = copy.illustration
          // Its own: an image of content/media/services/, not the general service illustration.
          expect(image).not.toBe(illustrationFor.service)
          const asset = imageAsset(image)
          expect(asset.width).toBeGreaterThan(0)
          expect(asset.height).toBeGreaterThan(0)
          expect(largestSrc(asset)).toMatch(/^\/assets\/media\/services-[a-z0-9-]+-[0-9a-f]{8}(-\d+)?\.(svg|webp)$/)
          expect(alt.trim()).not.toBe('')
          expect(serviceCards(locale).find((card) => card.id === id)!.image).toEqual(image)
          const others = serviceIds
            .filter((other) => other !== id)
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

  it('shows prices on every priced service, with one best seller per tiered set', () => {
    for (const id of pricedServices) {
      for (const locale of locales) {
        const pricing = servicePages[id]![locale].pricing
        expect(pricing, `${id} ${locale}`).toBeDefined()
        const plans = pricing!.plans
        if (plans.length > 1) expect(plans.filter((plan) => plan.highlight)).toHaveLength(1)
        for (const plan of plans) expect(plan.price).not.toBe('')
      }
    }
    expect(servicePages.webdesign!.nb.pricing).toBeUndefined()
  })

  it('uses the right currencies: NOK in Norwegian, USD in English for services priced in dollars', () => {
    expect(servicePages['seo-optimalisering']!.nb.pricing!.plans[0]!.price).toBe('4\u00a0990\u00a0kr')
    expect(servicePages['seo-optimalisering']!.en.pricing!.plans[0]!.price).toBe('$479')
    expect(servicePages['apputvikling']!.nb.pricing!.plans[0]!.price).toBe('Fra 49\u00a0900\u00a0kr')
    expect(servicePages['apputvikling']!.en.pricing!.plans[0]!.price).toBe('From $4,900')
    expect(servicePages['starte-nettbutikk']!.en.pricing!.plans[0]!.price).toBe('From NOK\u00a069,900')
    expect(servicePages['linkedin-annonsering']!.nb.pricing!.plans[0]!.price).toBe('Fra 4\u00a0990\u00a0kr')
    expect(servicePages['linkedin-annonsering']!.nb.pricing!.plans[0]!.priceSuffix).toBe('/mnd')
  })

  it('chooses the blog list of each page by its blog category', () => {
    expect(servicePages['aeo-optimalisering']!.nb.blogType).toBe('blogs_AI')
    expect(servicePages['starte-nettbutikk']!.en.blogType).toBe('blogs_ecommerce')
    expect(servicePages['seo-optimalisering']!.nb.blogType).toBe('blogs_SEO')
  })
})

describe('given the shared records', () => {
  it('has the same testimonials and cases in both languages', () => {
    expect(testimonials.nb.map((t) => t.id)).toEqual(testimonials.en.map((t) => t.id))
    expect(customerCases.nb.map((c) => c.id)).toEqual(customerCases.en.map((c) => c.id))
    expect(customerCases.nb).toHaveLength(8)
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
    expect(homeCopy.nb.faq.items.length).toBeGreaterThanOrEqual(6)
    expect(serviceCards('nb').map((card) => card.id)).toEqual(serviceIds)
  })
})

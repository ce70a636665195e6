/**
 * Client testimonials, in both languages (content/testimonials/<id>.yml, read by
 * ./testimonial-records.ts): each in the customer's own words, about what working with us was like
 * for their business. The figures are the case studies' to state (content/facts): a
 * quote states none, which the loader checks (./testimonial-records.ts).
 *
 * Every quote is on the about page's feedback section and on one other page at most, so that no
 * visitor reads the same words page after page: the featured one beside the home page's intro video,
 * the home page's own (content/pages/home.ts), each case study's client (content/pages/case-studies/)
 * and each service page's own (`testimonials:` in content/services/*.yml, one service's only).
 */
import type { Locale } from '../site/locales.ts'
import type { Testimonial } from '../types.ts'
import { testimonials } from './testimonial-records.ts'

export { testimonials } from './testimonial-records.ts'

/** The testimonial beside the intro video on the home page, and first in the about page's feedback. */
export const featuredTestimonialId = 'hilde-strandheim'

/** Testimonials by id in a locale, in the given order; throws on an unknown id. */
export function testimonialsById(locale: Locale, ids: readonly string[]): Testimonial[] {
  return ids.map((id) => {
    const found = testimonials[locale].find((t) => t.id === id)
    if (!found) throw new Error(`Unknown testimonial "${id}"`)
    return found
  })
}

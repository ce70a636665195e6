/**
 * The shape of a case study's copy in one language, as its file gives it (./schema.ts). The page
 * tells it in a fixed order: client and sector, the result in one line with its figure, the
 * challenge, the approach, the delivered website on a desktop and a phone, the results, the
 * client's quote, then the next case.
 */
import type { z } from 'zod'
import type { caseStudySchema } from './schema.ts'

/**
 * The copy of a case study in one language (the testimonial is joined by ./studies.ts; the card is
 * the cases grid's, content/shared/customer-cases.ts).
 */
export type CaseStudyCopy = Omit<
  z.output<typeof caseStudySchema>,
  'testimonial' | 'card' | 'showcase' | 'slug' | 'order' | 'site' | 'project' | 'results'
>

/** One result: a figure as the page prints it, and what it counts. */
export type CaseFigure = CaseStudyCopy['figures'][number]

/** One step of the approach. */
export type CaseStep = CaseStudyCopy['approach'][number]

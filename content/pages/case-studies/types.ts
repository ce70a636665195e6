/**
 * The shape of a case study: one record per client, the same in both languages. The page tells
 * it in a fixed order: client and sector, the result in one line with its figure, the challenge,
 * the approach, the delivered website on a desktop and a phone, the results, the client's quote,
 * then the next case.
 */
import type { CaseClientId } from '../../../media-src/case-sites'
import type { Locale } from '../../site/locales'

/** One result: a figure as the page prints it, and what it counts. Every number comes from content/facts/facts.ts. */
export type CaseFigure = { id: string; value: string; label: string }

/** One step of the approach. */
export type CaseStep = { id: string; title: string; text: string }

/** The copy of a case study in one language. */
export type CaseStudyCopy = {
  /** The client's trade, as a short label: "Bakeri med tre utsalg". */
  sector: string
  /** The page's heading: what the project achieved, in words. */
  title: string
  /** The result in one line, with its figure (the headline figure of content/facts/facts.ts caseResults). */
  headline: string
  /** Two or three sentences under the heading; also the page's meta description. */
  summary: string
  /** The client's problem before the project, in paragraphs. */
  challenge: string[]
  /** What the client asked us to achieve, in one sentence. */
  goal: string
  /** How we went about it: two to four steps. */
  approach: CaseStep[]
  /** What the screenshots show: the delivered website and what to look for in it. */
  delivered: string
  /** What we delivered, as short items beside the client facts. */
  services: string[]
  /** Three or four results, the headline figure first. */
  figures: CaseFigure[]
}

export type CaseStudyEntry = {
  /** The client's brand id: its logo, colours and case-site screenshots share it. */
  id: CaseClientId
  /** The client's testimonial (content/shared/testimonials.ts). */
  testimonialId: string
  copy: (locale: Locale) => CaseStudyCopy
}

/**
 * Interface strings of the page sections (FAQ, pricing, testimonials, trust strip, cases).
 * Small on purpose: sections import it in the browser bundle. Page copy lives in page records, and
 * the copy the sections share (the trust strip's claim, the line beside the closing band's button)
 * in content/pages/layout.yml (../pages/layout.ts).
 */
import { claims } from '../facts/facts.ts'
import type { Locale } from '../site/locales.ts'
import { settings } from '../site/settings.ts'

export type SectionStrings = {
  faq: { noAnswer: string; defaultTitle: string }
  pricing: { bestSeller: string; vatNote: string; defaultButton: string; features: string }
  testimonials: {
    readMore: string
    playVideo: string
    videoTitle: string
    videoDescription: string
    closeVideo: string
    captions: string
    videoFallback: string
    pause: string
    resume: string
    carouselLabel: string
    ratingLabel: (stars: number) => string
  }
  /** `ratingLabel` is the stars' accessible name. */
  trust: { ratingLabel: string; logosLabel: string }
  cases: { seeProjects: string; result: string; readCase: string }
  services: { readMore: string }
}

export const sectionStrings: Record<Locale, SectionStrings> = {
  nb: {
    faq: { noAnswer: 'Ingen svar tilgjengelig', defaultTitle: 'Ofte stilte spørsmål' },
    pricing: {
      bestSeller: 'Bestselger',
      vatNote: 'Alle priser er oppgitt eksklusive mva.',
      defaultButton: 'Be om tilbud',
      features: 'Dette er inkludert',
    },
    testimonials: {
      readMore: 'Les flere kundeomtaler',
      playVideo: 'Se introduksjonsvideoen',
      videoTitle: `Møt ${settings.brandName}`,
      videoDescription: 'En kort film om hvem vi er og hva vi har laget, med tale og teksting på norsk.',
      closeVideo: 'Lukk videoen',
      captions: 'Norsk',
      videoFallback: 'Nettleseren din kan ikke spille av videoen.',
      pause: 'Sett kundeomtalene på pause',
      resume: 'Start kundeomtalene igjen',
      carouselLabel: 'Kundeomtaler',
      ratingLabel: (stars) => `${stars} av 5 stjerner`,
    },
    trust: {
      ratingLabel: `Vurdert til ${claims.rating} av 5 stjerner`,
      logosLabel: 'Noen av kundene våre',
    },
    cases: { seeProjects: 'Se prosjektene våre', result: 'Resultat', readCase: 'Les hele casen' },
    services: { readMore: 'Les mer' },
  },
  en: {
    faq: { noAnswer: 'No answer available', defaultTitle: 'Frequently asked questions' },
    pricing: {
      bestSeller: 'Best Seller',
      vatNote: 'All prices exclude VAT.',
      defaultButton: 'Request a quote',
      features: 'What is included',
    },
    testimonials: {
      readMore: 'Read more testimonials',
      playVideo: 'Watch the intro video',
      videoTitle: `Meet ${settings.brandName}`,
      videoDescription: 'A short film about who we are and what we have made, narrated and captioned in English.',
      closeVideo: 'Close the video',
      captions: 'English',
      videoFallback: 'Your browser cannot play this video.',
      pause: 'Pause the testimonials',
      resume: 'Play the testimonials',
      carouselLabel: 'Client testimonials',
      ratingLabel: (stars) => `${stars} out of 5 stars`,
    },
    trust: {
      ratingLabel: `Rated ${claims.rating} out of 5 stars`,
      logosLabel: 'Some of our clients',
    },
    cases: { seeProjects: 'See our projects', result: 'Result', readCase: 'Read the full case study' },
    services: { readMore: 'Read more' },
  },
}

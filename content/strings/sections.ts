/**
 * Interface strings of the page sections (FAQ, pricing, testimonials, CTA, trust strip, cases).
 * Small on purpose: sections import it in the browser bundle. Page copy lives in page records.
 */
import { claims } from '../facts/facts'
import { formatPercent } from '../site/format'
import type { Locale } from '../site/locales'
import { settings } from '../site/settings'

export type SectionStrings = {
  faq: { noAnswer: string; defaultTitle: string }
  pricing: { bestSeller: string; vatNote: string; defaultButton: string; features: string }
  cta: { noObligation: string; button: string }
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
  trust: { ratingLabel: string; basedOn: string; logosLabel: string }
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
    cta: {
      noObligation: `${formatPercent(claims.noObligationPercent, 'nb')} uforpliktende`,
      button: 'Kontakt oss',
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
      basedOn: `basert på positive tilbakemeldinger fra mer enn ${claims.customers} kunder`,
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
    cta: {
      noObligation: `${formatPercent(claims.noObligationPercent, 'en')} no obligation`,
      button: 'Contact us',
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
      basedOn: `based on positive feedback from more than ${claims.customers} customers`,
      logosLabel: 'Some of our clients',
    },
    cases: { seeProjects: 'See our projects', result: 'Result', readCase: 'Read the full case study' },
    services: { readMore: 'Read more' },
  },
}

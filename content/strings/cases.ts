/** Interface strings of the case study pages: section headings and labels, in both languages. */
import type { TeamRole } from '../facts/schema.ts'
import type { Localized } from '../site/locales.ts'

export type CaseStudyUi = {
  breadcrumb: string
  /** The hero's facts about the client. */
  facts: {
    label: string
    client: string
    sector: string
    year: string
    duration: string
    team: string
    services: string
    website: string
  }
  /** The roles of a case's team (its case file's `project:`), as a sentence names them. */
  roles: Record<TeamRole, string>
  headlineLabel: string
  challenge: string
  goal: string
  approach: string
  step: string
  delivered: string
  /** After the site's address under the screenshots. */
  screens: string
  results: string
  quote: string
  next: string
  allProjects: string
  /** The visual cue on the next case's card; its heading is the link. */
  readCase: string
}

export const caseStudyUi: Localized<CaseStudyUi> = {
  nb: {
    breadcrumb: 'Brødsmulesti',
    facts: {
      label: 'Om prosjektet',
      client: 'Kunde',
      sector: 'Bransje',
      year: 'År',
      duration: 'Varighet',
      team: 'Team',
      services: 'Leveranse',
      website: 'Nettsted',
    },
    roles: {
      projectManager: 'prosjektleder',
      designer: 'designer',
      developer: 'utvikler',
      seoSpecialist: 'SEO-spesialist',
      copywriter: 'tekstforfatter',
      adsSpecialist: 'annonsespesialist',
    },
    headlineLabel: 'Resultatet',
    challenge: 'Utfordringen',
    goal: 'Målet',
    approach: 'Slik løste vi det',
    step: 'Steg',
    delivered: 'Det vi leverte',
    screens: 'på PC og mobil',
    results: 'Resultatene',
    quote: 'Kunden om samarbeidet',
    next: 'Neste prosjekt',
    allProjects: 'Alle prosjektene',
    readCase: 'Les casen',
  },
  en: {
    breadcrumb: 'Breadcrumb',
    facts: {
      label: 'About the project',
      client: 'Client',
      sector: 'Sector',
      year: 'Year',
      duration: 'Duration',
      team: 'Team',
      services: 'Delivered',
      website: 'Website',
    },
    roles: {
      projectManager: 'project manager',
      designer: 'designer',
      developer: 'developer',
      seoSpecialist: 'SEO specialist',
      copywriter: 'copywriter',
      adsSpecialist: 'paid ads specialist',
    },
    headlineLabel: 'The result',
    challenge: 'The challenge',
    goal: 'The goal',
    approach: 'Our approach',
    step: 'Step',
    delivered: 'What we delivered',
    screens: 'on a desktop and a phone',
    results: 'The results',
    quote: 'The client on working with us',
    next: 'Next project',
    allProjects: 'All projects',
    readCase: 'Read the case study',
  },
}

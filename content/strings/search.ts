/**
 * Site search: its strings in both languages. What kind of page each route is is in
 * ../site/search-kinds.ts; where each language's index lives, in ../site/search-index.ts (alone,
 * for the page's first script).
 */
import { claims } from '../facts/facts.ts'
import type { Localized } from '../site/locales.ts'
import type { SearchKind } from '../site/search-kinds.ts'

export { searchIndexPath } from '../site/search-index.ts'
export { searchKindOf, searchKinds, type SearchKind } from '../site/search-kinds.ts'

export type SearchStrings = {
  /** The header's search button (a link to the search page until the page's script runs). */
  open: string
  title: string
  description: string
  label: string
  placeholder: string
  submit: string
  close: string
  /** Shown under the field: how to open search from anywhere. */
  shortcuts: string
  /** Says what to do with an empty field. */
  empty: string
  searching: string
  results: (count: number) => string
  noResults: (query: string) => string
  /** After "no results": a way on, with a link to the contact page (`contact`). */
  noResultsHelp: { before: string; contact: string; after: string }
  failed: string
  retry: string
  /** The search page without JavaScript: search needs it; the sitemap lists every page. */
  noScript: { before: string; sitemap: string; after: string }
  filter: string
  allKinds: string
  kinds: Record<SearchKind, string>
  /** Hint on each result for keyboard users. */
  keyboard: string
}

export const searchStrings: Localized<SearchStrings> = {
  nb: {
    open: 'Søk',
    title: 'Søk på nettstedet',
    description: 'Finn tjenester, priser, prosjekter, blogginnlegg og stillinger.',
    label: 'Hva leter du etter?',
    placeholder: 'For eksempel driftsavtale eller lokal SEO',
    submit: 'Søk',
    close: 'Lukk søket',
    shortcuts: 'Tips: trykk / eller Ctrl+K for å søke fra hvilken som helst side.',
    empty: 'Skriv et ord eller to, så viser vi sidene som handler om det.',
    searching: 'Søker …',
    results: (count) => (count === 1 ? '1 treff' : `${count} treff`),
    noResults: (query) => `Ingen treff på «${query}».`,
    noResultsHelp: {
      before: 'Prøv et annet ord, eller ',
      contact: 'spør oss direkte',
      after: ` – vi svarer på e-post innen ${claims.emailAnswerHours} timer.`,
    },
    failed: 'Søket kunne ikke lastes akkurat nå. Prøv igjen om litt, eller finn siden i sidekartet.',
    retry: 'Prøv igjen',
    noScript: {
      before: 'Søket trenger JavaScript. ',
      sitemap: 'Sidekartet',
      after: ' viser alle sidene på nettstedet.',
    },
    filter: 'Vis',
    allKinds: 'Alt',
    kinds: {
      services: 'Tjenester',
      projects: 'Prosjekter',
      blog: 'Blogg',
      plugins: 'WordPress-utvidelser',
      jobs: 'Stillinger',
      company: 'Om oss',
    },
    keyboard: 'Piltastene flytter mellom treffene, Enter åpner.',
  },
  en: {
    open: 'Search',
    title: 'Search the site',
    description: 'Find services, prices, projects, blog posts and jobs.',
    label: 'What are you looking for?',
    placeholder: 'For example managed hosting or local SEO',
    submit: 'Search',
    close: 'Close search',
    shortcuts: 'Tip: press / or Ctrl+K to search from any page.',
    empty: 'Type a word or two and we will show the pages about it.',
    searching: 'Searching …',
    results: (count) => (count === 1 ? '1 result' : `${count} results`),
    noResults: (query) => `No results for “${query}”.`,
    noResultsHelp: {
      before: 'Try another word, or ',
      contact: 'ask us directly',
      after: `: we answer e-mail within ${claims.emailAnswerHours} hours.`,
    },
    failed: 'Search could not be loaded just now. Try again in a moment, or find the page in the sitemap.',
    retry: 'Try again',
    noScript: {
      before: 'Search needs JavaScript. ',
      sitemap: 'The sitemap',
      after: ' lists every page of the site.',
    },
    filter: 'Show',
    allKinds: 'All',
    kinds: {
      services: 'Services',
      projects: 'Projects',
      blog: 'Blog',
      plugins: 'WordPress plugins',
      jobs: 'Jobs',
      company: 'Company',
    },
    keyboard: 'Arrow keys move between results, Enter opens one.',
  },
}

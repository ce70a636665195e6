import { brandName } from '../../facts/brands'
import { caseResults, caseStudyFacts } from '../../facts/facts'
import { formatPercent } from '../../site/format'
import { count } from './format'
import type { CaseStudyEntry } from './types'

const id = 'kystlinje-logistikk'
const name = brandName(id)
const facts = caseStudyFacts[id]
const { leads, months } = caseResults.leadsIn3Months

export const kystlinjeLogistikk: CaseStudyEntry = {
  id,
  testimonialId: 'sara-kystlinje',
  copy: (locale) =>
    locale === 'nb'
      ? {
          sector: 'Transport og logistikk langs kysten',
          title: 'En nettside som gir salgsteamet nye kunder',
          headline: `${count(leads, locale)} kvalifiserte leads de første ${count(months, locale)} månedene etter lansering`,
          summary: `${name} fikk nesten alle nye kunder gjennom kontaktnettet sitt. Den nye nettsiden forklarer hver tjeneste og hvert område, og en prisforespørsel går rett til selgeren for ruten.`,
          challenge: [
            `${name} frakter stykkgods, partilast, kjøl og frys og sjøfrakt fra Lindesnes til Nordkapp. Den gamle nettsiden sa lite om hva de fraktet hvor, så de som fant den, ringte sentralbordet for å spørre.`,
            'Forespørslene som kom på e-post, havnet i en felles innboks som ingen eide. Noen ble besvart etter flere dager, andre aldri.',
          ],
          goal: 'Gjøre nettsiden til en kilde til nye kunder, med forespørsler som når riktig selger med en gang.',
          approach: [
            {
              id: 'structure',
              title: 'En side for hver tjeneste og hvert område',
              text: 'Vi intervjuet selgerne og bygde strukturen rundt det kundene spør om: hva som fraktes, hvor og hvor ofte. Hver tjeneste og hvert område fikk sin egen side, skrevet for dem som søker.',
            },
            {
              id: 'quote',
              title: 'Prisforespørsel i tre enkle steg',
              text: 'Rute, gods og kontaktinformasjon: tre korte steg som fungerer like godt på mobil på kaia som på PC på kontoret, med bare de feltene selgeren trenger for å gi pris.',
            },
            {
              id: 'routing',
              title: 'Rett til riktig selger',
              text: 'Hver forespørsel går direkte til selgeren som har ruten, med alt som er fylt ut. Den felles innboksen er borte, og ledelsen ser svartiden i en enkel oversikt.',
            },
          ],
          delivered:
            'Forsiden viser skip og lastebil langs kysten, hva selskapet frakter og skjemaet for prisforespørsel ved siden av. På mobil ligger første steg av skjemaet rett under overskriften.',
          services: ['Ny nettside og struktur', 'Prisskjema i tre steg', 'Varsling til riktig selger'],
          figures: [
            {
              id: 'leads',
              value: count(leads, locale),
              label: `kvalifiserte leads de første ${count(months, locale)} månedene`,
            },
            {
              id: 'same-day',
              value: formatPercent(facts.answeredSameDayPercent, locale),
              label: 'av forespørslene besvart samme dag',
            },
            {
              id: 'mobile',
              value: formatPercent(facts.quotesFromMobilePercent, locale),
              label: 'av prisforespørslene sendes fra mobil',
            },
            {
              id: 'pages',
              value: count(facts.servicePages, locale),
              label: 'nye sider for tjenester og områder',
            },
          ],
        }
      : {
          sector: 'Coastal freight and logistics',
          title: 'A website that brings the sales team new customers',
          headline: `${count(leads, locale)} qualified leads in the first ${count(months, locale)} months after launch`,
          summary: `${name} won almost every new customer through personal connections. The new website explains every service and region, and a quote request goes straight to the salesperson for the route.`,
          challenge: [
            `${name} moves general cargo, part and full loads, chilled and frozen goods and sea freight from Lindesnes to Nordkapp. The old website said little about what they shipped where, so the people who found it phoned the switchboard to ask.`,
            'The enquiries that came by e-mail landed in a shared inbox that nobody owned. Some were answered after several days, others never.',
          ],
          goal: 'Turn the website into a source of new customers, with requests that reach the right salesperson at once.',
          approach: [
            {
              id: 'structure',
              title: 'A page for every service and region',
              text: 'We interviewed the sales team and built the structure around what customers ask: what is shipped, where and how often. Every service and region got its own page, written for the people searching.',
            },
            {
              id: 'quote',
              title: 'A quote request in three simple steps',
              text: 'Route, goods and contact details: three short steps that work as well on a phone on the quay as on a computer in the office, with only the fields the salesperson needs to quote a price.',
            },
            {
              id: 'routing',
              title: 'Straight to the right salesperson',
              text: 'Every request goes directly to the salesperson who owns the route, with everything that was filled in. The shared inbox is gone, and management sees the response times in a simple overview.',
            },
          ],
          delivered:
            'The home page shows a ship and a lorry along the coast, what the company ships and the quote form beside it. On a phone, the first step of the form sits just below the headline.',
          services: ['New website and structure', 'Three-step quote form', 'Alerts to the right salesperson'],
          figures: [
            {
              id: 'leads',
              value: count(leads, locale),
              label: `qualified leads in the first ${count(months, locale)} months`,
            },
            {
              id: 'same-day',
              value: formatPercent(facts.answeredSameDayPercent, locale),
              label: 'of requests answered the same day',
            },
            {
              id: 'mobile',
              value: formatPercent(facts.quotesFromMobilePercent, locale),
              label: 'of quote requests sent from a phone',
            },
            {
              id: 'pages',
              value: count(facts.servicePages, locale),
              label: 'new pages for services and regions',
            },
          ],
        },
}

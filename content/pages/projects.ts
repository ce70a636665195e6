/**
 * The eight project cases of the projects page: the same clients,
 * services and results as the cases grid (../shared/customer-cases.ts), told as a numbered showcase with
 * what we did. The clients' own words are on their case studies, one click away: a quote is shown on
 * one page besides the about page's feedback (../shared/testimonials.ts), so the showcase quotes none.
 * Every figure comes from ../facts/facts.ts through the cases grid; none is typed here.
 */
import { brandName } from '../facts/brands.ts'
import { caseResults, claims } from '../facts/facts.ts'
import { customerCases } from '../shared/customer-cases.ts'
import { formatPercent, formatRange } from '../site/format.ts'
import { locales, type Locale, type Localized } from '../site/locales.ts'
import type { Block } from '../rich-text.ts'
import { serviceTarget } from './services/links.ts'
import type { CtaCopy, ProjectCase } from '../types.ts'
import { caseSiteImage } from '../../media-src/case-sites.ts'

/** A project of the showcase: a project case plus its client and headline result. */
export type Project = ProjectCase & {
  client: string
  /** The headline result, the same string as the cases grid shows. */
  result: string
}

type Copy = { title: string; description: Block[]; linkText: string }

type Entry = {
  /** Id of the customer case (and brand) this project tells. */
  id: string
  copy: (locale: Locale, pct: (value: number) => string) => Copy
}

const p = (text: string): Block => ({ type: 'paragraph', content: [text] })
const list = (...items: string[]): Block => ({ type: 'unorderedList', items: items.map((item) => [item]) })

const entries: Entry[] = [
  {
    id: 'nordvik-bakeri',
    copy: (locale, pct) =>
      locale === 'nb'
        ? {
            title: 'Fra disk til nettbutikk for et lokalt bakeri',
            description: [
              p(
                `${brandName('nordvik-bakeri')} hadde trofaste kunder i butikkene, men solgte nesten ingenting på nett. Kundene ringte for å bestille kaker, og brødet som ble til overs, ble kastet.`,
              ),
              list(
                'WooCommerce-butikk med henting i valgt filial og hentetider som følger bakeplanen',
                'Vipps og kort i kassen, og faste ukeabonnement på brød',
                'Lokal SEO med en egen side og Google-bedriftsprofil for hver filial',
              ),
              p(
                `Omsetningen på nett økte med ${pct(caseResults.revenueIncreasePercent)}, og bakeriet planlegger nå produksjonen etter bestillingene i stedet for å gjette.`,
              ),
            ],
            linkText: 'Les om hvordan vi bygger nettbutikker',
          }
        : {
            title: 'From counter to online store for a local bakery',
            description: [
              p(
                `${brandName('nordvik-bakeri')} had loyal customers in its shops but sold almost nothing online. People phoned in cake orders, and unsold bread went to waste.`,
              ),
              list(
                'A WooCommerce store with pickup at the chosen branch and pickup times that follow the baking schedule',
                'Vipps and card payments at checkout, and weekly bread subscriptions',
                'Local SEO with a page and a Google Business Profile for every branch',
              ),
              p(
                `Online revenue rose by ${pct(caseResults.revenueIncreasePercent)}, and the bakery now plans production from its orders instead of guessing.`,
              ),
            ],
            linkText: 'Read how we build online stores',
          },
  },
  {
    id: 'solvind-kurs',
    copy: (locale, pct) =>
      locale === 'nb'
        ? {
            title: 'Kurssider som blir svaret i AI-søk',
            description: [
              p(
                `Folk spurte ChatGPT og Google om kurs, men ${brandName('solvind-kurs')} ble sjelden nevnt i svarene. Kurssidene var lange salgstekster uten tydelige svar på det deltakerne lurte på.`,
              ),
              list(
                'Kartlegging av spørsmålene deltakerne faktisk stiller før de melder seg på',
                'Kurssidene skrevet om med korte, presise svar øverst og detaljer under',
                'Strukturerte data for kurs, arrangementer og spørsmål og svar',
              ),
              p(
                `Kurspåmeldingene økte med ${pct(caseResults.courseSignupsPercent)}, og kursene dukker nå opp når noen ber en AI-assistent om å anbefale et kurs.`,
              ),
            ],
            linkText: 'Les om AEO-optimalisering',
          }
        : {
            title: 'Course pages that become the answer in AI search',
            description: [
              p(
                `People asked ChatGPT and Google about courses, but ${brandName('solvind-kurs')} was rarely mentioned in the answers. The course pages were long sales pitches with no clear answers to what participants wanted to know.`,
              ),
              list(
                'Mapping the questions participants actually ask before they sign up',
                'Course pages rewritten with short, precise answers at the top and details below',
                'Structured data for courses, events and FAQs',
              ),
              p(
                `Course sign-ups rose by ${pct(caseResults.courseSignupsPercent)}, and the courses now show up when someone asks an AI assistant to recommend one.`,
              ),
            ],
            linkText: 'Read about answer engine optimisation',
          },
  },
  {
    id: 'kystlinje-logistikk',
    copy: (locale) =>
      locale === 'nb'
        ? {
            title: 'En nettside som gir salgsteamet nye leads',
            description: [
              p(
                `${brandName('kystlinje-logistikk')} fikk nesten alle nye kunder gjennom kontaktnettet sitt. Den gamle nettsiden forklarte ikke tjenestene, og forespørsler havnet i en felles innboks som ingen eide.`,
              ),
              list(
                'Ny nettside med en egen side for hver transporttjeneste og hvert område',
                'Prisforespørsel i tre enkle steg, også på mobil',
                'Varsel direkte til riktig selger, med alt som trengs for å gi pris',
              ),
              p(
                `Nettsiden ga ${caseResults.leadsIn3Months.leads} kvalifiserte leads de første ${caseResults.leadsIn3Months.months} månedene etter lansering.`,
              ),
            ],
            linkText: 'Les om webdesign',
          }
        : {
            title: 'A website that feeds the sales team new leads',
            description: [
              p(
                `${brandName('kystlinje-logistikk')} won almost every new customer through personal connections. The old website did not explain the services, and enquiries landed in a shared inbox that nobody owned.`,
              ),
              list(
                'A new website with a page for every freight service and region',
                'A quote request in three simple steps, on mobile too',
                'Alerts straight to the right salesperson, with everything needed to quote a price',
              ),
              p(
                `The website brought ${caseResults.leadsIn3Months.leads} qualified leads in the first ${caseResults.leadsIn3Months.months} months after launch.`,
              ),
            ],
            linkText: 'Read about web design',
          },
  },
  {
    id: 'tindra-regnskap',
    copy: (locale, pct) =>
      locale === 'nb'
        ? {
            title: 'Riktige beslutningstakere på LinkedIn',
            description: [
              p(
                `${brandName('tindra-regnskap')} ville ha flere bedriftskunder, men annonsene nådde mest privatpersoner og studenter.`,
              ),
              list(
                'Målgrupper bygget på stilling, bransje og bedriftsstørrelse: daglige ledere og økonomisjefer',
                'Lead-skjema rett i LinkedIn, så ingen måtte forlate appen',
                'Annonser som svarer på det økonomisjefer faktisk bekymrer seg for',
              ),
              p(`Kontoret fikk ${pct(caseResults.businessCustomersPercent)} flere bedriftskunder.`),
            ],
            linkText: 'Les om LinkedIn-annonsering',
          }
        : {
            title: 'The right decision-makers on LinkedIn',
            description: [
              p(
                `${brandName('tindra-regnskap')} wanted more business customers, but its ads mostly reached private individuals and students.`,
              ),
              list(
                'Audiences built by job title, industry and company size: managing directors and finance managers',
                'Lead forms inside LinkedIn, so no one had to leave the app',
                'Ads that answer what finance managers actually worry about',
              ),
              p(`The firm gained ${pct(caseResults.businessCustomersPercent)} more business customers.`),
            ],
            linkText: 'Read about LinkedIn advertising',
          },
  },
  {
    id: 'lysverk-energi',
    copy: (locale, pct) =>
      locale === 'nb'
        ? {
            title: 'Google Ads som betaler seg',
            description: [
              p(
                `${brandName('lysverk-energi')} brukte mye på Google Ads uten å vite hvilke annonser som ga kunder. Budsjettet gikk til brede søkeord og klikk fra folk som bare var nysgjerrige.`,
              ),
              list(
                'Opprydding i kontoen og egne kampanjer for hver tjeneste',
                'Budsjettet flyttet til søkeord som faktisk ga salg',
                'Konverteringssporing som bare måler når den besøkende har samtykket',
              ),
              p(`Kostnaden for å skaffe en ny kunde gikk ned med ${pct(caseResults.lowerAcquisitionCostPercent)}.`),
            ],
            linkText: 'Les om Google Ads-annonsering',
          }
        : {
            title: 'Google Ads that pay their way',
            description: [
              p(
                `${brandName('lysverk-energi')} spent heavily on Google Ads without knowing which ads brought customers. The budget went to broad keywords and clicks from the merely curious.`,
              ),
              list(
                'A cleaned-up account with a campaign for each service',
                'The budget moved to keywords that actually sold',
                'Conversion tracking that measures only when the visitor has consented',
              ),
              p(`The cost of winning a new customer fell by ${pct(caseResults.lowerAcquisitionCostPercent)}.`),
            ],
            linkText: 'Read about Google Ads management',
          },
  },
  {
    id: 'fjellstue-sport',
    copy: (locale, pct) =>
      locale === 'nb'
        ? {
            title: 'Synlig i Google når sesongen starter',
            description: [
              p(
                `Nettbutikken til ${brandName('fjellstue-sport')} lå langt nede i søkeresultatene akkurat når folk begynte å lete etter ski og turutstyr.`,
              ),
              list(
                'Teknisk opprydding: duplikatsider, omdirigeringer og treg lasting',
                'Raskere kategorisider med tekster som svarer på det kundene spør om',
                'Sesongartikler publisert i god tid før skisesongen',
              ),
              p(`Den organiske trafikken økte med ${pct(caseResults.organicTrafficPercent)}.`),
            ],
            linkText: 'Les om SEO-optimalisering',
          }
        : {
            title: 'Visible in Google when the season starts',
            description: [
              p(
                `${brandName('fjellstue-sport')}’s online store ranked far down in the search results just as people started looking for skis and outdoor gear.`,
              ),
              list(
                'A technical clean-up: duplicate pages, redirects and slow loading',
                'Faster category pages with copy that answers what customers ask',
                'Seasonal articles published well before the ski season',
              ),
              p(`Organic traffic grew by ${pct(caseResults.organicTrafficPercent)}.`),
            ],
            linkText: 'Read about search engine optimisation',
          },
  },
  {
    id: 'bergli-klinikk',
    copy: (locale, pct) =>
      locale === 'nb'
        ? {
            title: 'Timebestilling med to klikk',
            description: [
              p(
                `Pasientene til ${brandName('bergli-klinikk')} måtte ringe for å bestille time, og nettsiden var treg og vanskelig å bruke på mobil.`,
              ),
              list(
                'Ny, universelt utformet nettside som følger WCAG',
                'Timebestilling fra hver behandlingsside',
                'Sidene lastes på under ett sekund på mobil',
              ),
              p(
                `Nettsiden ga ${pct(caseResults.moreConversionsPercent)} flere konverteringer, målt som bestilte timer.`,
              ),
            ],
            linkText: 'Les om webdesign',
          }
        : {
            title: 'Booking in two clicks',
            description: [
              p(
                `${brandName('bergli-klinikk')}’s patients had to phone to book an appointment, and the website was slow and hard to use on mobile.`,
              ),
              list(
                'A new, accessible website that follows WCAG',
                'Booking from every treatment page',
                'Pages that load in under a second on mobile',
              ),
              p(
                `The website brought ${pct(caseResults.moreConversionsPercent)} more conversions, measured as booked appointments.`,
              ),
            ],
            linkText: 'Read about web design',
          },
  },
  {
    id: 'havbris-eiendom',
    copy: (locale, pct) =>
      locale === 'nb'
        ? {
            title: 'Næringslokaler til rette leietakere',
            description: [
              p(
                `${brandName('havbris-eiendom')} hadde ledige kontorlokaler og annonserte i aviser og på finn.no, men fikk få henvendelser fra bedrifter som passet.`,
              ),
              list(
                'LinkedIn-kampanjer rettet mot eiendomsansvarlige i vekstbedrifter',
                'Visningsbooking direkte fra annonsen',
                'Månedlig rapport med kostnad per visning og per signert leieavtale',
              ),
              p(`Kampanjene ga ${pct(caseResults.linkedInMoreLeadsPercent)} flere leads fra LinkedIn.`),
            ],
            linkText: 'Les om LinkedIn-annonsering',
          }
        : {
            title: 'Office space for the right tenants',
            description: [
              p(
                `${brandName('havbris-eiendom')} had vacant office space and advertised in newspapers and on property portals, but few enquiries came from companies that fitted.`,
              ),
              list(
                'LinkedIn campaigns aimed at facility managers in growing companies',
                'Viewing bookings straight from the ad',
                'A monthly report with the cost per viewing and per signed lease',
              ),
              p(`The campaigns brought ${pct(caseResults.linkedInMoreLeadsPercent)} more leads from LinkedIn.`),
            ],
            linkText: 'Read about LinkedIn advertising',
          },
  },
]

function toProject(entry: Entry, step: number, locale: Locale): Project {
  const customerCase = customerCases[locale].find((c) => c.id === entry.id)
  if (!customerCase) throw new Error(`Project "${entry.id}" has no customer case`)
  const copy = entry.copy(locale, (value) => formatPercent(value, locale))
  return {
    id: entry.id,
    step,
    client: brandName(entry.id),
    result: customerCase.result,
    image: caseSiteImage(entry.id, locale),
    title: copy.title,
    description: copy.description,
    link: { ...serviceTarget(customerCase.service, locale), text: copy.linkText },
  }
}

export const projects: Localized<Project[]> = Object.fromEntries(
  locales.map((locale) => [locale, entries.map((entry, i) => toProject(entry, i + 1, locale))]),
) as Localized<Project[]>

/** Copy of the projects page around the showcase. */
export type ProjectsPageCopy = {
  eyebrow: string
  showcaseTitle: string
  showcaseIntro: string
  stepLabel: string
  resultLabel: string
  clientLabel: string
  /** The link from each project to its case study. */
  readCase: string
  cta: CtaCopy
}

export const projectsPage: Localized<ProjectsPageCopy> = {
  nb: {
    eyebrow: 'Kundecaser',
    showcaseTitle: 'Åtte prosjekter, åtte målbare resultater',
    showcaseIntro:
      'Hvert prosjekt startet med et konkret problem hos kunden. Her er hva vi gjorde, steg for steg, og hva det ga av resultater.',
    stepLabel: 'Prosjekt',
    resultLabel: 'Resultat',
    clientLabel: 'Kunde',
    readCase: 'Les hele casen',
    cta: {
      title: 'Skal ditt prosjekt bli det neste?',
      description: `Fortell oss hva du vil oppnå, så foreslår vi en plan med tydelige mål. De fleste kundene våre ser resultater innen ${formatRange(claims.resultsDays, 'nb')} dager.`,
      bullets: ['Ingen bindingstid', 'Fast kontaktperson', 'Månedlige rapporter', 'Gratis første samtale'],
      // Short enough for one line on a 320 px screen; the note under the button says it binds to nothing.
      button: 'Be om et tilbud',
    },
  },
  en: {
    eyebrow: 'Case studies',
    showcaseTitle: 'Eight projects, eight measurable results',
    showcaseIntro:
      'Every project started with a concrete problem for the client. Here is what we did, step by step, and the results it brought.',
    stepLabel: 'Project',
    resultLabel: 'Result',
    clientLabel: 'Client',
    readCase: 'Read the full case study',
    cta: {
      title: 'Will your project be the next one?',
      description: `Tell us what you want to achieve and we will propose a plan with clear goals. Most of our clients see results within ${formatRange(claims.resultsDays, 'en')} days.`,
      bullets: ['No lock-in', 'A dedicated contact person', 'Monthly reports', 'A free first conversation'],
      button: 'Ask for a quote',
    },
  },
}

/**
 * Client testimonials, in both languages. Figures come from content/facts/facts.ts.
 * The featured one sits beside the intro video; the rest run in the carousels.
 */
import { brandName, type BrandId } from '../facts/brands.ts'
import { caseResults, claims } from '../facts/facts.ts'
import { formatMonthYear, formatPercent } from '../site/format.ts'
import type { Locale, Localized } from '../site/locales'
import type { Testimonial } from '../types'

type Entry = {
  id: string
  /** When the customer gave this feedback (ISO calendar date), shown as month and year. */
  date: string
  name: string
  brandId: BrandId
  role: Localized<string>
  quote: Localized<string>
}

const pct = (value: number) => ({ nb: formatPercent(value, 'nb'), en: formatPercent(value, 'en') })

const entries: Entry[] = [
  {
    id: 'ingrid-nordvik',
    date: '2025-02-18',
    name: 'Ingrid Solheim',
    brandId: 'nordvik-bakeri',
    role: { nb: 'Daglig leder', en: 'Managing Director' },
    quote: {
      nb: `Vi gikk fra en nettside ingen fant til en nettbutikk som selger hver dag. Omsetningen på nett økte med ${pct(caseResults.revenueIncreasePercent).nb}, og vi har hatt samme kontaktperson hele veien.`,
      en: `We went from a website nobody found to an online store that sells every day. Online revenue rose by ${pct(caseResults.revenueIncreasePercent).en}, and we have dealt with the same person from day one.`,
    },
  },
  {
    id: 'lars-havbris',
    date: '2026-02-09',
    name: 'Lars Mjøen',
    brandId: 'havbris-eiendom',
    role: { nb: 'Markedssjef', en: 'Head of Marketing' },
    quote: {
      nb: `Første kampanje var i gang etter ${claims.firstCampaignDays} dager, og LinkedIn ga oss leietakere vi aldri fant på portalene. Vi får en rapport hver måned, skrevet så styret forstår den.`,
      en: `Our first campaign was live within ${claims.firstCampaignDays} days, and LinkedIn brought us tenants the property portals never did. We get a report every month, written so our board can follow it.`,
    },
  },
  {
    id: 'mona-tindra',
    date: '2026-01-20',
    name: 'Mona Aasen',
    brandId: 'tindra-regnskap',
    role: { nb: 'Partner', en: 'Partner' },
    quote: {
      nb: `LinkedIn-kampanjene ga oss ${pct(caseResults.businessCustomersPercent).nb} flere bedriftskunder. De stiller de riktige spørsmålene før de bruker en eneste krone.`,
      en: `The LinkedIn campaigns brought us ${pct(caseResults.businessCustomersPercent).en} more business customers. They ask the right questions before spending a single krone.`,
    },
  },
  {
    id: 'erik-fjellstue',
    date: '2025-06-12',
    name: 'Erik Brattli',
    brandId: 'fjellstue-sport',
    role: { nb: 'E-handelsansvarlig', en: 'E-commerce Manager' },
    quote: {
      nb: `SEO-arbeidet ga oss ${pct(caseResults.organicTrafficPercent).nb} mer organisk trafikk. Vi har ingen bindingstid, men vi har ikke tenkt å bytte byrå.`,
      en: `The SEO work brought us ${pct(caseResults.organicTrafficPercent).en} more organic traffic. There is no lock-in, but we have no intention of switching agencies.`,
    },
  },
  {
    id: 'sara-kystlinje',
    date: '2025-02-11',
    name: 'Sara Nygård',
    brandId: 'kystlinje-logistikk',
    role: { nb: 'Salgsdirektør', en: 'Sales Director' },
    quote: {
      nb: `Vi fikk ${caseResults.leadsIn3Months.leads} leads på ${caseResults.leadsIn3Months.months} måneder fra den nye nettsiden. Skjemaene er enkle, og selgerne får det de trenger.`,
      en: `The new website brought us ${caseResults.leadsIn3Months.leads} leads in ${caseResults.leadsIn3Months.months} months. The forms are simple and our sales team gets what it needs.`,
    },
  },
  {
    id: 'jonas-lysverk',
    date: '2026-03-10',
    name: 'Jonas Lie',
    brandId: 'lysverk-energi',
    role: { nb: 'Daglig leder', en: 'CEO' },
    quote: {
      nb: `Kostnaden per ny kunde gikk ned med ${pct(caseResults.lowerAcquisitionCostPercent).nb}. Det som ikke virker, kutter de raskt og uten omsvøp.`,
      en: `Our cost per new customer fell by ${pct(caseResults.lowerAcquisitionCostPercent).en}. If something is not working, they cut it quickly and tell us straight.`,
    },
  },
  {
    id: 'hanne-bergli',
    date: '2025-11-03',
    name: 'Hanne Vik',
    brandId: 'bergli-klinikk',
    role: { nb: 'Klinikkleder', en: 'Clinic Manager' },
    quote: {
      nb: `Den nye nettsiden ga ${pct(caseResults.moreConversionsPercent).nb} flere timebestillinger. Den er rask på mobil, og vi kan oppdatere den selv.`,
      en: `The new website gave us ${pct(caseResults.moreConversionsPercent).en} more bookings. It is fast on mobile, and we can update it ourselves.`,
    },
  },
  {
    id: 'ola-solvind',
    date: '2026-05-26',
    name: 'Ola Strand',
    brandId: 'solvind-kurs',
    role: { nb: 'Kursansvarlig', en: 'Head of Courses' },
    quote: {
      nb: `Påmeldingene til kursene våre økte med ${pct(caseResults.courseSignupsPercent).nb}. Nå dukker vi også opp når folk spør ChatGPT om kurs.`,
      en: `Sign-ups for our courses rose by ${pct(caseResults.courseSignupsPercent).en}. Now we also show up when people ask ChatGPT about courses.`,
    },
  },
]

export const testimonials: Localized<Testimonial[]> = {
  nb: entries.map((e) => toTestimonial(e, 'nb')),
  en: entries.map((e) => toTestimonial(e, 'en')),
}

function toTestimonial(entry: Entry, locale: Locale): Testimonial {
  return {
    id: entry.id,
    quote: entry.quote[locale],
    name: entry.name,
    role: entry.role[locale],
    company: brandName(entry.brandId),
    brandId: entry.brandId,
    date: entry.date,
    dateText: formatMonthYear(entry.date, locale),
    rating: 5,
  }
}

/** The testimonial shown beside the intro video. */
export const featuredTestimonialId = 'ingrid-nordvik'

/** Testimonials by id in a locale, in the given order; throws on an unknown id. */
export function testimonialsById(locale: Locale, ids: readonly string[]): Testimonial[] {
  return ids.map((id) => {
    const found = testimonials[locale].find((t) => t.id === id)
    if (!found) throw new Error(`Unknown testimonial "${id}"`)
    return found
  })
}

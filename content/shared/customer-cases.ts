/**
 * Customer cases for the cases grid: one per result of content/facts/facts.ts (caseResults).
 * Clients are fictional; every figure is interpolated from the facts module.
 */
import { brandName, type BrandId } from '../facts/brands.ts'
import { caseResults } from '../facts/facts.ts'
import { formatPercent } from '../site/format.ts'
import type { Locale, Localized } from '../site/locales'
import type { CustomerCase } from '../types'
import { caseSiteImage } from '../../media-src/case-sites.ts'

type Entry = {
  id: string
  /** The service the case belongs to: its file name in content/services/. */
  service: string
  brandId: BrandId
  build: (locale: Locale, p: (value: number) => string) => Omit<CustomerCase, 'id' | 'service' | 'brandId' | 'image'>
}

const entries: Entry[] = [
  {
    id: 'nordvik-bakeri',
    service: 'starte-nettbutikk',
    brandId: 'nordvik-bakeri',
    build: (locale, p) =>
      locale === 'nb'
        ? {
            title: `${brandName('nordvik-bakeri')}: fra disk til nettbutikk`,
            result: `${p(caseResults.revenueIncreasePercent)} økning i omsetning`,
            description: [
              'Bakeriet solgte nesten bare over disk. Vi bygde en WooCommerce-butikk med henting i butikk, Vipps og faste ukeabonnement på brød.',
              {
                type: 'unorderedList',
                items: [
                  ['Nettbutikk med hentetider per filial'],
                  ['Abonnement på ukens brød'],
                  ['Lokal SEO for hver filial'],
                ],
              },
            ],
          }
        : {
            title: `${brandName('nordvik-bakeri')}: from counter to online store`,
            result: `${p(caseResults.revenueIncreasePercent)} revenue increase`,
            description: [
              'The bakery sold almost everything over the counter. We built a WooCommerce store with click and collect, Vipps payments and weekly bread subscriptions.',
              {
                type: 'unorderedList',
                items: [
                  ['Online store with pickup slots per branch'],
                  ['Weekly bread subscription'],
                  ['Local SEO for every branch'],
                ],
              },
            ],
          },
  },
  {
    id: 'solvind-kurs',
    service: 'aeo-optimalisering',
    brandId: 'solvind-kurs',
    build: (locale, p) =>
      locale === 'nb'
        ? {
            title: `${brandName('solvind-kurs')}: kursene ble svaret i AI-søk`,
            result: `${p(caseResults.courseSignupsPercent)} flere kurspåmeldinger`,
            description: [
              'Vi skrev om kurssidene til tydelige svar på spørsmålene deltakerne faktisk stiller, og merket dem opp med strukturerte data for kurs og FAQ.',
            ],
          }
        : {
            title: `${brandName('solvind-kurs')}: the courses became the answer in AI search`,
            result: `${p(caseResults.courseSignupsPercent)} more course sign-ups`,
            description: [
              'We rewrote the course pages as clear answers to the questions participants actually ask, and marked them up with structured data for courses and FAQs.',
            ],
          },
  },
  {
    id: 'kystlinje-logistikk',
    service: 'webdesign',
    brandId: 'kystlinje-logistikk',
    build: (locale) =>
      locale === 'nb'
        ? {
            title: `${brandName('kystlinje-logistikk')}: en nettside som selger`,
            result: `${caseResults.leadsIn3Months.leads} leads på ${caseResults.leadsIn3Months.months} måneder`,
            description: [
              'Ny nettside med egne sider per transporttjeneste, prisforespørsel i tre steg og direkte varsling til salgsteamet.',
            ],
          }
        : {
            title: `${brandName('kystlinje-logistikk')}: a website that sells`,
            result: `${caseResults.leadsIn3Months.leads} leads in ${caseResults.leadsIn3Months.months} months`,
            description: [
              'A new website with a page per freight service, a three-step quote request and instant alerts to the sales team.',
            ],
          },
  },
  {
    id: 'tindra-regnskap',
    service: 'linkedin-annonsering',
    brandId: 'tindra-regnskap',
    build: (locale, p) =>
      locale === 'nb'
        ? {
            title: `${brandName('tindra-regnskap')}: riktige beslutningstakere på LinkedIn`,
            result: `${p(caseResults.businessCustomersPercent)} flere bedriftskunder`,
            description: [
              'Kampanjer rettet mot daglige ledere og økonomisjefer i små og mellomstore bedrifter, med lead-skjema rett i LinkedIn.',
            ],
          }
        : {
            title: `${brandName('tindra-regnskap')}: the right decision-makers on LinkedIn`,
            result: `${p(caseResults.businessCustomersPercent)} more business customers`,
            description: [
              'Campaigns aimed at managing directors and finance managers in small and medium-sized companies, with lead forms inside LinkedIn.',
            ],
          },
  },
  {
    id: 'lysverk-energi',
    service: 'google-ads-annonsering',
    brandId: 'lysverk-energi',
    build: (locale, p) =>
      locale === 'nb'
        ? {
            title: `${brandName('lysverk-energi')}: Google Ads som betaler seg`,
            result: `${p(caseResults.lowerAcquisitionCostPercent)} lavere kundeanskaffelseskost`,
            description: [
              'Vi ryddet kontoen, flyttet budsjettet til søkeord som faktisk ga salg og satte opp konverteringssporing med samtykke.',
            ],
          }
        : {
            title: `${brandName('lysverk-energi')}: Google Ads that pay their way`,
            result: `${p(caseResults.lowerAcquisitionCostPercent)} lower acquisition cost`,
            description: [
              'We cleaned up the account, moved the budget to keywords that actually sold and set up consent-based conversion tracking.',
            ],
          },
  },
  {
    id: 'fjellstue-sport',
    service: 'seo-optimalisering',
    brandId: 'fjellstue-sport',
    build: (locale, p) =>
      locale === 'nb'
        ? {
            title: `${brandName('fjellstue-sport')}: synlig når sesongen starter`,
            result: `${p(caseResults.organicTrafficPercent)} mer organisk trafikk`,
            description: [
              'Teknisk opprydding, raskere kategorisider og sesongartikler publisert i god tid før skisesongen.',
            ],
          }
        : {
            title: `${brandName('fjellstue-sport')}: visible when the season starts`,
            result: `${p(caseResults.organicTrafficPercent)} more organic traffic`,
            description: [
              'A technical clean-up, faster category pages and seasonal articles published well before the ski season.',
            ],
          },
  },
  {
    id: 'bergli-klinikk',
    service: 'webdesign',
    brandId: 'bergli-klinikk',
    build: (locale, p) =>
      locale === 'nb'
        ? {
            title: `${brandName('bergli-klinikk')}: timebestilling på to klikk`,
            result: `${p(caseResults.moreConversionsPercent)} flere konverteringer`,
            description: [
              'Ny, universelt utformet nettside med timebestilling fra hver behandlingsside og sidetider under ett sekund på mobil.',
            ],
          }
        : {
            title: `${brandName('bergli-klinikk')}: booking in two clicks`,
            result: `${p(caseResults.moreConversionsPercent)} more conversions`,
            description: [
              'A new, accessible website with booking from every treatment page and page loads under a second on mobile.',
            ],
          },
  },
  {
    id: 'havbris-eiendom',
    service: 'linkedin-annonsering',
    brandId: 'havbris-eiendom',
    build: (locale, p) =>
      locale === 'nb'
        ? {
            title: `${brandName('havbris-eiendom')}: næringslokaler til rette leietakere`,
            result: `${p(caseResults.linkedInMoreLeadsPercent)} flere leads fra LinkedIn`,
            description: [
              'LinkedIn-kampanjer mot eiendomsansvarlige i vekstbedrifter, med visningsbooking direkte fra annonsen.',
            ],
          }
        : {
            title: `${brandName('havbris-eiendom')}: office space for the right tenants`,
            result: `${p(caseResults.linkedInMoreLeadsPercent)} more leads from LinkedIn`,
            description: [
              'LinkedIn campaigns aimed at facility managers in growing companies, with viewing bookings straight from the ad.',
            ],
          },
  },
]

function toCase(entry: Entry, locale: Locale): CustomerCase {
  return {
    id: entry.id,
    service: entry.service,
    brandId: entry.brandId,
    image: caseSiteImage(entry.id, locale),
    ...entry.build(locale, (value) => formatPercent(value, locale)),
  }
}

export const customerCases: Localized<CustomerCase[]> = {
  nb: entries.map((e) => toCase(e, 'nb')),
  en: entries.map((e) => toCase(e, 'en')),
}

/** Cases by id in a locale, in the given order; throws on an unknown id. */
export function casesById(locale: Locale, ids: readonly string[]): CustomerCase[] {
  return ids.map((id) => {
    const found = customerCases[locale].find((c) => c.id === id)
    if (!found) throw new Error(`Unknown customer case "${id}"`)
    return found
  })
}

import { brandName } from '../../facts/brands'
import { caseResults, caseStudyFacts, claims } from '../../facts/facts'
import { formatPercent } from '../../site/format'
import { count, minusPercent, plusPercent } from './format'
import type { CaseStudyEntry } from './types'

const id = 'tindra-regnskap'
const name = brandName(id)
const facts = caseStudyFacts[id]

export const tindraRegnskap: CaseStudyEntry = {
  id,
  testimonialId: 'mona-tindra',
  copy: (locale) =>
    locale === 'nb'
      ? {
          sector: 'Autorisert regnskapsførerselskap',
          title: 'LinkedIn-annonser som når dem som velger regnskapsfører',
          headline: `${plusPercent(caseResults.businessCustomersPercent, locale)} bedriftskunder etter kampanjene på LinkedIn`,
          summary: `${name} ville ha flere bedriftskunder, men annonsene nådde mest studenter og privatpersoner. Vi flyttet budsjettet til LinkedIn og snakket til daglige ledere og økonomiansvarlige om det de faktisk bekymrer seg for.`,
          challenge: [
            `${name} fører regnskap, kjører lønn og gir råd til små og mellomstore bedrifter. Kontoret hadde annonsert bredt i sosiale medier, og henvendelsene kom fra folk som ville ha hjelp med selvangivelsen, ikke fra bedrifter.`,
            'De som velger regnskapsfører i en bedrift, er få og travle. De leser ikke lange annonser, og de fyller ikke ut lange skjemaer.',
          ],
          goal: 'Nå daglige ledere og økonomiansvarlige i vekstbedrifter, og gjøre det enkelt for dem å be om et tilbud.',
          approach: [
            {
              id: 'audience',
              title: 'Målgrupper etter stilling og bedrift',
              text: `Vi bygde målgrupper på stilling, bransje og bedriftsstørrelse, og utelot studenter og enkeltpersonforetak uten ansatte. Første kampanje var i gang på ${claims.firstCampaignDays} dager.`,
            },
            {
              id: 'message',
              title: 'Annonser om frister, likviditet og ro',
              text: 'Annonsene svarer på det økonomiansvarlige bekymrer seg for: fristene, lønnskjøringen og å få tallene i tide. Hver annonse lover én ting og viser til én side.',
            },
            {
              id: 'form',
              title: 'Lead-skjema rett i LinkedIn',
              text: 'Skjemaet er ferdig utfylt med navn, stilling og bedrift, så det tar noen sekunder. Forespørselen går rett til rådgiveren som tar kontakt samme uke.',
            },
          ],
          delivered:
            'Annonsene leder til nettsiden vi også laget: fast rådgiver, fast pris og en oversikt over frister og bilag som viser hvordan det er å være kunde. På mobil kommer knappen for pristilbud før oversikten.',
          services: ['LinkedIn-annonsering', 'Målgrupper og annonsetekster', 'Nettside med pristilbud'],
          figures: [
            {
              id: 'customers',
              value: plusPercent(caseResults.businessCustomersPercent, locale),
              label: 'bedriftskunder',
            },
            {
              id: 'decision-makers',
              value: formatPercent(facts.leadsFromDecisionMakersPercent, locale),
              label: 'av leadsene kommer fra daglige ledere og økonomiansvarlige',
            },
            {
              id: 'cost-per-lead',
              value: minusPercent(facts.lowerCostPerLeadPercent, locale),
              label: 'kostnad per lead',
            },
            {
              id: 'first-campaign',
              value: `${count(claims.firstCampaignDays, locale)} dager`,
              label: 'fra oppstart til første kampanje',
            },
          ],
        }
      : {
          sector: 'Authorised accounting firm',
          title: 'LinkedIn ads that reach the people who choose an accountant',
          headline: `${plusPercent(caseResults.businessCustomersPercent, locale)} business customers after the LinkedIn campaigns`,
          summary: `${name} wanted more business customers, but its ads mostly reached students and private individuals. We moved the budget to LinkedIn and spoke to managing directors and finance managers about what actually worries them.`,
          challenge: [
            `${name} keeps the books, runs payroll and advises small and medium-sized companies. The firm had advertised broadly on social media, and the enquiries came from people who wanted help with their tax return, not from companies.`,
            'The people who choose an accountant for a company are few and busy. They do not read long ads, and they do not fill in long forms.',
          ],
          goal: 'Reach managing directors and finance managers in growing companies, and make it easy for them to ask for a quote.',
          approach: [
            {
              id: 'audience',
              title: 'Audiences by job title and company',
              text: `We built audiences by job title, industry and company size, and left out students and sole traders without employees. The first campaign was live in ${claims.firstCampaignDays} days.`,
            },
            {
              id: 'message',
              title: 'Ads about deadlines, cash flow and peace of mind',
              text: 'The ads answer what finance managers worry about: the deadlines, the payroll and getting the numbers on time. Every ad promises one thing and points to one page.',
            },
            {
              id: 'form',
              title: 'Lead forms inside LinkedIn',
              text: 'The form comes filled in with name, job title and company, so it takes seconds. The request goes straight to the adviser, who gets in touch the same week.',
            },
          ],
          delivered:
            'The ads lead to the website we also made: a dedicated adviser, a fixed price and an overview of deadlines and receipts that shows what being a client is like. On a phone, the quote button comes before the overview.',
          services: ['LinkedIn advertising', 'Audiences and ad copy', 'Website with a quote request'],
          figures: [
            {
              id: 'customers',
              value: plusPercent(caseResults.businessCustomersPercent, locale),
              label: 'business customers',
            },
            {
              id: 'decision-makers',
              value: formatPercent(facts.leadsFromDecisionMakersPercent, locale),
              label: 'of leads come from managing directors and finance managers',
            },
            {
              id: 'cost-per-lead',
              value: minusPercent(facts.lowerCostPerLeadPercent, locale),
              label: 'cost per lead',
            },
            {
              id: 'first-campaign',
              value: `${count(claims.firstCampaignDays, locale)} days`,
              label: 'from kick-off to the first campaign',
            },
          ],
        },
}

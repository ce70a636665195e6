import { brandName } from '../../facts/brands'
import { caseResults, caseStudyFacts, claims } from '../../facts/facts'
import { count, minusPercent, plusPercent } from './format'
import type { CaseStudyEntry } from './types'

const id = 'lysverk-energi'
const name = brandName(id)
const facts = caseStudyFacts[id]

export const lysverkEnergi: CaseStudyEntry = {
  id,
  testimonialId: 'jonas-lysverk',
  copy: (locale) =>
    locale === 'nb'
      ? {
          sector: 'Solceller, varmepumper og lading for hus og hytte',
          title: 'Google Ads som betaler seg, målt i bestilte befaringer',
          headline: `${minusPercent(caseResults.lowerAcquisitionCostPercent, locale)} kostnad for å skaffe en ny kunde`,
          summary: `${name} brukte mye på Google Ads uten å vite hvilke annonser som ga kunder. Vi ryddet kontoen, flyttet budsjettet til søk som faktisk gir salg og måler nå hver bestilte befaring.`,
          challenge: [
            `${name} planlegger og monterer solcelleanlegg og varmepumper. Google Ads-kontoen hadde vokst i flere år: én stor kampanje med brede søkeord som «strøm» og «solenergi», og klikk fra folk som bare var nysgjerrige.`,
            'Ingen visste hvilke annonser som endte med en befaring, og enda mindre hvilke som endte med et anlegg på taket.',
          ],
          goal: 'Få flere bestilte befaringer for det samme budsjettet, og vite hva hver ny kunde koster.',
          approach: [
            {
              id: 'tracking',
              title: 'Måling først, med samtykke',
              text: 'Vi satte opp konverteringssporing for bestilte befaringer og bruk av kalkulatoren, med Consent Mode, så det bare måles når den besøkende har sagt ja.',
            },
            {
              id: 'structure',
              title: 'Én kampanje per tjeneste',
              text: `Kontoen ble delt i ${count(facts.campaigns, locale)} kampanjer: solceller, varmepumpe, lading av elbil og bedrift, hver med egne søkeord, annonser og landingsside. Den nye kontoen var i gang på ${claims.firstCampaignDays} dager.`,
            },
            {
              id: 'budget',
              title: 'Budsjettet dit salget er',
              text: 'Hver uke flytter vi penger fra søk som bare gir klikk, til søk som gir befaringer, og legger til søkeord folk bruker når de er klare til å kjøpe.',
            },
          ],
          delivered:
            'Annonsene leder til en side med kalkulatoren for besparelse øverst: strømforbruk og takflate inn, anslått produksjon ut, og en knapp for å bestille befaring. På mobil kommer knappene for beregning rett under overskriften.',
          services: ['Google Ads-annonsering', 'Konverteringssporing med samtykke', 'Landingssider per tjeneste'],
          figures: [
            {
              id: 'acquisition-cost',
              value: minusPercent(caseResults.lowerAcquisitionCostPercent, locale),
              label: 'kostnad per ny kunde',
            },
            {
              id: 'site-surveys',
              value: plusPercent(facts.moreSiteSurveysPercent, locale),
              label: 'bestilte befaringer',
            },
            {
              id: 'campaigns',
              value: count(facts.campaigns, locale),
              label: 'kampanjer, én for hver tjeneste',
            },
            {
              id: 'live',
              value: `${count(claims.firstCampaignDays, locale)} dager`,
              label: 'til den nye kontoen var i gang',
            },
          ],
        }
      : {
          sector: 'Solar panels, heat pumps and car charging for homes and cabins',
          title: 'Google Ads that pay their way, measured in booked site surveys',
          headline: `${minusPercent(caseResults.lowerAcquisitionCostPercent, locale)} cost of winning a new customer`,
          summary: `${name} spent heavily on Google Ads without knowing which ads brought customers. We cleaned up the account, moved the budget to searches that actually sell and now measure every booked site survey.`,
          challenge: [
            `${name} plans and installs solar panels and heat pumps. Its Google Ads account had grown for years: one large campaign with broad keywords such as “electricity” and “solar energy”, and clicks from the merely curious.`,
            'Nobody knew which ads ended in a site survey, let alone which ended with panels on a roof.',
          ],
          goal: 'Get more booked site surveys for the same budget, and know what each new customer costs.',
          approach: [
            {
              id: 'tracking',
              title: 'Measurement first, with consent',
              text: 'We set up conversion tracking for booked site surveys and use of the calculator, with Consent Mode, so that nothing is measured until the visitor says yes.',
            },
            {
              id: 'structure',
              title: 'One campaign per service',
              text: `The account was split into ${count(facts.campaigns, locale)} campaigns: solar, heat pumps, car charging and business, each with its own keywords, ads and landing page. The new account was live in ${claims.firstCampaignDays} days.`,
            },
            {
              id: 'budget',
              title: 'The budget where the sales are',
              text: 'Every week we move money from searches that only bring clicks to searches that bring site surveys, and add the keywords people use when they are ready to buy.',
            },
          ],
          delivered:
            'The ads lead to a page with the savings calculator at the top: electricity use and roof area in, estimated production out, and a button to book a site survey. On a phone, the estimate buttons come right below the headline.',
          services: ['Google Ads management', 'Consent-based conversion tracking', 'A landing page per service'],
          figures: [
            {
              id: 'acquisition-cost',
              value: minusPercent(caseResults.lowerAcquisitionCostPercent, locale),
              label: 'cost per new customer',
            },
            {
              id: 'site-surveys',
              value: plusPercent(facts.moreSiteSurveysPercent, locale),
              label: 'booked site surveys',
            },
            {
              id: 'campaigns',
              value: count(facts.campaigns, locale),
              label: 'campaigns, one for each service',
            },
            {
              id: 'live',
              value: `${count(claims.firstCampaignDays, locale)} days`,
              label: 'until the new account was live',
            },
          ],
        },
}

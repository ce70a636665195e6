import { brandName } from '../../facts/brands'
import { caseResults, caseStudyFacts } from '../../facts/facts'
import { formatPercent } from '../../site/format'
import { count, plusPercent } from './format'
import type { CaseStudyEntry } from './types'

const id = 'havbris-eiendom'
const name = brandName(id)
const facts = caseStudyFacts[id]
const vacancy = facts.vacancyPercent

export const havbrisEiendom: CaseStudyEntry = {
  id,
  testimonialId: 'lars-havbris',
  copy: (locale) =>
    locale === 'nb'
      ? {
          sector: 'Næringseiendom ved sjøen',
          title: 'Ledige kontorer til leietakere som passer',
          headline: `${plusPercent(caseResults.linkedInMoreLeadsPercent, locale)} leads fra LinkedIn`,
          summary: `${name} hadde ledige kontorlokaler og annonserte i aviser og på eiendomsportaler, men fikk få henvendelser fra bedrifter som passet. Kampanjer på LinkedIn rettet mot dem som velger lokaler, fylte visningskalenderen.`,
          challenge: [
            `${name} leier ut kontorer og lager i tre bygg ved sjøen. Annonsene i aviser og på eiendomsportaler ga mange klikk, men henvendelsene kom fra små firmaer som ville ha ett rom, eller fra folk som bare var nysgjerrige på prisen.`,
            'De som faktisk velger lokaler i en vekstbedrift, daglige ledere og eiendomsansvarlige, leter sjelden på portalene. De bytter lokaler når teamet vokser ut av de gamle.',
          ],
          goal: 'Nå bedrifter i vekst før de begynner å lete, og gjøre det enkelt å booke en visning.',
          approach: [
            {
              id: 'audience',
              title: 'Bedrifter som vokser',
              text: 'Vi rettet kampanjene mot daglige ledere og eiendomsansvarlige i bedrifter som hadde økt antall ansatte det siste året, innen kort reisevei fra byggene.',
            },
            {
              id: 'viewing',
              title: 'Visning rett fra annonsen',
              text: 'Annonsene viser lokalet, utsikten og størrelsen, og et skjema i LinkedIn lar deg velge tid for visning. Utleiesjefen bekrefter samme dag.',
            },
            {
              id: 'report',
              title: 'Rapport på det som teller',
              text: 'Den månedlige rapporten viser kostnad per visning og per signert leieavtale, ikke bare klikk, så styret ser hva annonsene gir.',
            },
          ],
          delivered:
            'Annonsene leder til nettsiden: kontorbygget ved sjøen i kveldslys, søk etter lokaler på område, størrelse og innflytting, og en knapp for å booke visning. På mobil ligger søket og visningsknappen rett under overskriften.',
          services: ['LinkedIn-annonsering', 'Visningsbooking fra annonsen', 'Månedlig rapport'],
          figures: [
            {
              id: 'leads',
              value: plusPercent(caseResults.linkedInMoreLeadsPercent, locale),
              label: 'leads fra LinkedIn',
            },
            { id: 'viewings', value: count(facts.viewingsBooked, locale), label: 'visninger booket fra annonsene' },
            { id: 'leases', value: count(facts.signedLeases, locale), label: 'nye leieavtaler signert' },
            {
              id: 'vacancy',
              value: formatPercent(vacancy.after, locale),
              label: `ledige lokaler, ned fra ${formatPercent(vacancy.before, locale)}`,
            },
          ],
        }
      : {
          sector: 'Commercial property by the sea',
          title: 'Vacant offices for tenants who fit',
          headline: `${plusPercent(caseResults.linkedInMoreLeadsPercent, locale)} leads from LinkedIn`,
          summary: `${name} had vacant office space and advertised in newspapers and on property portals, but few enquiries came from companies that fitted. LinkedIn campaigns aimed at the people who choose premises filled the viewing calendar.`,
          challenge: [
            `${name} lets offices and storage in three buildings by the sea. The ads in newspapers and on property portals brought many clicks, but the enquiries came from small firms that wanted one room, or from people curious about the price.`,
            'The people who actually choose premises in a growing company, managing directors and facility managers, rarely browse the portals. They move when the team outgrows the old office.',
          ],
          goal: 'Reach growing companies before they start looking, and make booking a viewing easy.',
          approach: [
            {
              id: 'audience',
              title: 'Companies that are growing',
              text: 'We aimed the campaigns at managing directors and facility managers in companies that had added staff in the past year, within easy reach of the buildings.',
            },
            {
              id: 'viewing',
              title: 'A viewing straight from the ad',
              text: 'The ads show the premises, the view and the size, and a form inside LinkedIn lets you pick a time for a viewing. The letting manager confirms the same day.',
            },
            {
              id: 'report',
              title: 'A report on what counts',
              text: 'The monthly report shows the cost per viewing and per signed lease, not just clicks, so the board sees what the ads bring.',
            },
          ],
          delivered:
            'The ads lead to the website: the office building by the sea in evening light, a search for premises by area, size and move-in date, and a button to book a viewing. On a phone, the search and the viewing button sit right below the headline.',
          services: ['LinkedIn advertising', 'Viewing bookings from the ad', 'Monthly report'],
          figures: [
            {
              id: 'leads',
              value: plusPercent(caseResults.linkedInMoreLeadsPercent, locale),
              label: 'leads from LinkedIn',
            },
            { id: 'viewings', value: count(facts.viewingsBooked, locale), label: 'viewings booked from the ads' },
            { id: 'leases', value: count(facts.signedLeases, locale), label: 'new leases signed' },
            {
              id: 'vacancy',
              value: formatPercent(vacancy.after, locale),
              label: `of the space vacant, down from ${formatPercent(vacancy.before, locale)}`,
            },
          ],
        },
}

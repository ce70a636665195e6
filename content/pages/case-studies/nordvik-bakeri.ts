import { brandName } from '../../facts/brands'
import { caseProjects, caseResults, caseStudyFacts, timelines } from '../../facts/facts'
import { formatRange } from '../../site/format'
import { count, minusPercent, plusPercent, weeks } from './format'
import type { CaseStudyEntry } from './types'

const id = 'nordvik-bakeri'
const name = brandName(id)
const facts = caseStudyFacts[id]
/** The store took orders at the end of the project: its launch figure is the project's length. */
const { weeks: launchWeeks } = caseProjects[id]

export const nordvikBakeri: CaseStudyEntry = {
  id,
  testimonialId: 'ingrid-nordvik',
  copy: (locale) =>
    locale === 'nb'
      ? {
          sector: 'Håndverksbakeri med egne utsalg',
          title: 'Nybakt brød bestilt på nett, hentet i filialen',
          headline: `${plusPercent(caseResults.revenueIncreasePercent, locale)} omsetning på nett det første året`,
          summary: `${name} solgte nesten alt over disk. Vi bygde en nettbutikk der kundene bestiller kvelden før og henter i filialen de velger, og bakeriet baker etter bestillingene.`,
          challenge: [
            `${name} har bakt surdeigsbrød og kaker i tre generasjoner, og kundene er trofaste. Men den gamle nettsiden var en brosjyre: kaker måtte bestilles på telefon i åpningstiden, og brød kunne ikke bestilles i det hele tatt.`,
            'Bakerne måtte gjette hvor mye de skulle bake. Gjettet de for lavt, var hyllene tomme før lunsj; gjettet de for høyt, ble brødet kastet om kvelden.',
          ],
          goal: 'Få kundene til å bestille på forhånd, så bakeriet selger mer og kaster mindre.',
          approach: [
            {
              id: 'orders',
              title: 'Bestilling som følger bakeplanen',
              text: 'Vi kartla bakeplanen sammen med bakerne. Nettbutikken tar imot bestillinger til fristen kvelden før, og hentetidene følger når brødet kommer ut av ovnen i hver filial.',
            },
            {
              id: 'store',
              title: 'En nettbutikk i bakeriets eget uttrykk',
              text: 'WooCommerce med henting i valgt filial, Vipps og kort i kassen og faste ukeabonnement på brød. Designet bygger på bakeriets logo, farger og skrift, så butikken kjennes igjen fra disken.',
            },
            {
              id: 'local',
              title: 'Funnet i nabolaget',
              text: 'Hver filial fikk sin egen side og Google-bedriftsprofil med åpningstider og hentetider, så folk i nærheten finner bakeriet når de søker etter brød og kaker.',
            },
          ],
          delivered: `En enkel nettbutikk, bygget innenfor de ${formatRange(timelines.onlineStoreSimpleWeeks, locale)} ukene en slik butikk tar: valg av filial og hentetid øverst, Vipps i kassen og ukens mest populære bakst rett under. På mobil, der de fleste bestiller, kommer filial og hentetid først.`,
          services: ['Nettbutikk i WooCommerce', 'Vipps og ukeabonnement', 'Lokal SEO for hver filial'],
          figures: [
            {
              id: 'revenue',
              value: plusPercent(caseResults.revenueIncreasePercent, locale),
              label: 'omsetning på nett det første året',
            },
            {
              id: 'waste',
              value: minusPercent(facts.lessBreadWastedPercent, locale),
              label: 'brød som kastes ved stengetid',
            },
            {
              id: 'subscriptions',
              value: count(facts.weeklyBreadSubscriptions, locale),
              label: 'faste ukeabonnement på brød',
            },
            {
              id: 'launch',
              value: weeks(launchWeeks, locale),
              label: 'fra første møte til første bestilling',
            },
          ],
        }
      : {
          sector: 'Craft bakery with its own shops',
          title: 'Fresh bread ordered online, collected at the branch',
          headline: `${plusPercent(caseResults.revenueIncreasePercent, locale)} online revenue in the first year`,
          summary: `${name} sold almost everything over the counter. We built an online store where customers order the evening before and collect at the branch they choose, and the bakery bakes to order.`,
          challenge: [
            `${name} has baked sourdough and cakes for three generations, and its customers are loyal. But the old website was a brochure: cakes had to be ordered by phone during opening hours, and bread could not be ordered at all.`,
            'The bakers had to guess how much to bake. If they guessed low, the shelves were empty before lunch; if they guessed high, the bread was thrown away in the evening.',
          ],
          goal: 'Get customers to order ahead, so the bakery sells more and throws away less.',
          approach: [
            {
              id: 'orders',
              title: 'Ordering that follows the baking schedule',
              text: 'We mapped the baking schedule with the bakers. The store takes orders until the deadline the evening before, and the pickup times follow when the bread comes out of the oven at each branch.',
            },
            {
              id: 'store',
              title: 'An online store in the bakery’s own style',
              text: 'WooCommerce with pickup at the chosen branch, Vipps and card payments at checkout, and weekly bread subscriptions. The design builds on the bakery’s logo, colours and type, so customers recognise the store from the shop counter.',
            },
            {
              id: 'local',
              title: 'Found in the neighbourhood',
              text: 'Every branch got its own page and Google Business Profile with opening and pickup times, so people nearby find the bakery when they search for bread and cakes.',
            },
          ],
          delivered: `A simple store, built within the ${formatRange(timelines.onlineStoreSimpleWeeks, locale)} weeks such a store takes: the choice of branch and pickup time at the top, Vipps at checkout and the week’s most popular bakes just below. On a phone, where most people order, the branch and pickup time come first.`,
          services: ['WooCommerce online store', 'Vipps and weekly subscriptions', 'Local SEO for every branch'],
          figures: [
            {
              id: 'revenue',
              value: plusPercent(caseResults.revenueIncreasePercent, locale),
              label: 'online revenue in the first year',
            },
            {
              id: 'waste',
              value: minusPercent(facts.lessBreadWastedPercent, locale),
              label: 'bread thrown away at closing time',
            },
            {
              id: 'subscriptions',
              value: count(facts.weeklyBreadSubscriptions, locale),
              label: 'weekly bread subscriptions',
            },
            {
              id: 'launch',
              value: weeks(launchWeeks, locale),
              label: 'from the first meeting to the first order',
            },
          ],
        },
}

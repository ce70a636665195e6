import { brandName } from '../../facts/brands'
import { caseResults, caseStudyFacts } from '../../facts/facts'
import { count, plusPercent, seconds } from './format'
import type { CaseStudyEntry } from './types'

const id = 'fjellstue-sport'
const name = brandName(id)
const facts = caseStudyFacts[id]
const load = facts.categoryLoadSeconds

export const fjellstueSport: CaseStudyEntry = {
  id,
  testimonialId: 'erik-fjellstue',
  copy: (locale) =>
    locale === 'nb'
      ? {
          sector: 'Nettbutikk og butikk for ski og friluftsliv',
          title: 'Synlig i Google akkurat når skisesongen starter',
          headline: `${plusPercent(caseResults.organicTrafficPercent, locale)} organisk trafikk til nettbutikken`,
          summary: `Nettbutikken til ${name} lå langt nede i søkeresultatene når folk begynte å lete etter ski og turutstyr. Etter en teknisk opprydding og nye kategorisider kommer kundene fra Google, ikke bare fra annonser.`,
          challenge: [
            `${name} selger ski, fjellsko, jakker og tursekker i butikken og på nett. Nettbutikken hadde vokst med hver sesong: samme produkt under flere adresser, gamle kampanjesider som aldri ble slettet og kategorisider som lastet tregt på mobil.`,
            'Google visste ikke hvilken side som var den riktige, og viste konkurrentene i stedet. Butikken betalte for annonser på søk den burde ha vunnet gratis.',
          ],
          goal: 'Komme høyt i søkeresultatene på ski og turutstyr før sesongen starter, og selge mer uten å øke annonsebudsjettet.',
          approach: [
            {
              id: 'technical',
              title: 'Teknisk opprydding',
              text: 'Vi fjernet duplikatsider, samlet gamle kampanjesider med omdirigeringer og rettet feil i produktdataene, så hver vare har én adresse.',
            },
            {
              id: 'categories',
              title: 'Raskere kategorisider som svarer',
              text: 'Kategorisidene laster nå raskt på mobil, og hver har en kort tekst som svarer på det kundene spør om: hvilke ski passer til fjellet, og hvilket feste trenger du?',
            },
            {
              id: 'season',
              title: 'Innhold i god tid før sesongen',
              text: 'Guider om fjellski, smøring og turutstyr publiseres noen måneder før sesongen, så de rekker å rangere når folk begynner å søke.',
            },
          ],
          delivered:
            'Forsiden åpner med sesongstart og snarveier til kategoriene ski, fjellsko, jakker og tursekker, med søkefeltet øverst. På mobil kommer søket og kategoriene før nyhetene.',
          services: ['SEO-optimalisering', 'Teknisk opprydding og hastighet', 'Kategoritekster og sesongguider'],
          figures: [
            {
              id: 'traffic',
              value: plusPercent(caseResults.organicTrafficPercent, locale),
              label: 'organisk trafikk',
            },
            {
              id: 'revenue',
              value: plusPercent(facts.moreOrganicRevenuePercent, locale),
              label: 'omsetning fra organisk søk',
            },
            {
              id: 'speed',
              value: seconds(load.after, locale),
              label: `lastetid for kategorisidene på mobil, ned fra ${seconds(load.before, locale)}`,
            },
            {
              id: 'duplicates',
              value: count(facts.duplicatePagesRemoved, locale),
              label: 'duplikatsider ryddet bort',
            },
          ],
        }
      : {
          sector: 'Online and high-street shop for skiing and the outdoors',
          title: 'Visible in Google just when the ski season starts',
          headline: `${plusPercent(caseResults.organicTrafficPercent, locale)} organic traffic to the online store`,
          summary: `${name}’s online store ranked far down in the search results just as people started looking for skis and outdoor gear. After a technical clean-up and new category pages, customers come from Google, not just from ads.`,
          challenge: [
            `${name} sells skis, hiking boots, jackets and backpacks in its shop and online. The online store had grown with every season: the same product under several addresses, old campaign pages that were never deleted and category pages that loaded slowly on phones.`,
            'Google did not know which page was the right one, and showed the competitors instead. The store paid for ads on searches it should have won for free.',
          ],
          goal: 'Rank high for skis and outdoor gear before the season starts, and sell more without raising the ad budget.',
          approach: [
            {
              id: 'technical',
              title: 'A technical clean-up',
              text: 'We removed duplicate pages, merged old campaign pages with redirects and fixed errors in the product data, so every item has one address.',
            },
            {
              id: 'categories',
              title: 'Faster category pages with answers',
              text: 'The category pages now load fast on phones, and each has a short text that answers what customers ask: which skis suit the mountains, and which grip do you need?',
            },
            {
              id: 'season',
              title: 'Content well before the season',
              text: 'Guides to backcountry skis, waxing and outdoor gear are published a few months before the season, so they have time to rank when people start searching.',
            },
          ],
          delivered:
            'The home page opens with the season start and shortcuts to the categories skis, hiking boots, jackets and backpacks, with the search box at the top. On a phone, the search and the categories come before the new arrivals.',
          services: [
            'Search engine optimisation (SEO)',
            'Technical clean-up and speed',
            'Category copy and seasonal guides',
          ],
          figures: [
            {
              id: 'traffic',
              value: plusPercent(caseResults.organicTrafficPercent, locale),
              label: 'organic traffic',
            },
            {
              id: 'revenue',
              value: plusPercent(facts.moreOrganicRevenuePercent, locale),
              label: 'revenue from organic search',
            },
            {
              id: 'speed',
              value: seconds(load.after, locale),
              label: `load time of the category pages on a phone, down from ${seconds(load.before, locale)}`,
            },
            {
              id: 'duplicates',
              value: count(facts.duplicatePagesRemoved, locale),
              label: 'duplicate pages cleaned up',
            },
          ],
        },
}

/**
 * Careers content shared by the landing page and the job pages: the benefits, the hero image,
 * the office map link and the service pages the landing hero links to. The openings themselves are
 * files of their own (content/jobs/, read by content/careers/jobs.ts).
 */
import type { Locale, Localized } from '../../site/locales.ts'
import { careersUi } from '../../strings/careers.ts'
import { headOffice } from '../../site/settings.ts'

export type Benefit = { id: string; title: string; text: string }

/** The eight benefits that come with every job, in the order the job page lists them. */
export const benefits: Localized<Benefit[]> = {
  nb: [
    {
      id: 'safe',
      title: 'Trygg arbeidsplass',
      text: 'Fast ansettelse, ordnede kontrakter og en arbeidsgiver som tenker langsiktig.',
    },
    { id: 'home', title: 'Hjemmekontor', text: 'Jobb på kontoret i Oslo eller hjemmefra, der du jobber best.' },
    {
      id: 'gym',
      title: 'Treningsmedlemskap',
      text: 'Vi betaler treningsmedlemskapet, fordi hode og kropp henger sammen.',
    },
    { id: 'environment', title: 'Godt arbeidsmiljø', text: 'Åpen dialog, tid til fordypning og rom for å si ifra.' },
    { id: 'insurance', title: 'Forsikring', text: 'Helse-, reise- og yrkesskadeforsikring for alle ansatte.' },
    { id: 'pension', title: 'Pensjon', text: 'Innskuddspensjon over lovens minstekrav fra første dag.' },
    { id: 'social', title: 'Sosiale samlinger', text: 'Faste fagdager, sommerfest og julebord for hele teamet.' },
    { id: 'colleagues', title: 'Hyggelige kollegaer', text: 'Dyktige folk som deler det de kan og hjelper hverandre.' },
  ],
  en: [
    {
      id: 'safe',
      title: 'Job security',
      text: 'Permanent employment, proper contracts and an employer who thinks long term.',
    },
    {
      id: 'home',
      title: 'Flexible working',
      text: 'Work at our Oslo office or from home, wherever you work best.',
    },
    {
      id: 'gym',
      title: 'Gym membership',
      text: 'We pay for your gym membership, because body and mind go hand in hand.',
    },
    {
      id: 'environment',
      title: 'A good working environment',
      text: 'Open dialogue, time to focus and room to speak up.',
    },
    {
      id: 'insurance',
      title: 'Insurance',
      text: 'Health, travel and occupational injury insurance for every employee.',
    },
    {
      id: 'pension',
      title: 'Pension',
      text: 'A defined-contribution pension above the statutory minimum from day one.',
    },
    {
      id: 'social',
      title: 'Social gatherings',
      text: 'Regular learning days, a summer party and a Christmas party for the whole team.',
    },
    {
      id: 'colleagues',
      title: 'Friendly colleagues',
      text: 'Skilled people who share what they know and help each other.',
    },
  ],
}

/** The landing hero links to these four service pages, by their files in content/services/. */
export const careersServiceLinks = [
  'webdesign',
  'seo-optimalisering',
  'google-ads-annonsering',
  'apputvikling',
] as const

/**
 * The head office (Oslo, where the jobs are) on a map, found by its address; opened in a new tab so
 * the job page stays open. The query's parts are separated by spaces alone, which the form encoding
 * writes as "+": the map finds the address as well, and the link holds no "%" escapes for the
 * content checks to read as percentages.
 */
const office = headOffice()
export const officeMapUrl = `https://www.google.com/maps/search/?${new URLSearchParams({
  api: '1',
  query: `${office.streetAddress} ${office.postalCode} ${office.city} Norway`,
})}`

/**
 * The job not-found view is prerendered at this slug in each language (/stillinger/404/,
 * /en/jobs/404/); server/static.ts serves it with status 404 for unknown job paths.
 */
export const jobNotFoundSlug = '404'

/** What the careers components need in one language. */
function careersPageStringsIn(locale: Locale) {
  return {
    ui: careersUi[locale],
    benefits: benefits[locale],
    mapUrl: officeMapUrl,
  }
}
export type CareersPageStrings = ReturnType<typeof careersPageStringsIn>

export const careersPageStrings: Record<Locale, CareersPageStrings> = {
  nb: careersPageStringsIn('nb'),
  en: careersPageStringsIn('en'),
}

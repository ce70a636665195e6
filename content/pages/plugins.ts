/**
 * The WordPress plugins index: the plugins the agency makes (today the text-to-speech plugin) and
 * why to use them. Listing facts come from ../facts/facts.ts, links from ../site/settings.ts and the route table.
 */
import { ttsPlugin } from '../facts/facts'
import { formatNumber } from '../site/format'
import type { Locale, Localized } from '../site/locales'
import type { RouteId } from '../site/routes'
import type { FeatureBlock, SectionIntro } from '../types'
import { proPriceText, ttsProductName } from './tts-page'

export type PluginSummary = {
  id: string
  name: string
  /** The plugin's own page. */
  page: RouteId
  summary: string
  highlights: string[]
  ratingLabel: string
  reviews: string
  version: string
  readMore: string
  directory: string
}

export type PluginsPageCopy = {
  eyebrow: string
  listTitle: string
  listIntro: string
  plugins: PluginSummary[]
  why: SectionIntro & { items: FeatureBlock[] }
  refundLink: string
}

function copy(locale: Locale): PluginsPageCopy {
  const n = (value: number) => formatNumber(value, locale)
  const t = ttsPlugin
  if (locale === 'nb') {
    return {
      eyebrow: 'Utvidelser for WordPress',
      listTitle: 'Utvidelsene våre',
      listIntro: 'Verktøy vi først laget for kundene våre, og nå deler med alle som bruker WordPress.',
      plugins: [
        {
          id: 'text-to-speech',
          name: ttsProductName.nb,
          page: 'pluginTts',
          summary: `Leser innleggene dine høyt med naturlige stemmer på ${n(t.languages)} språk og legger en tilgjengelig lydspiller i hvert innlegg.`,
          highlights: [
            `Gratis med ${n(t.freeCreditsPerMonth)} lydkreditter i måneden`,
            `PRO: ${n(t.proCreditsPerMonth)} kreditter og ekstern lagring for ${proPriceText('nb')}`,
            `Lyd i ${n(t.audioKbps)} kbit/s og ${n(t.refundDays)} dagers full refusjon på PRO`,
          ],
          ratingLabel: `${n(t.rating)} av 5 stjerner`,
          reviews: `${n(t.reviewCount)} anmeldelser`,
          version: `Versjon ${t.version}`,
          readMore: 'Les mer og hør demoen',
          directory: 'WordPress-katalogen',
        },
      ],
      why: {
        title: 'Hvorfor velge utvidelsene våre',
        items: [
          {
            id: 'tested',
            icon: 'check',
            title: 'Testet i drift',
            description:
              'Vi drifter selv WordPress-nettsteder for kundene våre. Utvidelsene brukes der før de slippes til alle.',
          },
          {
            id: 'privacy',
            icon: 'globe',
            title: 'Personvern fra start',
            description: 'Utvidelsene sender ingen opplysninger om de besøkende dine og setter ingen sporingskapsler.',
          },
          {
            id: 'support',
            icon: 'mail',
            title: 'Hjelp fra dem som skrev koden',
            description: 'Spørsmål går rett til utviklerne, på norsk eller engelsk. PRO-kunder får support på e-post.',
          },
        ],
      },
      refundLink: 'Slik fungerer angrerett og refusjon for PRO',
    }
  }
  return {
    eyebrow: 'Plugins for WordPress',
    listTitle: 'Our plugins',
    listIntro: 'Tools we first built for our own clients and now share with everyone who uses WordPress.',
    plugins: [
      {
        id: 'text-to-speech',
        name: ttsProductName.en,
        page: 'pluginTts',
        summary: `Reads your posts aloud with natural voices in ${n(t.languages)} languages and adds an accessible audio player to every post.`,
        highlights: [
          `Free with ${n(t.freeCreditsPerMonth)} audio credits a month`,
          `PRO: ${n(t.proCreditsPerMonth)} credits and external storage for ${proPriceText('en')}`,
          `Audio at ${n(t.audioKbps)} kbit/s and a ${n(t.refundDays)}-day full refund on PRO`,
        ],
        ratingLabel: `${n(t.rating)} out of 5 stars`,
        reviews: `${n(t.reviewCount)} reviews`,
        version: `Version ${t.version}`,
        readMore: 'Read more and hear the demo',
        directory: 'WordPress plugin directory',
      },
    ],
    why: {
      title: 'Why choose our plugins',
      items: [
        {
          id: 'tested',
          icon: 'check',
          title: 'Tested in production',
          description:
            'We host WordPress sites for our own clients. Our plugins run there before they are released to everyone.',
        },
        {
          id: 'privacy',
          icon: 'globe',
          title: 'Privacy from the start',
          description: 'Our plugins send no data about your visitors and set no tracking cookies.',
        },
        {
          id: 'support',
          icon: 'mail',
          title: 'Help from the people who wrote the code',
          description:
            'Questions go straight to the developers, in English or Norwegian. PRO customers get e-mail support.',
        },
      ],
    },
    refundLink: 'How withdrawal and refunds work for PRO',
  }
}

export const pluginsPage: Localized<PluginsPageCopy> = { nb: copy('nb'), en: copy('en') }

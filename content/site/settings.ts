/**
 * Brand and integration settings: the agency's name, contact details, offices and the ids of
 * outside services. Nothing else in the code repeats them.
 * The contact details (phone, e-mail, the offices' addresses and phones) are content, edited in
 * the editor (content/site/contact.yml, ./contact-details.ts). The rest have defaults here;
 * environment variables override them at build and start time.
 * In the browser bundle Vite exposes only the variables named in `envPrefix` (vite.config.ts).
 */

import { contactDetails, type ContactDetails } from './contact-details.ts'
import { isValidOrgNumber, normaliseOrgNumber } from './org-number.ts'

/**
 * An office of the agency: where a buyer can find it and whom they reach there. The city is the
 * office's identity (the team's people name it, content/team/), so it is fixed here; the street,
 * the postal code and the phone are content (content/site/contact.yml).
 */
export type Office = {
  /** Lower-case key, used in element ids and in the structured data's `@id`. */
  id: 'oslo' | 'bergen'
  city: 'Oslo' | 'Bergen'
  /** Street and number, as a letter is addressed: "Kongens gate 14". */
  streetAddress: string
  /** Norwegian postal code: four digits. */
  postalCode: string
  /** The office's own line; the agency's main number stays `Settings.phone`. */
  phone: string
  /**
   * The head office is the company's business address: the one the registers hold and the
   * organisation's `address` in the structured data. Exactly one office is.
   */
  head: boolean
}

export type Settings = {
  agencyName: string
  /** The name as copy uses it, without the company form ("AS"). */
  brandName: string
  siteUrl: string
  phone: string
  email: string
  /** Organisation number in the Brønnøysund registers: nine digits without spaces, MOD11-checked. */
  orgNumber: string
  offices: Office[]
  elevenLabs: { agentId: string | undefined; voiceId: { nb: string | undefined; en: string | undefined } }
  googleAds: {
    id: string | undefined
    labels: { pro: string | undefined; free: string | undefined; demo: string | undefined }
  }
  plugin: { wordpressDirectoryUrl: string; proShopUrl: string; freeDownloadUrl: string }
}

type Env = Record<string, string | undefined>

function read(env: Env, name: string): string | undefined {
  const value = env[name]
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

/** Strips a trailing slash so that `siteUrl + path` never doubles it. */
function origin(url: string): string {
  return url.replace(/\/+$/, '')
}

/** The offices: which cities, and which is the head office. Their addresses and phones are content. */
const officeCities: readonly Pick<Office, 'id' | 'city' | 'head'>[] = [
  { id: 'oslo', city: 'Oslo', head: true },
  { id: 'bergen', city: 'Bergen', head: false },
]

/** Each office with its address and phone from the contact details. */
function offices(contact: ContactDetails): Office[] {
  return officeCities.map((office) => ({ ...office, ...contact.offices[office.id] }))
}

/**
 * The organisation number from ORG_NUMBER, or the default (a fictional number of valid form).
 * An invalid one stops the build: the footer, the privacy policy and the structured data would
 * otherwise print a number no register knows.
 */
function orgNumber(env: Env): string {
  const value = normaliseOrgNumber(read(env, 'ORG_NUMBER') ?? '925748137')
  if (!isValidOrgNumber(value))
    throw new Error(`ORG_NUMBER must be a valid Norwegian organisation number, got "${value}"`)
  return value
}

export function resolveSettings(env: Env, contact: ContactDetails = contactDetails): Settings {
  const agencyName = read(env, 'AGENCY_NAME') ?? 'Fjordlys Digital AS'
  return {
    agencyName,
    brandName: agencyName.replace(/\s+(AS|ASA|ENK)$/u, ''),
    siteUrl: origin(read(env, 'SITE_URL') ?? 'https://www.fjordlys.example'),
    phone: contact.phone,
    email: contact.email,
    orgNumber: orgNumber(env),
    offices: offices(contact),
    elevenLabs: {
      agentId: read(env, 'PUBLIC_ENV__ELEVENLABS_AGENT_ID'),
      voiceId: {
        nb: read(env, 'PUBLIC_ENV__ELEVENLABS_VOICE_ID_NB'),
        en: read(env, 'PUBLIC_ENV__ELEVENLABS_VOICE_ID_EN'),
      },
    },
    googleAds: {
      id: read(env, 'PUBLIC_ENV__GOOGLE_ADS_ID'),
      labels: {
        pro: read(env, 'PUBLIC_ENV__GOOGLE_ADS_LABEL_PRO'),
        free: read(env, 'PUBLIC_ENV__GOOGLE_ADS_LABEL_FREE'),
        demo: read(env, 'PUBLIC_ENV__GOOGLE_ADS_LABEL_DEMO'),
      },
    },
    plugin: {
      wordpressDirectoryUrl:
        read(env, 'PLUGIN_WORDPRESS_URL') ?? 'https://wordpress.org/plugins/fjordlys-text-to-speech/',
      proShopUrl: read(env, 'PLUGIN_PRO_SHOP_URL') ?? 'https://shop.fjordlys.example/tekst-til-tale-pro/',
      freeDownloadUrl:
        read(env, 'PLUGIN_FREE_DOWNLOAD_URL') ?? 'https://downloads.wordpress.org/plugin/fjordlys-text-to-speech.zip',
    },
  }
}

/**
 * The variables the browser bundle may see, each written out as `import.meta.env.NAME`: Vite and
 * Vike replace only that exact form at build time (a computed lookup or a cast around
 * `import.meta` left the browser with none of them, so the ad tag and the voice agent never
 * saw their ids). Under plain Node (server, scripts) there is no Vite env object and reading
 * from it throws; there `process.env` has everything.
 */
function bundledEnv(): Env {
  try {
    return readBundledEnv()
  } catch {
    return {}
  }
}

function readBundledEnv(): Env {
  return {
    SITE_URL: import.meta.env.SITE_URL,
    AGENCY_NAME: import.meta.env.AGENCY_NAME,
    ORG_NUMBER: import.meta.env.ORG_NUMBER,
    PLUGIN_WORDPRESS_URL: import.meta.env.PLUGIN_WORDPRESS_URL,
    PLUGIN_PRO_SHOP_URL: import.meta.env.PLUGIN_PRO_SHOP_URL,
    PLUGIN_FREE_DOWNLOAD_URL: import.meta.env.PLUGIN_FREE_DOWNLOAD_URL,
    PUBLIC_ENV__ELEVENLABS_AGENT_ID: import.meta.env.PUBLIC_ENV__ELEVENLABS_AGENT_ID,
    PUBLIC_ENV__ELEVENLABS_VOICE_ID_NB: import.meta.env.PUBLIC_ENV__ELEVENLABS_VOICE_ID_NB,
    PUBLIC_ENV__ELEVENLABS_VOICE_ID_EN: import.meta.env.PUBLIC_ENV__ELEVENLABS_VOICE_ID_EN,
    PUBLIC_ENV__GOOGLE_ADS_ID: import.meta.env.PUBLIC_ENV__GOOGLE_ADS_ID,
    PUBLIC_ENV__GOOGLE_ADS_LABEL_PRO: import.meta.env.PUBLIC_ENV__GOOGLE_ADS_LABEL_PRO,
    PUBLIC_ENV__GOOGLE_ADS_LABEL_FREE: import.meta.env.PUBLIC_ENV__GOOGLE_ADS_LABEL_FREE,
    PUBLIC_ENV__GOOGLE_ADS_LABEL_DEMO: import.meta.env.PUBLIC_ENV__GOOGLE_ADS_LABEL_DEMO,
  } as Env
}

function currentEnv(): Env {
  // Under Vite (build, dev, tests) the bundled variables above count;
  // under plain Node (server, scripts) `process.env` does.
  const nodeEnv = typeof process !== 'undefined' && process.env ? (process.env as Env) : {}
  const viteEnv = Object.fromEntries(Object.entries(bundledEnv()).filter(([, value]) => value !== undefined))
  return { ...nodeEnv, ...viteEnv }
}

export const settings: Settings = resolveSettings(currentEnv())

/** Consent for cookies is asked only when an ad tag is configured; without one no cookie needs it. */
export function consentNeeded(site: Pick<Settings, 'googleAds'> = settings): boolean {
  return Boolean(site.googleAds.id)
}

/** The head office (see `Office.head`): the company's business address. */
export function headOffice(site: Pick<Settings, 'offices'> = settings): Office {
  const office = site.offices.find((candidate) => candidate.head)
  if (!office) throw new Error('settings.offices has no head office')
  return office
}

/** `tel:` href for the phone number. */
export function phoneHref(phone: string = settings.phone): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

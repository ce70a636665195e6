/**
 * Brand and integration settings (decisions.md, "Brand and settings").
 * Defaults live here once; environment variables override them at build and start time.
 * In the browser bundle Vite exposes only the variables named in `envPrefix` (vite.config.ts).
 */

export type Office = { city: string }

export type Settings = {
  agencyName: string
  /** The name as copy uses it, without the company form ("AS"). */
  brandName: string
  siteUrl: string
  phone: string
  email: string
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

export function resolveSettings(env: Env): Settings {
  const agencyName = read(env, 'AGENCY_NAME') ?? 'Fjordlys Digital AS'
  return {
    agencyName,
    brandName: agencyName.replace(/\s+(AS|ASA|ENK)$/u, ''),
    siteUrl: origin(read(env, 'SITE_URL') ?? 'https://www.fjordlys.example'),
    phone: read(env, 'AGENCY_PHONE') ?? '+47 21 00 00 00',
    email: read(env, 'AGENCY_EMAIL') ?? 'post@fjordlys.example',
    offices: [{ city: 'Oslo' }, { city: 'Bergen' }],
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

function currentEnv(): Env {
  // Under Vite (build, dev, tests) `import.meta.env` holds the exposed variables;
  // under plain Node (server, scripts) `process.env` does.
  const viteEnv = (import.meta as { env?: Env }).env
  const nodeEnv = typeof process !== 'undefined' && process.env ? (process.env as Env) : {}
  return { ...nodeEnv, ...(viteEnv ?? {}) }
}

export const settings: Settings = resolveSettings(currentEnv())

/** `tel:` href for the phone number. */
export function phoneHref(phone: string = settings.phone): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/**
 * Google Ads with Consent Mode v2 and the plugin-page conversion bindings.
 * Loaded only after the visitor has accepted ad cookies; nothing here runs before that.
 *
 * Conversion bindings: give a plugin button `data-track="pro" | "free" | "demo"`.
 * - pro: reports a conversion worth 25 NOK, then the link is followed as usual;
 * - free: reports 5 NOK, then opens the link's href (the download) in a new tab;
 * - demo: reports a conversion without a value.
 * The bindings are attached `timing.trackingBindMs` after the tag starts.
 */
import { settings, type Settings } from '../../../content/site/settings'
import { timing } from '../../../machines/timing'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

export type TrackKind = 'pro' | 'free' | 'demo'
export const trackAttribute = 'data-track'
/** Conversion values in NOK, reported with each tracked click. */
export const conversionValueNok: Record<TrackKind, number | null> = { pro: 25, free: 5, demo: null }

/** Where the Google tag script comes from (also allowed by the CSP when a tag id is set). */
export const tagOrigin = 'https://www.googletagmanager.com'

const consentKeys = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const

function consentState(value: 'granted' | 'denied') {
  return Object.fromEntries(consentKeys.map((key) => [key, value]))
}

/** The standard gtag queue, with Consent Mode v2 defaulting to denied. Idempotent. */
export function ensureGtag(): Gtag {
  if (window.gtag) return window.gtag
  window.dataLayer = window.dataLayer ?? []
  const gtag: Gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag = gtag
  gtag('consent', 'default', { ...consentState('denied'), wait_for_update: 500 })
  return gtag
}

let started = false

/** Grants ad consent, loads the tag once and binds the conversions. */
export function startGoogleAds(config: Settings['googleAds'] = settings.googleAds): void {
  const gtag = ensureGtag()
  gtag('consent', 'update', consentState('granted'))
  if (started || !config.id) return
  started = true
  const script = document.createElement('script')
  script.async = true
  script.src = `${tagOrigin}/gtag/js?id=${encodeURIComponent(config.id)}`
  document.head.append(script)
  gtag('js', new Date())
  gtag('config', config.id)
  window.setTimeout(() => bindConversions(gtag, config), timing.trackingBindMs)
}

/** Withdraws ad consent for the rest of the visit (the tag, once loaded, stays but may not store). */
export function denyGoogleAds(): void {
  ensureGtag()('consent', 'update', consentState('denied'))
}

function isTrackKind(value: string | undefined): value is TrackKind {
  return value === 'pro' || value === 'free' || value === 'demo'
}

/** Delegated click tracking for every `[data-track]` element. Returns the unbinding function. */
export function bindConversions(gtag: Gtag, config: Settings['googleAds']): () => void {
  const onClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${trackAttribute}]`) : null
    const kind = element?.getAttribute(trackAttribute) ?? undefined
    if (!element || !isTrackKind(kind)) return
    const label = config.labels[kind]
    if (config.id && label) {
      const value = conversionValueNok[kind]
      gtag('event', 'conversion', {
        send_to: `${config.id}/${label}`,
        ...(value === null ? {} : { value, currency: 'NOK' }),
      })
    }
    if (kind === 'free' && element instanceof HTMLAnchorElement && element.href) {
      event.preventDefault()
      window.open(element.href, '_blank', 'noopener')
    }
  }
  // Capture phase: an island that is not live yet holds a click on its controls (to replay it
  // once it is), so a bubbling listener would miss those.
  document.addEventListener('click', onClick, { capture: true })
  return () => document.removeEventListener('click', onClick, { capture: true })
}

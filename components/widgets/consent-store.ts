/**
 * The visitor's cookie choice, kept in localStorage. Tiny on purpose: it is part of every page's
 * first load; the banner and the ad tag load only when needed.
 */
import { settings } from '../../content/settings'

export type ConsentChoice = 'granted' | 'denied'

export const consentStorageKey = 'fjordlys-consent-v1'
/** Dispatched on window to reopen the banner (the footer's cookie-settings button). */
export const openConsentEvent = 'fjordlys:open-consent'

/** Consent is only asked for when an ad tag is configured; without one no cookie needs it. */
export function consentNeeded(): boolean {
  return Boolean(settings.googleAds.id)
}

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(consentStorageKey)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(consentStorageKey, choice)
  } catch (error) {
    console.error('Consent: the choice could not be stored', error)
  }
}

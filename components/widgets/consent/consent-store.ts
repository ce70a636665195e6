/**
 * The visitor's cookie choice, kept in localStorage. Tiny on purpose: it is part of every page's
 * first script; the banner and the ad tag load only when needed.
 */

export type ConsentChoice = 'granted' | 'denied'

export const consentStorageKey = 'fjordlys-consent-v1'

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

/**
 * Marks the footer's "Cookie settings" button, rendered only when consent is asked for (an ad tag
 * is configured). Its presence is how the page's first script knows to load the consent code
 * (./consent.ts) at all: a page without an ad tag loads none of it.
 */
export const consentSettingsAttribute = 'data-consent-settings'

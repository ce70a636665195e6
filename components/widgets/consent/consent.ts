/**
 * Ad-cookie consent, asked for only when an ad tag is configured (`consentNeeded` in
 * content/site/settings.ts). The page's first script loads this module only on a page whose
 * footer has the "Cookie settings" button, which is there exactly when consent is asked for, so
 * it reads no settings itself. The banner (React) loads when it has to show, the Google Ads tag only
 * after the visitor accepts (./google-ads.ts), and the footer's button reopens the banner.
 */
import { consentSettingsAttribute } from './consent-settings'
import { readConsent, writeConsent, type ConsentChoice } from './consent-store'

function applyChoice(choice: ConsentChoice) {
  void import('./google-ads').then((ads) => (choice === 'granted' ? ads.startGoogleAds() : ads.denyGoogleAds()))
}

let choice: ConsentChoice | null = null

function showBanner(focusOnOpen: boolean) {
  void import('./consent-banner-opener').then((opener) =>
    opener.showConsentBanner({
      focusOnOpen,
      onChoose: (next) => {
        const previous = choice
        writeConsent(next)
        choice = next
        if (next === 'granted' || previous === 'granted') applyChoice(next)
      },
    }),
  )
}

/** Starts the tag for a visitor who accepted before, asks a first-time visitor, and wires the footer button. */
export function startConsent(): void {
  choice = readConsent()
  if (choice === 'granted') applyChoice('granted')
  if (choice === null) showBanner(false)
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${consentSettingsAttribute}]`) : null
    if (button) showBanner(true)
  })
}

/**
 * Ad-cookie consent, asked for only when an ad tag is configured (`consentNeeded` in
 * content/site/settings.ts). Part of every page's first script, so it stays small and reads no
 * settings: the page tells it, since the footer has its "Cookie settings" button exactly when
 * consent is asked for. The banner (React) loads when it has to show, the Google Ads tag only
 * after the visitor accepts (./google-ads.ts), and the footer's button reopens the banner.
 */
import { readConsent, writeConsent, type ConsentChoice } from './consent-store'

/** Marks the footer's button that reopens the banner (rendered only when consent is asked for). */
export const consentSettingsAttribute = 'data-consent-settings'

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
  if (!document.querySelector(`[${consentSettingsAttribute}]`)) return
  choice = readConsent()
  if (choice === 'granted') applyChoice('granted')
  if (choice === null) showBanner(false)
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${consentSettingsAttribute}]`) : null
    if (button) showBanner(true)
  })
}

/**
 * Asks for ad-cookie consent when an ad tag is configured, remembers the answer, and starts the
 * Google Ads tag (with Consent Mode v2) only after the visitor accepts. Part of every page.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { consentUi } from '../../content/ui-consent'
import { useLocale } from '../../renderer/locale'
import { consentNeeded, openConsentEvent, readConsent, writeConsent, type ConsentChoice } from './consent-store'

const ConsentBanner = lazy(() => import('./consent-banner'))

function applyChoice(choice: ConsentChoice) {
  void import('./google-ads').then((ads) => (choice === 'granted' ? ads.startGoogleAds() : ads.denyGoogleAds()))
}

const noSubscription = () => () => {}
/** The stored choice in the browser; 'server' while prerendering and hydrating. */
function useStoredConsent(): ConsentChoice | null | 'server' {
  return useSyncExternalStore(noSubscription, readConsent, () => 'server' as const)
}

export function ConsentHost() {
  const stored = useStoredConsent()
  const [choice, setChoice] = useState<ConsentChoice | null>(null)
  const [reopened, setReopened] = useState(false)
  const needed = consentNeeded()

  useEffect(() => {
    if (!needed) return
    if (stored === 'granted') applyChoice('granted')
    const reopen = () => setReopened(true)
    window.addEventListener(openConsentEvent, reopen)
    return () => window.removeEventListener(openConsentEvent, reopen)
  }, [needed, stored])

  const firstVisit = stored === null && choice === null
  if (!needed || (!firstVisit && !reopened)) return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        focusOnOpen={reopened}
        onChoose={(next) => {
          const previous = choice ?? (stored === 'server' ? null : stored)
          writeConsent(next)
          setChoice(next)
          setReopened(false)
          if (next === 'granted' || previous === 'granted') applyChoice(next)
        }}
      />
    </Suspense>
  )
}

/** The footer's "Cookie settings" list item with its button; rendered only when consent is asked for. */
export function ConsentSettingsItem({ className }: { className?: string }) {
  const label = consentUi[useLocale()].settings
  if (!consentNeeded()) return null
  return (
    <li>
      <button
        type="button"
        className={className}
        data-testid="consent-settings"
        onClick={() => window.dispatchEvent(new Event(openConsentEvent))}
      >
        {label}
      </button>
    </li>
  )
}

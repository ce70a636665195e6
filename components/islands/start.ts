/**
 * What every page runs (its +client.ts): the islands runtime, which hydrates each interactive part
 * when a visitor needs it, and the page-wide behaviours that need no markup of their own: calls to
 * action that open the contact dialog, opening search, the header's theme toggle and menu, and
 * (loaded only when an ad tag is configured) the consent banner. An FAQ question or the
 * carousel's pause button or an audio player's play button tapped before its island is live answers at once (./runtime.ts, early
 * answers); so does a call to action, which opens the contact dialog in the page's HTML. A job page opened
 * at another spelling of its address gets its canonical one (job-address.ts).
 *
 * Every page, job pages included, runs this through the one renderer/+client.ts: a page's own
 * behaviour keys on its markup, so every page loads the same, already cached, first script.
 */
import { islandAttr } from './names'
import { startIslands } from './runtime'
import { watchSearch } from '../search/search-start'
import { watchContactCtas } from '../widgets/contact/contact-cta'
import { consentSettingsAttribute } from '../widgets/consent/consent-settings'
import { watchHeader } from '../layout/header-start'
import { toggleFaqEarly } from '../sections/shared/faq-early'
import { toggleCarouselEarly } from '../sections/shared/testimonial-carousel-early'
import { toggleAudioEarly } from '../widgets/audio-player/audio-player-early'
import { moveToCanonicalAddress } from '../sections/careers/job-address'

export function startPage(): void {
  startIslands(document, {
    'faq-accordion': toggleFaqEarly,
    'testimonial-carousel': toggleCarouselEarly,
    'audio-player': toggleAudioEarly,
  })
  watchHeader()
  watchContactCtas()
  // Only a page that asks for consent (an ad tag is configured) loads the consent code.
  if (document.querySelector(`[${consentSettingsAttribute}]`))
    void import('../widgets/consent/consent').then((consent) => consent.startConsent())
  watchSearch()
  moveToCanonicalAddress()
  document.documentElement.setAttribute(islandAttr.started, 'started')
}

/**
 * The ALTCHA widget (a web component) as the contact forms use it. Browser only, and loaded only
 * by a form's island once it is live (./proof-of-work.tsx imports it): an idle page, or one whose
 * forms nobody touched, loads none of it.
 *
 * The site's Content Security Policy allows no inline script and no `eval`, so this is ALTCHA's
 * "external" build: its styles come as a stylesheet (`altcha/altcha.css`, plus the site's colours
 * in ./altcha-widget.css) and its proof-of-work code as a worker script of its own
 * (`altcha/workers/pbkdf2`, served from this site: the CSP's `worker-src 'self'`). Only the
 * algorithm the server issues (PBKDF2/SHA-256, server/proof-of-work.ts) is registered.
 */
import 'altcha/external'
import 'altcha/altcha.css'
import './altcha-widget.css'
import pbkdf2Worker from 'altcha/workers/pbkdf2?url'
import type { Configuration, State } from 'altcha/types'
import type { Locale } from '../../../content/site/locales'
import type { WidgetStrings } from '../../../content/strings/widgets'
import { timing } from '../../../machines/timing'

/** The challenge's own account of itself (server/proof-of-work.ts, `ChallengeData`). */
type ChallengeData = { issuedAt?: number; fillMs?: number }

/** What the widget reports: solving, solved (the payload and when the message may go), or failed. */
export type WidgetReport =
  { state: 'solving' } | { state: 'solved'; payload: string; sendableAt: number } | { state: 'failed' }

export type MountedWidget = {
  /** Starts again with a new challenge (the last one was spent, refused or could not be fetched). */
  renew: () => void
  remove: () => void
}

/**
 * Workers started before their challenge has arrived, for the widget to take when it solves: the
 * worker's script is fetched and started while the challenge is on its way, not after it (on a
 * slow 4G link a second round trip of about 0.6 s, more than the solving itself). The widget ends
 * each worker once solved; a later challenge starts new ones from the cached script.
 */
const warmWorkers: Worker[] = []

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => warmWorkers.pop() ?? new Worker(pbkdf2Worker))

/** Workers that solve at once: the device's cores, at most four (each is a thread for a second). */
function workers(): number {
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2))
}

function warmUp(count: number): void {
  while (warmWorkers.length < count) warmWorkers.push(new Worker(pbkdf2Worker))
}

function coolDown(): void {
  for (const worker of warmWorkers.splice(0)) worker.terminate()
}

/** The challenge's data out of the widget's payload (base64 JSON of the challenge and its solution). */
function challengeData(payload: string): { data: ChallengeData; lifetimeMs: number | null } {
  try {
    const parsed = JSON.parse(atob(payload)) as {
      challenge?: { parameters?: { data?: ChallengeData; expiresAt?: number } }
    }
    const parameters = parsed.challenge?.parameters
    const data = parameters?.data ?? {}
    const lifetimeMs =
      parameters?.expiresAt && typeof data.issuedAt === 'number' ? parameters.expiresAt * 1000 - data.issuedAt : null
    return { data, lifetimeMs }
  } catch {
    return { data: {}, lifetimeMs: null }
  }
}

/**
 * Puts a widget into `host` that fetches a challenge from `challengeUrl` at once and solves it,
 * labelled with `strings` in `locale`, and reports to `report`. A solution is renewed shortly
 * before its challenge expires (`timing.proofRenewBeforeExpiryMs`, counted from when it arrived,
 * on this device's clock), so the form always holds one it can send.
 */
export function mountWidget(
  host: HTMLElement,
  {
    challengeUrl,
    locale,
    strings,
    report,
    simulated = false,
  }: {
    challengeUrl: string
    locale: Locale
    strings: WidgetStrings['proofOfWork']['widget']
    report: (report: WidgetReport) => void
    /** ALTCHA's test mode: no challenge is fetched and the widget reports a made-up solution (stories). */
    simulated?: boolean
  },
): MountedWidget {
  globalThis.$altcha.i18n.set(locale, strings)
  let arrivedAt = 0
  let renewal: ReturnType<typeof setTimeout> | undefined
  const widget = document.createElement('altcha-widget')
  widget.setAttribute('name', 'altcha')
  widget.setAttribute('language', locale)
  // The element's methods exist once it has rendered (its `load` event).
  let loaded = false
  const renew = () => {
    clearTimeout(renewal)
    if (!loaded) return
    widget.reset()
    void widget.verify()
  }
  const configuration: Partial<Configuration> = {
    challenge: challengeUrl,
    test: simulated,
    workers: workers(),
    // Nothing added to make it look slower than it is; nothing collected about the visitor's pointer.
    minDuration: 0,
    humanInteractionSignature: false,
    hideFooter: true,
    disableAutoFocus: true,
    credentials: 'same-origin',
    // The moment the challenge arrived: the message may go its `fillMs` later.
    fetch: async (input, init) => {
      const response = await fetch(input, init)
      arrivedAt = Date.now()
      return response
    },
  }
  widget.addEventListener('statechange', (event) => {
    const { state } = (event as CustomEvent<{ state: State }>).detail
    if (state === 'verifying') report({ state: 'solving' })
    else if (state === 'error') report({ state: 'failed' })
    else if (state === 'expired') renew()
  })
  widget.addEventListener('verified', (event) => {
    const { payload } = (event as CustomEvent<{ payload: string }>).detail
    const { data, lifetimeMs } = challengeData(payload)
    report({ state: 'solved', payload, sendableAt: arrivedAt + (data.fillMs ?? 0) })
    clearTimeout(renewal)
    if (lifetimeMs !== null) renewal = setTimeout(renew, Math.max(0, lifetimeMs - timing.proofRenewBeforeExpiryMs))
  })
  widget.addEventListener(
    'load',
    () => {
      loaded = true
      void widget.configure(configuration)
      // At once: the form is live because the visitor has begun with it.
      void widget.verify()
    },
    { once: true },
  )
  host.append(widget)
  if (!simulated) warmUp(configuration.workers ?? 1)
  return {
    renew,
    remove: () => {
      clearTimeout(renewal)
      coolDown()
      widget.remove()
    },
  }
}

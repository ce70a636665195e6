/**
 * The contact forms' spam check in the form: the ALTCHA widget (./altcha-widget.ts), which solves
 * a proof of work from the server while the visitor types, and reports to the form's machine
 * (PROOF_PENDING, PROOF_SOLVED, PROOF_FAILED). The widget's code is loaded when the form goes
 * live, never with the page; until then, and should it not load at all, the form shows what the
 * check is. A widget that cannot load reports PROOF_FAILED, and the form says so.
 */
import { useEffect, useRef, useState } from 'react'
import type { ProofEvent } from '../../../machines/contact-send'
import { widgetUi } from '../../../content/strings/widgets'
import { useLocale, useStrings } from '../../../renderer/locale'

/** Where the widget fetches its challenges (server/routes/contact.ts). */
export const challengePath = '/api/contact/challenge'

type ProofOfWorkProps = {
  /** Sends the widget's news to the form's machine (the machine's `send`, which stays the same). */
  send: (event: ProofEvent) => void
  /** The form's count of requests for a new proof: the widget starts again whenever it grows. */
  renewals: number
  /** The widget pretends to solve, with no server (ALTCHA's test mode): for the story catalogue. */
  simulated?: boolean
}

/** The widget in the form (live forms only: the component renders its place, the effect fills it). */
function ProofOfWork({ send, renewals, simulated = false }: ProofOfWorkProps) {
  const locale = useLocale()
  const t = useStrings(widgetUi).proofOfWork
  const host = useRef<HTMLDivElement>(null)
  const widget = useRef<{ renew: () => void; remove: () => void } | null>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let gone = false
    import('./altcha-widget')
      .then(({ mountWidget }) => {
        if (gone || !host.current) return
        setReady(true)
        widget.current = mountWidget(host.current, {
          challengeUrl: challengePath,
          locale,
          strings: t.widget,
          simulated,
          report: (report) => {
            if (report.state === 'solving') send({ type: 'PROOF_PENDING' })
            else if (report.state === 'failed') send({ type: 'PROOF_FAILED' })
            else send({ type: 'PROOF_SOLVED', payload: report.payload, sendableAt: report.sendableAt })
          },
        })
      })
      .catch((error: unknown) => {
        console.error('The spam check could not be loaded', error)
        if (!gone) send({ type: 'PROOF_FAILED' })
      })
    return () => {
      gone = true
      widget.current?.remove()
      widget.current = null
    }
  }, [locale, t.widget, send, simulated])

  const asked = useRef(renewals)
  useEffect(() => {
    if (renewals === asked.current) return
    asked.current = renewals
    widget.current?.renew()
  }, [renewals])

  return (
    <div data-slot="proof-of-work" data-ready={ready ? '' : undefined} className="space-y-2">
      {/* The widget goes here once its code has arrived; React renders nothing inside. */}
      <div ref={host} hidden={!ready} />
      {ready ? null : (
        <p className="rounded-lg border border-border bg-surface px-3 py-3.5 text-sm text-fg-muted">{t.waiting}</p>
      )}
      <p className="text-sm text-fg-muted">{t.note}</p>
    </div>
  )
}

export { ProofOfWork }

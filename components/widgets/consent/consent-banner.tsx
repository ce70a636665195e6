import { useEffect, useRef } from 'react'
import { Link } from '../../ui/link'
import { Button } from '../../ui/button'
import { consentUi } from '../../../content/strings/consent'
import { useStrings } from '../../../renderer/locale'

/** The bilingual consent banner: a non-modal region at the bottom of the window. */
export default function ConsentBanner({
  onChoose,
  focusOnOpen = false,
}: {
  onChoose: (choice: 'granted' | 'denied') => void
  focusOnOpen?: boolean
}) {
  const t = { consent: useStrings(consentUi) }
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus()
  }, [focusOnOpen])
  return (
    <section
      aria-labelledby="consent-title"
      data-slot="consent-banner"
      data-testid="consent-banner"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-card border border-border bg-bg p-5 text-fg shadow-raised"
    >
      <h2 id="consent-title" ref={heading} tabIndex={-1} className="text-h3 outline-none">
        {t.consent.title}
      </h2>
      <p className="mt-2 text-fg-muted">
        {t.consent.body}{' '}
        <Link to="privacy" className="underline">
          {t.consent.privacy}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => onChoose('granted')} data-testid="consent-accept">
          {t.consent.accept}
        </Button>
        <Button variant="outline" onClick={() => onChoose('denied')} data-testid="consent-reject">
          {t.consent.reject}
        </Button>
      </div>
    </section>
  )
}

export { ConsentBanner }

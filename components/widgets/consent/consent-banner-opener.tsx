/** Shows the consent banner (./consent.ts decides when), mounted on first use and closed by a choice. */
import { mountClientPart } from '../../islands/mount'
import ConsentBanner from './consent-banner'

type Options = { focusOnOpen: boolean; onChoose: (choice: 'granted' | 'denied') => void }

let render: ReturnType<typeof mountClientPart> | null = null

export function showConsentBanner({ focusOnOpen, onChoose }: Options): void {
  render ??= mountClientPart()
  const show = render
  show(
    <ConsentBanner
      // A new key on every opening, so a reopened banner mounts afresh and takes focus.
      key={Date.now()}
      focusOnOpen={focusOnOpen}
      onChoose={(choice) => {
        show(null)
        onChoose(choice)
      }}
    />,
  )
}

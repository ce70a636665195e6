/**
 * Calls to action that open the contact dialog. A CTA is a link to the contact page marked with
 * `data-contact-cta="<topic>"` (content/site/contact-topics.ts; a plan's button also names its plan in
 * `data-contact-plan`), so it works before any script and without one; the dialog it opens is
 * titled for its topic. Once the page's islands
 * runtime has started, a plain click on it opens the dialog instead: React and the dialog load
 * on that click (or earlier, when the pointer comes over a CTA or it gets focus) and the link says
 * `aria-busy` meanwhile. Should that code fail to load, the click goes to the contact page after all.
 */
import { defaultContactTopic, type ContactTopic } from '../../content/site/contact-topics'
import { contactCtaAttribute, contactPlanAttribute } from './contact-cta-attributes'

/** Props that make a link to the contact page a call-to-action about `topic`. */
export function contactCtaProps(topic: ContactTopic = defaultContactTopic, plan?: string) {
  return { [contactCtaAttribute]: topic, ...(plan ? { [contactPlanAttribute]: plan } : {}) }
}

const loadOpener = () => import('./contact-dialog-opener')

function ctaOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${contactCtaAttribute}]`) : null
}

/** Starts listening for CTA clicks on the whole document. */
export function watchContactCtas(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = ctaOf(event.target)
    if (!link) return
    event.preventDefault()
    link.setAttribute('aria-busy', 'true')
    loadOpener()
      .then((opener) => opener.openContactDialog(link))
      .catch((error: unknown) => {
        console.error('Contact dialog could not be loaded; opening the contact page instead', error)
        window.location.assign(link.href)
      })
      .finally(() => link.removeAttribute('aria-busy'))
  })
  const preload = (event: Event) => {
    if (ctaOf(event.target)) loadOpener().catch(() => {})
  }
  document.addEventListener('pointerover', preload, { passive: true })
  document.addEventListener('focusin', preload)
}

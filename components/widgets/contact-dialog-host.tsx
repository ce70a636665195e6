/**
 * One delegated click handler for every call-to-action of the site: any element with
 * `data-contact-cta` (a link to the contact page, so it works without JavaScript) opens the
 * contact dialog instead. The dialog's code loads on first use (or on first hover/focus of a CTA).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react'

const loadDialog = () => import('./contact-dialog')
const ContactDialog = lazy(loadDialog)

/** The attribute that marks a call-to-action. */
export const contactCtaAttribute = 'data-contact-cta'
/**
 * Props that make a link to the contact page a call-to-action. `data-vike="false"` keeps Vike's
 * client router away from it: the router navigates on every same-site link click without
 * looking at `defaultPrevented`, so the dialog would open on the contact page instead.
 */
export const contactCtaProps = { 'data-contact-cta': '', 'data-vike': 'false' } as const

/** A custom event that opens the dialog from code: `window.dispatchEvent(new Event(openContactDialogEvent))`. */
export const openContactDialogEvent = 'fjordlys:open-contact'

function ctaOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${contactCtaAttribute}]`) : null
}

export function ContactDialogHost() {
  const [openRequest, setOpenRequest] = useState(0)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const cta = ctaOf(event.target)
      if (!cta) return
      event.preventDefault()
      returnFocusTo.current = cta
      setOpenRequest((n) => n + 1)
    }
    const onIntent = (event: Event) => {
      if (ctaOf(event.target)) void loadDialog()
    }
    const onOpen = () => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setOpenRequest((n) => n + 1)
    }
    // Capture phase: a click inside a section React has not hydrated yet (the lazy sections below
    // the fold) is stopped by React at its root, to be replayed after hydration; a bubbling
    // listener on the document would never see it and the link would load the contact page.
    document.addEventListener('click', onClick, { capture: true })
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    window.addEventListener(openContactDialogEvent, onOpen)
    return () => {
      document.removeEventListener('click', onClick, { capture: true })
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
      window.removeEventListener(openContactDialogEvent, onOpen)
    }
  }, [])

  if (openRequest === 0) return null
  return (
    <Suspense fallback={null}>
      <ContactDialog openRequest={openRequest} returnFocusTo={returnFocusTo} />
    </Suspense>
  )
}

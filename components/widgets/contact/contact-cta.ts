/**
 * Calls to action that open the contact dialog. A CTA is a link to the contact page marked with
 * `data-contact-cta="<topic>"` (content/site/contact-topics.ts; a plan's button also names its plan in
 * `data-contact-plan`), so it works before any script and without one; the dialog it opens is
 * titled for its topic.
 *
 * The dialog is in the page's HTML (./contact-dialog.island.tsx). Once this first script runs, a
 * plain click on a CTA opens it at once, without waiting for React: before the dialog's island is
 * live, this code shows the topic's title, writes the topic into the island's props and opens
 * the dialog with focus in it, which wakes the island (its code starts loading when the pointer
 * comes over a CTA or it gets focus); the form can be filled in meanwhile and the island takes
 * the typed text over. Once the island is live, the CTA asks it to open instead. A page without
 * the dialog, or a CTA whose topic the dialog has no title for, lets the link go to the contact
 * page.
 */
import {
  changeProps,
  dialogIsland,
  isPlainClick,
  onIntent,
  openDialogIsland,
  preloadIsland,
  type DialogIsland,
} from '../../islands/runtime'
import { contactCtaAttribute, contactPlanAttribute } from './contact-cta-attributes'
import {
  contactDialogId,
  contactOpenEvent,
  showDialog,
  showTopic,
  topicIn,
  type ContactOpenDetail,
} from './contact-dialog-markup'

function ctaOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${contactCtaAttribute}]`) : null
}

/**
 * Opens the dialog about the CTA `link`'s topic. Closing it gives focus back to what had it before,
 * as a modal dialog does by itself: the CTA, or the menu button when the CTA was in the menu, which
 * closed as it was followed.
 */
function openFrom(link: HTMLAnchorElement, found: DialogIsland, topic: ContactOpenDetail['topic']) {
  const plan = link.getAttribute(contactPlanAttribute) ?? undefined
  const detail: ContactOpenDetail = { topic, plan }
  openDialogIsland(found, contactOpenEvent, detail, () => {
    // Not live yet: answer in the HTML, as the component renders it, and hydrate in that state.
    showTopic(found.dialog, detail)
    changeProps<Partial<ContactOpenDetail>>(found.island, (props) => Object.assign(props, detail))
    showDialog(found.dialog)
  })
}

/** Starts listening for CTA clicks on the whole document. */
export function watchContactCtas(): void {
  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return
    const link = ctaOf(event.target)
    const found = link && dialogIsland(contactDialogId)
    const topic = found && topicIn(found.dialog, link.getAttribute(contactCtaAttribute))
    if (!link || !found || !topic) return
    event.preventDefault()
    openFrom(link, found, topic)
  })
  onIntent((event) => {
    const found = ctaOf(event.target) && dialogIsland(contactDialogId)
    if (found) preloadIsland(found.island)
  })
}

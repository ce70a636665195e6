/**
 * The FAQ's early answer (part of the page's first script, so plain DOM code): a question tapped
 * before the accordion island is live opens at once, without waiting for React and Radix.
 *
 * It changes the markup exactly as the accordion (./faq-accordion.island.tsx) renders the new
 * state: every item's, heading's, trigger's and answer's `data-state`, the trigger's
 * `aria-expanded`, and its `aria-controls` (present only while open). It also writes the open
 * question into the island's props as `defaultValue`, so that the accordion hydrates in that state
 * and finds the markup it would render itself. The CSS opens the answer with the usual motion.
 * A unit test holds the result equal to the accordion's own render of the same state.
 */
import { changeProps, type EarlyAnswer } from '../../islands/runtime'

const slot = {
  item: '[data-slot="faq-item"]',
  trigger: '[data-slot="accordion-trigger"]',
  answer: '[data-slot="accordion-content"]',
} as const

function show(item: Element, open: boolean) {
  const trigger = item.querySelector(slot.trigger)
  const answer = item.querySelector(slot.answer)
  const heading = trigger?.parentElement
  if (!trigger || !answer || !heading) return
  const state = open ? 'open' : 'closed'
  for (const element of [item, heading, trigger, answer]) element.setAttribute('data-state', state)
  trigger.setAttribute('aria-expanded', String(open))
  if (open) trigger.setAttribute('aria-controls', answer.id)
  else trigger.removeAttribute('aria-controls')
}

/**
 * Opens the tapped question and closes the others, or closes it when it was the open one (the
 * accordion is single-open and collapsible).
 */
export const toggleFaqEarly: EarlyAnswer = (island, control) => {
  const item = control.matches(slot.trigger) ? control.closest(slot.item) : null
  const id = item?.getAttribute('data-faq-id')
  if (!item || !id) return false
  changeProps<{ defaultValue?: string }>(island, (props) => {
    const open = props.defaultValue === id ? undefined : id
    for (const each of island.querySelectorAll(slot.item)) show(each, each.getAttribute('data-faq-id') === open)
    if (open) props.defaultValue = open
    else delete props.defaultValue
  })
  return true
}

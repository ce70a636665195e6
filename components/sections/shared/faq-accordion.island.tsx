import type { Slots } from '../../islands/slot'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../ui/accordion'

export type FaqQuestion = { id: string; question: string }

type FaqAccordionProps = {
  /** The questions, in order; each answer is the slot of the same id. */
  items: FaqQuestion[]
  /** The item open at first, if any. */
  defaultValue?: string
  slots?: Slots
}

/** Splits items into two columns, filling the left one first. */
function columns<T>(items: T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2)
  return [items.slice(0, half), items.slice(half)]
}

/**
 * The FAQ's single-open Radix accordion in two columns, an island that hydrates on first
 * interaction. Opening an item closes the others; the open item closes on a second click. The
 * answers are static slots: rendered into the HTML once (closed ones hidden), never sent as props.
 */
export default function FaqAccordion({ items, defaultValue, slots }: FaqAccordionProps) {
  return (
    <Accordion
      type="single"
      collapsible
      defaultValue={defaultValue}
      className="grid items-start gap-x-10 lg:grid-cols-2"
    >
      {columns(items).map((column, i) => (
        <div key={i} data-slot="faq-column">
          {column.map((item) => (
            <AccordionItem key={item.id} value={item.id} data-slot="faq-item" data-faq-id={item.id}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{slots?.[item.id]}</AccordionContent>
            </AccordionItem>
          ))}
        </div>
      ))}
    </Accordion>
  )
}

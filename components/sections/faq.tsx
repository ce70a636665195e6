import type { FaqItem } from '../../content/types'
import type { RichText as RichTextValue } from '../../content/rich-text'
import { sectionStrings } from '../../content/sections'
import { useLocale } from '../../renderer/locale'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion'
import { RichText } from '../ui/rich-text'
import { Section } from '../ui/section'
import { SectionHeading } from './section-heading'

type FaqProps = {
  items: FaqItem[]
  title?: string
  intro?: string
  /** Anchor of the section. */
  id?: string
  tone?: 'default' | 'muted'
}

/** The item open at first: the first one marked expanded, otherwise none (spec section 4). */
export function initialFaqValue(items: FaqItem[]): string | undefined {
  return items.find((item) => item.expanded)?.id
}

function answerOf(item: FaqItem): RichTextValue | null {
  const { answer } = item
  if (answer === undefined) return null
  if (typeof answer === 'string' ? answer.trim() === '' : answer.length === 0) return null
  return answer
}

/** Splits items into two columns, filling the left one first. */
function columns(items: FaqItem[]): [FaqItem[], FaqItem[]] {
  const half = Math.ceil(items.length / 2)
  return [items.slice(0, half), items.slice(half)]
}

/**
 * Frequently asked questions: one single-open Radix accordion laid out in two columns.
 * Opening an item closes the others; the open item closes on a second click.
 */
function Faq({ items, title, intro, id = 'faq', tone = 'default' }: FaqProps) {
  const t = sectionStrings[useLocale()].faq
  const headingId = `${id}-title`
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId} data-section="faq">
      <SectionHeading id={headingId} title={title ?? t.defaultTitle} intro={intro} />
      <Accordion
        type="single"
        collapsible
        defaultValue={initialFaqValue(items)}
        className="grid items-start gap-x-10 lg:grid-cols-2"
      >
        {columns(items).map((column, i) => (
          <div key={i} data-slot="faq-column">
            {column.map((item) => {
              const answer = answerOf(item)
              return (
                <AccordionItem key={item.id} value={item.id} data-slot="faq-item" data-faq-id={item.id}>
                  <AccordionTrigger>{item.question}</AccordionTrigger>
                  {/* Closed answers are not mounted; the page's FAQPage JSON-LD carries every answer. */}
                  <AccordionContent>
                    {answer ? <RichText value={answer} /> : <p data-slot="faq-no-answer">{t.noAnswer}</p>}
                  </AccordionContent>
                </AccordionItem>
              )
            })}
          </div>
        ))}
      </Accordion>
    </Section>
  )
}

export { Faq }

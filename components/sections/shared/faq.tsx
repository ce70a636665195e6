import type { FaqItem } from '../../../content/types'
import type { RichText as RichTextValue } from '../../../content/rich-text'
import { sectionStrings } from '../../../content/strings/sections'
import { useStrings } from '../../../renderer/locale'
import { Island } from '../../islands/island'
import { RichText } from '../../ui/rich-text'
import { Section } from '../../ui/section'
import FaqAccordion from './faq-accordion.island'
import { SectionHeading } from './section-heading'

type FaqProps = {
  items: FaqItem[]
  title?: string
  intro?: string
  /** Anchor of the section. */
  id?: string
  tone?: 'default' | 'muted'
}

/** The item open at first: the first one marked expanded, otherwise none. */
export function initialFaqValue(items: FaqItem[]): string | undefined {
  return items.find((item) => item.expanded)?.id
}

function answerOf(item: FaqItem): RichTextValue | null {
  const { answer } = item
  if (answer === undefined) return null
  if (typeof answer === 'string' ? answer.trim() === '' : answer.length === 0) return null
  return answer
}

/**
 * Frequently asked questions: a heading and the accordion island, with every answer in the HTML.
 * The island hydrates as it nears the viewport, so a question tapped as soon as it is seen opens
 * at once (and a tap made before that is held and replayed).
 */
function Faq({ items, title, intro, id = 'faq', tone = 'default' }: FaqProps) {
  const t = useStrings(sectionStrings).faq
  const headingId = `${id}-title`
  const answers = Object.fromEntries(
    items.map((item) => {
      const answer = answerOf(item)
      return [item.id, answer ? <RichText value={answer} /> : <p data-slot="faq-no-answer">{t.noAnswer}</p>]
    }),
  )
  return (
    <Section id={id} tone={tone} aria-labelledby={headingId} data-section="faq">
      <SectionHeading id={headingId} title={title ?? t.defaultTitle} intro={intro} />
      <Island
        component={FaqAccordion}
        props={{
          items: items.map(({ id: itemId, question }) => ({ id: itemId, question })),
          defaultValue: initialFaqValue(items),
        }}
        slots={answers}
        hydrate="visible"
      />
    </Section>
  )
}

export { Faq }

import type { Story, StoryDefault } from '@ladle/react'
import servicePages from 'virtual:content/services'
import type { FaqItem } from '../../../content/types'
import { useLocale } from '../../../renderer/locale'
import { Faq } from './faq'

export default { title: 'Sections / FAQ' } satisfies StoryDefault

function ServiceFaq() {
  const copy = servicePages['starte-nettbutikk']![useLocale()]
  return (
    <div className="-m-6">
      <Faq title={copy.faq.title} items={copy.faq.items} />
    </div>
  )
}

/** The last item has no answer: it shows the "no answer" text when opened. */
function MissingAnswer() {
  const copy = servicePages['driftsavtale']![useLocale()]
  const items: FaqItem[] = [
    ...copy.faq.items.slice(0, 3),
    { id: 'missing', question: copy.faq.items[3]!.question, expanded: true },
  ].map((item, i) => ({ ...item, expanded: i === 3 }))
  return (
    <div className="-m-6">
      <Faq title={copy.faq.title} items={items} tone="muted" />
    </div>
  )
}

export const Norwegian: Story = () => <ServiceFaq />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <ServiceFaq />
English.meta = { locale: 'en' }
export const MissingAnswerNorwegian: Story = () => <MissingAnswer />
MissingAnswerNorwegian.meta = { locale: 'nb' }
export const MissingAnswerEnglish: Story = () => <MissingAnswer />
MissingAnswerEnglish.meta = { locale: 'en' }

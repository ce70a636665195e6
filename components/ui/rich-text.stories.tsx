import type { Story, StoryDefault } from '@ladle/react'
import type { RichText as RichTextValue } from '../../content/rich-text'
import type { Locale } from '../../content/site/locales'
import { useLocale } from '../../renderer/locale'
import { RichText } from './rich-text'

export default { title: 'UI / Rich text' } satisfies StoryDefault

const sample: Record<Locale, RichTextValue> = {
  nb: [
    { type: 'heading', level: 2, text: 'Slik jobber vi' },
    {
      type: 'paragraph',
      dropCap: true,
      content: [
        'Vi starter med å forstå ',
        { type: 'strong', text: 'hva kundene dine leter etter' },
        ', og bygger så sider som svarer på det. Les mer om ',
        { type: 'link', to: 'service', params: { slug: 'seo-optimalisering' }, text: 'SEO-optimalisering' },
        '.',
      ],
    },
    { type: 'unorderedList', items: [['Kartlegging'], ['Design og tekst'], ['Lansering og måling']] },
    { type: 'orderedList', items: [['Første møte'], ['Tilbud'], ['Oppstart']] },
    { type: 'blockquote', text: 'De leverte det de lovet, til avtalt tid.', cite: 'Daglig leder, Nordlys Regnskap' },
  ],
  en: [
    { type: 'heading', level: 2, text: 'How we work' },
    {
      type: 'paragraph',
      dropCap: true,
      content: [
        'We start by understanding ',
        { type: 'strong', text: 'what your customers are looking for' },
        ', then build pages that answer it. Read more about ',
        { type: 'link', to: 'service', params: { slug: 'seo-optimization' }, text: 'SEO' },
        '.',
      ],
    },
    { type: 'unorderedList', items: [['Discovery'], ['Design and copy'], ['Launch and measurement']] },
    { type: 'orderedList', items: [['First meeting'], ['Quote'], ['Kick-off']] },
    { type: 'blockquote', text: 'They delivered what they promised, on time.', cite: 'CEO, Nordlys Accounting' },
  ],
}

function Sample() {
  return <RichText value={sample[useLocale()]} className="max-w-prose" />
}

export const Norwegian: Story = () => <Sample />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <Sample />
English.meta = { locale: 'en' }

import type { Story, StoryDefault } from '@ladle/react'
import servicePages from 'virtual:content/services'
import { useLocale } from '../../renderer/locale'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

export default { title: 'UI / Accordion' } satisfies StoryDefault

function Items({ initiallyOpen }: { initiallyOpen?: string }) {
  const locale = useLocale()
  return (
    <Accordion type="single" collapsible defaultValue={initiallyOpen} className="max-w-2xl">
      {Object.entries(servicePages)
        .slice(0, 4)
        .map(([id, page]) => (
          <AccordionItem key={id} value={id}>
            <AccordionTrigger>{page[locale].meta.title}</AccordionTrigger>
            <AccordionContent>{page[locale].meta.description}</AccordionContent>
          </AccordionItem>
        ))}
    </Accordion>
  )
}

export const AllClosed: Story = () => <Items />
AllClosed.meta = { locale: 'nb' }
export const FirstOpenNorwegian: Story = () => <Items initiallyOpen="webdesign" />
FirstOpenNorwegian.meta = { locale: 'nb' }
export const FirstOpenEnglish: Story = () => <Items initiallyOpen="webdesign" />
FirstOpenEnglish.meta = { locale: 'en' }

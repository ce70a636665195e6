import type { Story, StoryDefault } from '@ladle/react'
import { pageMeta } from '../../content/pages/meta'
import { serviceRouteIds } from '../../content/site/routes'
import { useLocale } from '../../renderer/locale'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

export default { title: 'UI / Accordion' } satisfies StoryDefault

function Items({ initiallyOpen }: { initiallyOpen?: string }) {
  const locale = useLocale()
  return (
    <Accordion type="single" collapsible defaultValue={initiallyOpen} className="max-w-2xl">
      {serviceRouteIds.slice(0, 4).map((id) => (
        <AccordionItem key={id} value={id}>
          <AccordionTrigger>{pageMeta[id][locale].title}</AccordionTrigger>
          <AccordionContent>{pageMeta[id][locale].description}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}

export const AllClosed: Story = () => <Items />
AllClosed.meta = { locale: 'nb' }
export const FirstOpenNorwegian: Story = () => <Items initiallyOpen="serviceWebDesign" />
FirstOpenNorwegian.meta = { locale: 'nb' }
export const FirstOpenEnglish: Story = () => <Items initiallyOpen="serviceWebDesign" />
FirstOpenEnglish.meta = { locale: 'en' }

import type { Story, StoryDefault } from '@ladle/react'
import servicePages from 'virtual:content/services'
import { useLocale } from '../../../renderer/locale'
import { Pricing } from './pricing'

export default { title: 'Sections / Pricing' } satisfies StoryDefault

function Plans({ service }: { service: string }) {
  const pricing = servicePages[service]![useLocale()].pricing!
  return (
    <div className="-m-6">
      <Pricing title={pricing.title} intro={pricing.intro} plans={pricing.plans} />
    </div>
  )
}

export const SeoNorwegian: Story = () => <Plans service="seo-optimalisering" />
SeoNorwegian.meta = { locale: 'nb' }
export const SeoEnglish: Story = () => <Plans service="seo-optimalisering" />
SeoEnglish.meta = { locale: 'en' }
export const HostingNorwegian: Story = () => <Plans service="driftsavtale" />
HostingNorwegian.meta = { locale: 'nb' }
export const AppEnglish: Story = () => <Plans service="apputvikling" />
AppEnglish.meta = { locale: 'en' }
export const OnlineStoreNorwegian: Story = () => <Plans service="starte-nettbutikk" />
OnlineStoreNorwegian.meta = { locale: 'nb' }
export const LinkedInEnglish: Story = () => <Plans service="linkedin-annonsering" />
LinkedInEnglish.meta = { locale: 'en' }

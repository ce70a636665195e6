import type { Story, StoryDefault } from '@ladle/react'
import type { ServiceRouteId } from '../../../content/site/routes'
import { servicePages } from '../../../content/pages/services'
import { useLocale } from '../../../renderer/locale'
import { Pricing } from './pricing'

export default { title: 'Sections / Pricing' } satisfies StoryDefault

function Plans({ service }: { service: ServiceRouteId }) {
  const pricing = servicePages[service][useLocale()].pricing!
  return (
    <div className="-m-6">
      <Pricing title={pricing.title} intro={pricing.intro} plans={pricing.plans} />
    </div>
  )
}

export const SeoNorwegian: Story = () => <Plans service="serviceSeo" />
SeoNorwegian.meta = { locale: 'nb' }
export const SeoEnglish: Story = () => <Plans service="serviceSeo" />
SeoEnglish.meta = { locale: 'en' }
export const HostingNorwegian: Story = () => <Plans service="serviceHosting" />
HostingNorwegian.meta = { locale: 'nb' }
export const AppEnglish: Story = () => <Plans service="serviceApp" />
AppEnglish.meta = { locale: 'en' }
export const OnlineStoreNorwegian: Story = () => <Plans service="serviceOnlineStore" />
OnlineStoreNorwegian.meta = { locale: 'nb' }
export const LinkedInEnglish: Story = () => <Plans service="serviceLinkedIn" />
LinkedInEnglish.meta = { locale: 'en' }

import type { Story, StoryDefault } from '@ladle/react'
import { ContactLinks } from '../../sections/company/contact-links'
import { ConsentBanner } from './consent-banner'

export default { title: 'Widgets / Consent banner and contact links' } satisfies StoryDefault

const banner = () => (
  <div className="relative min-h-64">
    <ConsentBanner onChoose={(choice) => console.info('consent', choice)} />
  </div>
)

export const ConsentNb: Story = () => banner()
ConsentNb.meta = { locale: 'nb' }
export const ConsentEn: Story = () => banner()
ConsentEn.meta = { locale: 'en' }
export const ContactLinksNb: Story = () => <ContactLinks />
ContactLinksNb.meta = { locale: 'nb' }
export const ContactLinksEn: Story = () => <ContactLinks />
ContactLinksEn.meta = { locale: 'en' }

import type { Story, StoryDefault } from '@ladle/react'
import { ContactLinks } from './contact-links'
import { ContactOffices } from './contact-offices'
import { ContactPerson } from './contact-person'

export default { title: 'Sections / Contact page' } satisfies StoryDefault

/** The contact page's column beside the form: the contact person, the helpful links and the offices. */
const column = () => (
  <div className="max-w-md space-y-10">
    <ContactPerson />
    <ContactLinks />
    <ContactOffices />
  </div>
)

export const ContactColumnNorwegian: Story = () => column()
ContactColumnNorwegian.meta = { locale: 'nb' }
export const ContactColumnEnglish: Story = () => column()
ContactColumnEnglish.meta = { locale: 'en' }

import type { Story, StoryDefault } from '@ladle/react'
import { contactFormMachine } from '../../../machines/contactFormMachine'
import { contactFormEvents } from '../../../tests/support/machines/models'
import { ContactFormView } from './contact-form'
import { logEvent, stateOf } from '../story-states'

export default { title: 'Widgets / Contact form' } satisfies StoryDefault

const input = { thanksPath: '/kontakt/takk/' }
const at = (id: string, where?: Parameters<typeof stateOf<typeof contactFormMachine>>[3]) => (
  <ContactFormView
    state={stateOf(contactFormMachine, contactFormEvents, id, where, input)}
    send={logEvent}
    simulatedProof
  />
)
const invalid = (s: { context: { errors: object } }) => Object.keys(s.context.errors).length > 0
const filled = (s: { context: { values: { message: string } } }) => s.context.values.message !== ''

export const IdleNb: Story = () => at('idle', (s) => !invalid(s) && !filled(s))
IdleNb.meta = { locale: 'nb' }
export const IdleEn: Story = () => at('idle', (s) => !invalid(s) && !filled(s))
IdleEn.meta = { locale: 'en' }
export const InvalidNb: Story = () => at('idle', invalid)
InvalidNb.meta = { locale: 'nb' }
export const InvalidEn: Story = () => at('idle', invalid)
InvalidEn.meta = { locale: 'en' }
export const SubmittingNb: Story = () => at('submitting')
SubmittingNb.meta = { locale: 'nb' }
export const SubmittingEn: Story = () => at('submitting')
SubmittingEn.meta = { locale: 'en' }
export const FailureNb: Story = () => at('failure')
FailureNb.meta = { locale: 'nb' }
export const FailureEn: Story = () => at('failure')
FailureEn.meta = { locale: 'en' }
export const SuccessNb: Story = () => at('success')
SuccessNb.meta = { locale: 'nb' }
export const SuccessEn: Story = () => at('success')
SuccessEn.meta = { locale: 'en' }

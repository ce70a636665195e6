import type { Story, StoryDefault } from '@ladle/react'
import { contactModalMachine } from '../../../machines/contactModalMachine'
import { contactModalEvents } from '../../../tests/support/machines/models'
import { ContactModalFormView } from './contact-modal-form'
import { logEvent, stateOf } from '../story-states'

export default { title: 'Widgets / Contact dialog form' } satisfies StoryDefault

const input = { thanksPath: '/kontakt/takk/' }
const at = (id: string, where?: Parameters<typeof stateOf<typeof contactModalMachine>>[3]) => (
  <div className="max-w-md">
    <ContactModalFormView
      state={stateOf(contactModalMachine, contactModalEvents, id, where, input)}
      send={logEvent}
      simulatedProof
    />
  </div>
)
const invalid = (s: { context: { errors: object } }) => Object.keys(s.context.errors).length > 0

export const IdleNb: Story = () => at('open.idle', (s) => !invalid(s))
IdleNb.meta = { locale: 'nb' }
export const IdleEn: Story = () => at('open.idle', (s) => !invalid(s))
IdleEn.meta = { locale: 'en' }
export const InvalidNb: Story = () => at('open.idle', invalid)
InvalidNb.meta = { locale: 'nb' }
export const InvalidEn: Story = () => at('open.idle', invalid)
InvalidEn.meta = { locale: 'en' }
export const SendingNb: Story = () => at('open.submitting')
SendingNb.meta = { locale: 'nb' }
export const SendingEn: Story = () => at('open.submitting')
SendingEn.meta = { locale: 'en' }
export const SuccessNb: Story = () => at('open.success')
SuccessNb.meta = { locale: 'nb' }
export const SuccessEn: Story = () => at('open.success')
SuccessEn.meta = { locale: 'en' }
export const FailureNb: Story = () => at('open.failure')
FailureNb.meta = { locale: 'nb' }
export const FailureEn: Story = () => at('open.failure')
FailureEn.meta = { locale: 'en' }

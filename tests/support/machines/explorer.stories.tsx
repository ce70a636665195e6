import type { Story, StoryDefault } from '@ladle/react'
import { fromCallback } from 'xstate'
import { audioPlayerMachine } from '../../../machines/audioPlayerMachine'
import { contactFormMachine } from '../../../machines/contactFormMachine'
import { contactModalMachine } from '../../../machines/contactModalMachine'
import { MachineExplorer } from './explorer'
import { forgotPasswordMachine } from '../../../machines/forgotPasswordMachine'
import { loginMachine } from '../../../machines/loginMachine'
import {
  audioPlayerEvents,
  audioSources,
  contactFormEvents,
  contactModalEvents,
  forgotPasswordEvents,
  loginEvents,
  voiceAgentEvents,
} from './models'
import { voiceAgentMachine } from '../../../machines/voiceAgentMachine'

export default { title: 'Machines / Explorer' } satisfies StoryDefault

/** A voice session that reports nothing by itself: the explorer's buttons play its reports. */
const silentSession = fromCallback(() => () => {})

export const ContactForm: Story = () => (
  <MachineExplorer
    machine={contactFormMachine}
    promiseActors={['sendMessage', 'navigate']}
    events={contactFormEvents}
    input={{ thanksPath: '/kontakt/takk/' }}
  />
)

export const ContactDialog: Story = () => (
  <MachineExplorer
    machine={contactModalMachine}
    promiseActors={['sendRequest', 'navigate']}
    events={contactModalEvents}
    input={{ thanksPath: '/kontakt/takk/' }}
  />
)

export const Login: Story = () => (
  <MachineExplorer machine={loginMachine} promiseActors={['logIn', 'redirect']} events={loginEvents} />
)

export const ForgotPassword: Story = () => (
  <MachineExplorer machine={forgotPasswordMachine} promiseActors={['requestReset']} events={forgotPasswordEvents} />
)

export const VoiceAgent: Story = () => (
  <MachineExplorer
    machine={voiceAgentMachine}
    events={voiceAgentEvents}
    actors={{ session: silentSession }}
    input={{ agentId: 'agent_demo', voiceId: 'voice_demo', microphoneSupported: true }}
  />
)

export const AudioPlayer: Story = () => (
  <MachineExplorer machine={audioPlayerMachine} events={audioPlayerEvents} input={{ src: audioSources[0] }} />
)

import type { Story, StoryDefault } from '@ladle/react'
import { createActor } from 'xstate'
import { audioPlayerMachine } from '../../machines/audioPlayerMachine'
import { audioPlayerEvents, audioSources, voiceAgentEvents } from '../../tests/support/machines/models'
import { voiceAgentMachine } from '../../machines/voiceAgentMachine'
import { AudioPlayerView } from './audio-player/audio-player'
import { logEvent, stateOf } from './story-states'
import { VoiceAgentView } from './voice-agent/voice-agent'
import { defaultVoiceLabels } from './voice-agent/voice-labels'

export default { title: 'Widgets / Voice agent and audio player' } satisfies StoryDefault

const voiceInput = { agentId: 'agent_demo', voiceId: 'voice_demo', microphoneSupported: true }
const englishLabels = {
  startConversation: 'Start conversation',
  connecting: 'Connecting …',
  endConversation: 'End conversation',
  speaking: 'The assistant is speaking',
  listening: 'The assistant is listening',
}
const voice = (id: string, english = false) => (
  <div className="max-w-md">
    <VoiceAgentView
      state={stateOf(voiceAgentMachine, voiceAgentEvents, id, undefined, voiceInput)}
      send={logEvent}
      labels={english ? englishLabels : defaultVoiceLabels}
    />
  </div>
)
const idle = (english = false) => (
  <div className="max-w-md">
    <VoiceAgentView
      state={createActor(voiceAgentMachine, { input: voiceInput }).getSnapshot()}
      send={logEvent}
      labels={english ? englishLabels : defaultVoiceLabels}
    />
  </div>
)

export const VoiceIdleNb: Story = () => idle()
VoiceIdleNb.meta = { locale: 'nb' }
export const VoiceIdleEn: Story = () => idle(true)
VoiceIdleEn.meta = { locale: 'en' }
export const VoiceConnectingNb: Story = () => voice('session.connecting')
VoiceConnectingNb.meta = { locale: 'nb' }
export const VoiceConnectingEn: Story = () => voice('session.connecting', true)
VoiceConnectingEn.meta = { locale: 'en' }
export const VoiceListeningNb: Story = () => voice('session.connected.listening')
VoiceListeningNb.meta = { locale: 'nb' }
export const VoiceListeningEn: Story = () => voice('session.connected.listening', true)
VoiceListeningEn.meta = { locale: 'en' }
export const VoiceSpeakingNb: Story = () => voice('session.connected.speaking')
VoiceSpeakingNb.meta = { locale: 'nb' }
export const VoiceSpeakingEn: Story = () => voice('session.connected.speaking', true)
VoiceSpeakingEn.meta = { locale: 'en' }
export const VoiceEndedNb: Story = () => voice('ended')
VoiceEndedNb.meta = { locale: 'nb' }
export const VoiceEndedEn: Story = () => voice('ended', true)
VoiceEndedEn.meta = { locale: 'en' }
export const VoiceErrorNb: Story = () => voice('error')
VoiceErrorNb.meta = { locale: 'nb' }
export const VoiceErrorEn: Story = () => voice('error', true)
VoiceErrorEn.meta = { locale: 'en' }

const audioInput = { src: audioSources[0] }
const audio = (id: string, where?: Parameters<typeof stateOf<typeof audioPlayerMachine>>[3]) => (
  <div className="max-w-xl">
    <AudioPlayerView
      state={stateOf(audioPlayerMachine, audioPlayerEvents, id, where, audioInput)}
      send={logEvent}
      title="Fjordlys"
    />
  </div>
)
const loading = () => (
  <div className="max-w-xl">
    <AudioPlayerView state={createActor(audioPlayerMachine, { input: audioInput }).getSnapshot()} send={logEvent} />
  </div>
)

export const AudioLoadingNb: Story = () => loading()
AudioLoadingNb.meta = { locale: 'nb' }
export const AudioLoadingEn: Story = () => loading()
AudioLoadingEn.meta = { locale: 'en' }
export const AudioPausedNb: Story = () => audio('ready.paused', (s) => s.context.rate === 1)
AudioPausedNb.meta = { locale: 'nb' }
export const AudioPausedEn: Story = () => audio('ready.paused', (s) => s.context.rate === 1)
AudioPausedEn.meta = { locale: 'en' }
export const AudioPlayingNb: Story = () => audio('ready.playing', (s) => s.context.currentTime > 0)
AudioPlayingNb.meta = { locale: 'nb' }
export const AudioPlayingEn: Story = () => audio('ready.playing', (s) => s.context.currentTime > 0)
AudioPlayingEn.meta = { locale: 'en' }
export const AudioFastMutedNb: Story = () => audio('ready.paused', (s) => s.context.rate === 1.5 && s.context.muted)
AudioFastMutedNb.meta = { locale: 'nb' }
export const AudioFastMutedEn: Story = () => audio('ready.paused', (s) => s.context.rate === 1.5 && s.context.muted)
AudioFastMutedEn.meta = { locale: 'en' }
export const AudioFailedNb: Story = () => audio('failed')
AudioFailedNb.meta = { locale: 'nb' }
export const AudioFailedEn: Story = () => audio('failed')
AudioFailedEn.meta = { locale: 'en' }

/**
 * Voice-agent widget: idle -> connecting -> connected (speaking /
 * listening) -> ended, or error. The session itself (microphone, the provider's SDK, sending
 * "Start" once connected) is the `session` actor, provided by the component; it reports back
 * with CONNECTED, MODE_CHANGED, DISCONNECTED and SESSION_ERROR, and ends the session when the
 * machine stops it (STOP, or leaving the page).
 */
import { assign, fromCallback, setup } from 'xstate'

export type VoiceMode = 'speaking' | 'listening'

export type VoiceAgentInput = {
  agentId: string | undefined
  voiceId: string | undefined
  /** Whether the browser can capture the microphone (navigator.mediaDevices.getUserMedia). */
  microphoneSupported: boolean
}

export type VoiceAgentContext = VoiceAgentInput & { error: string | null }

export type VoiceSessionInput = { agentId: string; voiceId: string | undefined }

export type VoiceAgentEvent =
  | { type: 'START' }
  | { type: 'STOP' }
  | { type: 'CONNECTED' }
  | { type: 'MODE_CHANGED'; mode: VoiceMode }
  | { type: 'DISCONNECTED' }
  | { type: 'SESSION_ERROR'; message: string }

/** The text sent to the agent as soon as the session is connected, so the agent opens the conversation. */
export const voiceStartMessage = 'Start'

function sessionInput({ context }: { context: VoiceAgentContext }): VoiceSessionInput {
  return { agentId: context.agentId ?? '', voiceId: context.voiceId }
}

const machineSetup = setup({
  types: {
    context: {} as VoiceAgentContext,
    events: {} as VoiceAgentEvent,
    input: {} as VoiceAgentInput,
  },
  actors: {
    session: fromCallback<VoiceAgentEvent, VoiceSessionInput>(({ sendBack }) => {
      sendBack({ type: 'SESSION_ERROR', message: 'The "session" actor must be provided with machine.provide' })
    }),
  },
  guards: {
    missingAgentId: ({ context }) => !context.agentId,
    noMicrophone: ({ context }) => !context.microphoneSupported,
    toSpeaking: ({ event }) => event.type === 'MODE_CHANGED' && event.mode === 'speaking',
    toListening: ({ event }) => event.type === 'MODE_CHANGED' && event.mode === 'listening',
  },
  actions: {
    logMissingAgentId: () => {
      console.error('Voice agent: no agent id is configured (PUBLIC_ENV__ELEVENLABS_AGENT_ID); not starting')
    },
    logNoMicrophone: () => {
      console.error('Voice agent: this browser cannot capture the microphone; not starting')
    },
    holdError: assign(({ event }) => ({ error: event.type === 'SESSION_ERROR' ? event.message : null })),
    logError: ({ event }) => {
      if (event.type === 'SESSION_ERROR') console.error('Voice agent: conversation error:', event.message)
    },
    clearError: assign({ error: null }),
  },
})

/**
 * Starting a conversation, from any state a visitor can start one in: without an agent id or a
 * microphone the press is logged and nothing starts; otherwise a session opens, clearing the
 * error a previous one left.
 */
const start = [
  { guard: 'missingAgentId', actions: 'logMissingAgentId' },
  { guard: 'noMicrophone', actions: 'logNoMicrophone' },
  { target: 'session', actions: 'clearError' },
] as const

export const voiceAgentMachine = machineSetup.createMachine({
  id: 'voiceAgent',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['startable'],
      on: { START: start },
    },
    session: {
      initial: 'connecting',
      invoke: { id: 'session', src: 'session', input: sessionInput },
      on: {
        STOP: { target: 'ended' },
        DISCONNECTED: { target: 'ended' },
        SESSION_ERROR: { target: 'error', actions: ['holdError', 'logError'] },
      },
      states: {
        connecting: {
          tags: ['connecting'],
          on: { CONNECTED: { target: 'connected' } },
        },
        connected: {
          tags: ['connected'],
          initial: 'listening',
          states: {
            listening: { on: { MODE_CHANGED: { guard: 'toSpeaking', target: 'speaking' } } },
            speaking: { on: { MODE_CHANGED: { guard: 'toListening', target: 'listening' } } },
          },
        },
      },
    },
    ended: {
      tags: ['startable'],
      on: { START: start },
    },
    error: {
      tags: ['startable'],
      on: { START: start },
    },
  },
})

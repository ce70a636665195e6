/**
 * The real voice session: ElevenLabs' conversation client (re-exported by @elevenlabs/react).
 * This module and the SDK (with its WebRTC stack) load only when a visitor starts a conversation.
 */
import { Conversation } from '@elevenlabs/react'
import type { VoiceAgentEvent, VoiceSessionInput } from '../../../machines/voiceAgentMachine'
import { voiceStartMessage } from '../../../machines/voiceAgentMachine'

export type RunningSession = { end: () => void }

export async function startVoiceSession(
  input: VoiceSessionInput,
  sendBack: (event: VoiceAgentEvent) => void,
): Promise<RunningSession> {
  // Ask for the microphone first, so a refusal is a clear error before any connection is made.
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
  for (const track of stream.getTracks()) track.stop()
  // "Start" may only be sent once connected; onConnect can fire before startSession resolves.
  let conversation: Awaited<ReturnType<typeof Conversation.startSession>> | null = null
  let connected = false
  let greeted = false
  const greet = () => {
    if (greeted || !connected || !conversation) return
    greeted = true
    try {
      conversation.sendUserMessage(voiceStartMessage)
    } catch (error) {
      console.error('Voice agent: could not send the start message', error)
    }
  }
  conversation = await Conversation.startSession({
    agentId: input.agentId,
    ...(input.voiceId ? { overrides: { tts: { voiceId: input.voiceId } } } : {}),
    onConnect: () => {
      connected = true
      sendBack({ type: 'CONNECTED' })
      greet()
    },
    onDisconnect: () => sendBack({ type: 'DISCONNECTED' }),
    onError: (message: string) => sendBack({ type: 'SESSION_ERROR', message }),
    onModeChange: ({ mode }: { mode: 'speaking' | 'listening' }) => sendBack({ type: 'MODE_CHANGED', mode }),
  })
  greet()
  const running = conversation
  return {
    end: () => {
      running.endSession().catch((error: unknown) => console.error('Voice agent: stopping failed', error))
    },
  }
}

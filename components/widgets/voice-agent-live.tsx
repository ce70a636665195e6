import { useEffect, useMemo } from 'react'
import { useMachine } from '@xstate/react'
import { fromCallback } from 'xstate'
import { voiceAgentMachine, type VoiceAgentEvent, type VoiceSessionInput } from '../../machines/voiceAgentMachine'
import { VoiceAgentView } from './voice-agent'
import type { VoiceLabels } from './voice-labels'

type VoiceAgentLogic = typeof voiceAgentMachine

/** The real session actor: loads the SDK, runs the conversation, ends it when stopped. */
export const elevenLabsSession = fromCallback<VoiceAgentEvent, VoiceSessionInput>(({ input, sendBack }) => {
  let stopped = false
  let running: { end: () => void } | null = null
  import('./voice-agent-session')
    .then(({ startVoiceSession }) => startVoiceSession(input, sendBack))
    .then((session) => {
      if (stopped) session.end()
      else running = session
    })
    .catch((error: unknown) => {
      if (!stopped) sendBack({ type: 'SESSION_ERROR', message: error instanceof Error ? error.message : String(error) })
    })
  return () => {
    stopped = true
    running?.end()
  }
})

function microphoneSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
}

/** The voice agent driven by its machine. `logic` replaces the machine (tests). */
export default function VoiceAgentLive({
  logic,
  agentId,
  voiceId,
  labels,
  initialEvents = [],
}: {
  logic?: VoiceAgentLogic
  agentId: string | undefined
  voiceId: string | undefined
  labels: VoiceLabels
  initialEvents?: VoiceAgentEvent[]
}) {
  const machine = useMemo(() => logic ?? voiceAgentMachine.provide({ actors: { session: elevenLabsSession } }), [logic])
  const [state, send, actorRef] = useMachine(machine, {
    input: { agentId, voiceId, microphoneSupported: microphoneSupported() },
  })
  useEffect(() => {
    for (const event of initialEvents.splice(0)) actorRef.send(event)
  }, [actorRef, initialEvents])
  return <VoiceAgentView state={state} send={send} labels={labels} />
}

export { VoiceAgentLive }

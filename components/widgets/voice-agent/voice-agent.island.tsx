import { useEffect, useMemo, useState } from 'react'
import { useMachine } from '@xstate/react'
import { fromCallback } from 'xstate'
import { voiceAgentMachine, type VoiceAgentEvent, type VoiceSessionInput } from '../../../machines/voiceAgentMachine'
import { useLocale } from '../../../renderer/locale'
import { VoiceAgentView } from './voice-agent'
import { defaultVoiceLabels, loadVoiceLabels, type VoiceLabels } from './voice-labels'

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

/**
 * The voice agent driven by its machine, an island that hydrates on first interaction: the
 * machine then, and the provider's SDK only when the visitor presses start. Its labels come from
 * the widget's translation file once it is live (./voice-labels.ts). `logic` replaces the machine
 * and `labels` the file (tests, stories).
 */
export default function VoiceAgent({
  logic,
  agentId,
  voiceId,
  labels: givenLabels,
}: {
  logic?: VoiceAgentLogic
  agentId: string | undefined
  voiceId: string | undefined
  labels?: VoiceLabels
}) {
  const locale = useLocale()
  const [loadedLabels, setLoadedLabels] = useState<VoiceLabels>(defaultVoiceLabels)
  useEffect(() => {
    if (givenLabels) return
    let current = true
    void loadVoiceLabels(locale).then((loaded) => {
      if (current) setLoadedLabels(loaded)
    })
    return () => {
      current = false
    }
  }, [locale, givenLabels])
  const machine = useMemo(() => logic ?? voiceAgentMachine.provide({ actors: { session: elevenLabsSession } }), [logic])
  const [state, send] = useMachine(machine, {
    input: { agentId, voiceId, microphoneSupported: microphoneSupported() },
  })
  return <VoiceAgentView state={state} send={send} labels={givenLabels ?? loadedLabels} />
}

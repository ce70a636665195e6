/**
 * The voice-agent widget. The machine and this face are small; the provider's SDK loads only
 * when the visitor presses start (see voice-agent-session.ts).
 */
import { useEffect, useMemo, useState } from 'react'
import { useMachine } from '@xstate/react'
import { fromCallback, type SnapshotFrom } from 'xstate'
import { settings } from '../../content/settings'
import { voiceAgentMachine, type VoiceAgentEvent, type VoiceSessionInput } from '../../machines/voiceAgentMachine'
import { useLocale } from '../../renderer/locale'
import { Button } from '../ui/button'
import { Card } from '../ui/card'
import { Spinner } from './field'
import { useWidgetUi } from './strings'
import { defaultVoiceLabels, loadVoiceLabels, type VoiceLabels } from './voice-labels'

export type VoiceAgentState = SnapshotFrom<typeof voiceAgentMachine>
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

function VoiceAgentView({
  state,
  send,
  labels,
}: {
  state: VoiceAgentState
  send: (event: VoiceAgentEvent) => void
  labels: VoiceLabels
}) {
  const t = useWidgetUi()
  const available = Boolean(state.context.agentId)
  const connecting = state.hasTag('connecting')
  const connected = state.hasTag('connected')
  const speaking = state.matches({ session: { connected: 'speaking' } })
  const status = connecting
    ? labels.connecting
    : connected
      ? speaking
        ? labels.speaking
        : labels.listening
      : state.matches('error')
        ? t.voice.failed
        : !available
          ? t.voice.unavailable
          : ''
  return (
    <Card data-slot="voice-agent" data-state={JSON.stringify(state.value)} className="space-y-4">
      <h2 className="text-h3">{t.voice.heading}</h2>
      <p className="text-fg-muted">{t.voice.intro}</p>
      <div className="flex flex-wrap items-center gap-3">
        {connecting || connected ? (
          <Button variant="outline" onClick={() => send({ type: 'STOP' })} data-testid="voice-stop">
            {labels.endConversation}
          </Button>
        ) : (
          <Button
            onClick={() => send({ type: 'START' })}
            aria-disabled={!available || undefined}
            className="aria-disabled:opacity-60"
            data-testid="voice-start"
          >
            {labels.startConversation}
          </Button>
        )}
        <p role="status" className="inline-flex items-center gap-2 text-fg-muted" data-testid="voice-status">
          {connecting ? <Spinner /> : null}
          {connected ? (
            <span
              aria-hidden="true"
              className={speaking ? 'size-3 animate-pulse rounded-pill bg-accent' : 'size-3 rounded-pill bg-success'}
            />
          ) : null}
          {status}
        </p>
      </div>
    </Card>
  )
}

function microphoneSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
}

/** The voice agent on a page. `logic` replaces the machine (tests); `agentId` overrides the setting. */
function VoiceAgent({ logic, agentId = settings.elevenLabs.agentId }: { logic?: VoiceAgentLogic; agentId?: string }) {
  const locale = useLocale()
  const [labels, setLabels] = useState<VoiceLabels>(defaultVoiceLabels)
  useEffect(() => {
    let current = true
    void loadVoiceLabels(locale).then((loaded) => {
      if (current) setLabels(loaded)
    })
    return () => {
      current = false
    }
  }, [locale])
  const machine = useMemo(() => logic ?? voiceAgentMachine.provide({ actors: { session: elevenLabsSession } }), [logic])
  const [state, send] = useMachine(machine, {
    input: { agentId, voiceId: settings.elevenLabs.voiceId[locale], microphoneSupported: microphoneSupported() },
  })
  return <VoiceAgentView state={state} send={send} labels={labels} />
}

export { VoiceAgent, VoiceAgentView }

/** The voice-agent widget as the visitor sees it in one machine state (the live one: ./voice-agent.island.tsx). */
import type { SnapshotFrom } from 'xstate'
import type { voiceAgentMachine, VoiceAgentEvent } from '../../../machines/voiceAgentMachine'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Spinner } from '../field'
import type { VoiceLabels } from './voice-labels'
import { widgetUi } from '../../../content/strings/widgets'
import { useStrings } from '../../../renderer/locale'

export type VoiceAgentState = SnapshotFrom<typeof voiceAgentMachine>

function VoiceAgentView({
  state,
  send,
  labels,
}: {
  state: VoiceAgentState
  send: (event: VoiceAgentEvent) => void
  labels: VoiceLabels
}) {
  const t = useStrings(widgetUi)
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
        : ''
  // Without an agent id the assistant can do nothing; a card that only says so is noise, so it
  // shows nothing at all (the machine still logs why, and the contact page leaves it out).
  if (!available) return null
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
          <Button onClick={() => send({ type: 'START' })} data-testid="voice-start">
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

export { VoiceAgentView }

/**
 * The voice-agent widget. Its first render needs no XState: the machine loads on first
 * interaction (voice-agent-live.tsx), and the provider's SDK only when the visitor presses start.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { settings } from '../../content/settings'
import type { VoiceAgentContext, VoiceAgentEvent } from '../../machines/voiceAgentMachine'
import { useLocale } from '../../renderer/locale'
import { Button } from '../ui/button'
import { Card } from '../ui/card'
import { Spinner } from './field'
import { staticState, type ViewState } from './static-state'
import { useWidgetUi } from './strings'
import { defaultVoiceLabels, loadVoiceLabels, type VoiceLabels } from './voice-labels'

export type VoiceAgentState = ViewState<VoiceAgentContext>

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

const VoiceAgentLive = lazy(() => import('./voice-agent-live'))

/** The voice agent on a page. `agentId` overrides the setting (stories, tests). */
function VoiceAgent({ agentId = settings.elevenLabs.agentId }: { agentId?: string }) {
  const locale = useLocale()
  const [labels, setLabels] = useState<VoiceLabels>(defaultVoiceLabels)
  const [live, setLive] = useState(false)
  const [queued] = useState<VoiceAgentEvent[]>(() => [])
  useEffect(() => {
    let current = true
    void loadVoiceLabels(locale).then((loaded) => {
      if (current) setLabels(loaded)
    })
    return () => {
      current = false
    }
  }, [locale])
  const input = { agentId, voiceId: settings.elevenLabs.voiceId[locale], microphoneSupported: false }
  const wake = () => setLive(true)
  const still = (
    <VoiceAgentView
      state={staticState<VoiceAgentContext>('idle', { ...input, error: null }, ['startable'])}
      send={(event) => (queued.push(event), wake())}
      labels={labels}
    />
  )
  if (!live)
    return (
      <div onFocusCapture={wake} onPointerEnter={wake}>
        {still}
      </div>
    )
  return (
    <Suspense fallback={still}>
      <VoiceAgentLive agentId={agentId} voiceId={input.voiceId} labels={labels} initialEvents={queued} />
    </Suspense>
  )
}

export { VoiceAgent, VoiceAgentView }

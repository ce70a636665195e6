// @vitest-environment jsdom
/**
 * The voice agent replayed against its live component: in each language the few model paths that
 * together take every transition (tests/support/machines/model-paths.ts). The provider's session is a fake `session` actor given
 * through `machine.provide`; the visitor presses the real buttons, and the world (connected,
 * speaking, listening, hung up, failed) speaks through the fake session's `sendBack`.
 * The machine has no delays, so instead of the 1 ms check each path ends by letting the
 * longest delay the site knows pass and checking that nothing the visitor sees has moved.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, type EventObject, type SnapshotFrom } from 'xstate'
import type { Locale } from '../../../content/site/locales'
import { widgetUi } from '../../../content/strings/widgets'
import { modelPaths, stateId } from '../../../tests/support/machines/model-paths'
import { voiceAgentEvents } from '../../../tests/support/machines/models'
import { timing } from '../../../machines/timing'
import {
  voiceAgentMachine,
  type VoiceAgentEvent,
  type VoiceAgentInput,
  type VoiceSessionInput,
} from '../../../machines/voiceAgentMachine'
import { LocaleProvider } from '../../../renderer/locale'
import enLabels from '../../../public/widgets/voice/en.json'
import noLabels from '../../../public/widgets/voice/no.json'
import { replayOnView } from '../replay'
import VoiceAgentLive from './voice-agent.island'
import { loadVoiceLabels, type VoiceLabels } from './voice-labels'

type Snapshot = SnapshotFrom<typeof voiceAgentMachine>

const agentId = 'agent_fjordlys'
const voiceIds: Record<Locale, string> = { nb: 'voice_nb', en: 'voice_en' }
const input = (locale: Locale): VoiceAgentInput => ({ agentId, voiceId: voiceIds[locale], microphoneSupported: true })
const longestDelay = Math.max(...Object.values(timing))

/** The labels the widget reads from its translation files (public/widgets/voice/*.json). */
const labels = {} as Record<Locale, VoiceLabels>
beforeAll(async () => {
  const files: Record<string, unknown> = { '/widgets/voice/no.json': noLabels, '/widgets/voice/en.json': enLabels }
  const fetcher = async (url: string) => ({ ok: url in files, json: async () => files[url] })
  for (const locale of ['nb', 'en'] as const) labels[locale] = await loadVoiceLabels(locale, fetcher)
})

/** The ElevenLabs session as a test double: remembers its inputs, lets the test talk back. */
function fakeSession() {
  const started: VoiceSessionInput[] = []
  let stopped = 0
  let sendBack: ((event: VoiceAgentEvent) => void) | null = null
  const session = fromCallback<VoiceAgentEvent, VoiceSessionInput>(({ input, sendBack: back }) => {
    started.push(input)
    sendBack = back
    return () => {
      stopped += 1
    }
  })
  return {
    session,
    started,
    running: () => started.length - stopped,
    send: (event: VoiceAgentEvent) => {
      if (!sendBack) throw new Error(`No session to send ${event.type} from`)
      sendBack(event)
    },
  }
}

function setup(locale: Locale, props: { agentId?: string | undefined } = { agentId }) {
  const fake = fakeSession()
  const logic = voiceAgentMachine.provide({ actors: { session: fake.session } })
  const view = render(
    <LocaleProvider locale={locale}>
      <VoiceAgentLive logic={logic} agentId={props.agentId} voiceId={voiceIds[locale]} labels={labels[locale]} />
    </LocaleProvider>,
  )
  const t = widgetUi[locale]
  const l = labels[locale]
  const start = () => screen.queryByRole('button', { name: l.startConversation })
  const stop = () => screen.queryByRole('button', { name: l.endConversation })
  const status = () => screen.getByRole('status')
  return { fake, view, t, l, start, stop, status }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  // jsdom has no microphone capture; the widget only asks whether the browser offers it.
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn() },
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'mediaDevices')
})

describe('given the translation files', () => {
  it('labels the widget in each language', () => {
    expect(labels.nb.startConversation).toBe('Start samtale')
    expect(labels.en.startConversation).toBe('Start conversation')
    expect(labels.en.listening).not.toBe(labels.nb.listening)
  })
})

for (const locale of ['nb', 'en'] as const) {
  const paths = modelPaths(voiceAgentMachine, { events: voiceAgentEvents, input: input(locale) })
  // In each language, the few paths that together take every transition of the model.
  const chosen = paths.covering

  describe(`given the voice agent in ${locale}`, () => {
    for (const path of chosen) {
      it(`shows ${path.title}`, async () => {
        const { fake, t, l, start, stop, status } = setup(locale)
        expect(screen.getByRole('heading', { name: t.voice.heading })).toBeInTheDocument()

        const drive = (event: EventObject) => {
          if (event.type === 'START') {
            const button = start()
            if (!button) throw new Error('START, but no start button is shown')
            fireEvent.click(button)
          } else if (event.type === 'STOP') {
            const button = stop()
            if (!button) throw new Error('STOP, but no stop button is shown')
            fireEvent.click(button)
          } else act(() => fake.send(event as VoiceAgentEvent))
        }

        const expectView = (snapshot: Snapshot) => {
          const id = stateId(snapshot)
          const inSession = snapshot.matches('session')
          if (inSession) {
            // Start is blocked while connecting and connected: only the stop button is offered.
            expect(start()).toBeNull()
            expect(stop()).toBeEnabled()
          } else {
            expect(stop()).toBeNull()
            expect(start()).toBeEnabled()
            expect(start()).not.toHaveAttribute('aria-disabled')
          }
          const text: Record<string, string> = {
            idle: '',
            ended: '',
            error: t.voice.failed,
            'session.connecting': l.connecting,
            'session.connected.listening': l.listening,
            'session.connected.speaking': l.speaking,
          }
          expect(text[id]).toBeDefined()
          expect(status()).toHaveTextContent(text[id]!, { normalizeWhitespace: true })
          if (text[id] === '') expect(status()).toBeEmptyDOMElement()
          expect(status().querySelector('[data-slot=spinner]') !== null).toBe(id === 'session.connecting')
          // One live session while in a session, none after it (stopped, hung up or failed).
          expect(fake.running()).toBe(inSession ? 1 : 0)
          for (const started of fake.started) expect(started).toEqual({ agentId, voiceId: voiceIds[locale] })
        }

        await replayOnView(path, {
          initial: createActor(voiceAgentMachine, { input: input(locale) }).getSnapshot(),
          drive,
          settle: () => false,
          expectView,
        })
        expect(fake.started).toHaveLength(path.events.filter((event) => event.type === 'START').length)
        await act(async () => {
          await vi.advanceTimersByTimeAsync(longestDelay)
        })
        expectView(path.end)
      })
    }

    it('starts again after an error, and the failure message goes away', () => {
      const { fake, t, l, start, status } = setup(locale)
      fireEvent.click(start()!)
      act(() => fake.send({ type: 'SESSION_ERROR', message: 'Permission denied' }))
      expect(status()).toHaveTextContent(t.voice.failed)
      fireEvent.click(start()!)
      expect(status()).toHaveTextContent(l.connecting)
      expect(fake.started).toHaveLength(2)
      expect(fake.running()).toBe(1)
    })

    it('follows the agent from speaking back to listening', () => {
      const { fake, l, status } = setup(locale)
      fireEvent.click(screen.getByRole('button', { name: l.startConversation }))
      act(() => fake.send({ type: 'CONNECTED' }))
      act(() => fake.send({ type: 'MODE_CHANGED', mode: 'speaking' }))
      expect(status()).toHaveTextContent(l.speaking)
      act(() => fake.send({ type: 'MODE_CHANGED', mode: 'listening' }))
      expect(status()).toHaveTextContent(l.listening)
    })

    it('ends the session when the visitor leaves the page', () => {
      const { fake, l, view } = setup(locale)
      fireEvent.click(screen.getByRole('button', { name: l.startConversation }))
      act(() => fake.send({ type: 'CONNECTED' }))
      expect(fake.running()).toBe(1)
      view.unmount()
      expect(fake.running()).toBe(0)
    })

    it('shows nothing without an agent id, so there is nothing to start', () => {
      const { fake, view } = setup(locale, { agentId: undefined })
      expect(view.container).toBeEmptyDOMElement()
      expect(screen.queryByRole('button')).toBeNull()
      expect(fake.started).toHaveLength(0)
    })

    it('starts nothing in a browser without microphone capture, and logs why', () => {
      Reflect.deleteProperty(navigator, 'mediaDevices')
      const { fake, start, status } = setup(locale)
      fireEvent.click(start()!)
      expect(fake.started).toHaveLength(0)
      expect(start()).toBeEnabled()
      expect(status()).toBeEmptyDOMElement()
      expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('cannot capture the microphone')
    })
  })
}

import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { modelPaths, stateId } from '../tests/support/machines/model-paths'
import { voiceAgentEvents } from '../tests/support/machines/models'
import { replayOnActor } from '../tests/support/machines/actor-doubles'
import {
  voiceAgentMachine,
  type VoiceAgentEvent,
  type VoiceAgentInput,
  type VoiceSessionInput,
} from './voiceAgentMachine'

const ready: VoiceAgentInput = { agentId: 'agent_fjordlys', voiceId: 'voice_nb', microphoneSupported: true }

function fakeSession() {
  const started: VoiceSessionInput[] = []
  let stopped = 0
  const session = fromCallback<VoiceAgentEvent, VoiceSessionInput>(({ input }) => {
    started.push(input)
    return () => {
      stopped += 1
    }
  })
  return { session, started, stopped: () => stopped }
}

const paths = modelPaths(voiceAgentMachine, { events: voiceAgentEvents, input: ready })

describe('given the voice-agent machine', () => {
  it('reaches every state through the model', () => {
    const reached = new Set(paths.all.map((path) => stateId(path.end)))
    expect([...reached].sort()).toEqual([
      'ended',
      'error',
      'session.connected.listening',
      'session.connected.speaking',
      'session.connecting',
    ])
  })

  for (const path of paths.all) {
    it(`replays ${path.title}`, async () => {
      const fake = fakeSession()
      const machine = voiceAgentMachine.provide({ actors: { session: fake.session } })
      const { seen } = await replayOnActor(machine, path, { input: ready, settle: () => false })
      expect(seen).toEqual(path.states.map(stateId))
    })
  }

  it('starts a session with the agent id and voice id, blocks START while connecting, and STOP ends it', () => {
    const fake = fakeSession()
    const actor = createActor(voiceAgentMachine.provide({ actors: { session: fake.session } }), { input: ready })
    actor.start()
    actor.send({ type: 'START' })
    expect(actor.getSnapshot().hasTag('connecting')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'START' })).toBe(false)
    actor.send({ type: 'START' })
    expect(fake.started).toEqual([{ agentId: 'agent_fjordlys', voiceId: 'voice_nb' }])
    actor.send({ type: 'CONNECTED' })
    expect(actor.getSnapshot().hasTag('connecting')).toBe(false)
    actor.send({ type: 'STOP' })
    expect(actor.getSnapshot().value).toBe('ended')
    expect(fake.stopped()).toBe(1)
  })

  it.each([
    [{ ...ready, agentId: undefined }, 'no agent id is configured'],
    [{ ...ready, microphoneSupported: false }, 'cannot capture the microphone'],
  ])('logs an error and does not start (%#)', (input, message) => {
    const fake = fakeSession()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const actor = createActor(voiceAgentMachine.provide({ actors: { session: fake.session } }), { input }).start()
    actor.send({ type: 'START' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(fake.started).toEqual([])
    expect(String(error.mock.calls[0]?.[0])).toContain(message)
  })
})

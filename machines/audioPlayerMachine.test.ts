import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { audioPlayerMachine, formatTime } from './audioPlayerMachine'
import { modelPaths, stateId } from '../tests/support/machines/model-paths'
import { audioPlayerEvents, audioSources } from '../tests/support/machines/models'
import { replayOnActor } from '../tests/support/machines/actor-doubles'

const input = { src: audioSources[0] }
const paths = modelPaths(audioPlayerMachine, { events: audioPlayerEvents, input })

describe('given the audio player machine', () => {
  it('reaches every state through the model', () => {
    const reached = new Set(paths.all.map((path) => stateId(path.end)))
    expect([...reached].sort()).toEqual(['failed', 'loading', 'ready.paused', 'ready.playing', 'starting'])
  })

  for (const path of paths.all) {
    it(`replays ${path.title}`, async () => {
      const { seen } = await replayOnActor(audioPlayerMachine, path, { input, settle: () => false })
      expect(seen).toEqual(path.states.map(stateId))
    })
  }

  it('toggles speed 1x <-> 1.5x and mute, and reloads on a new source', () => {
    const actor = createActor(audioPlayerMachine, { input }).start()
    actor.send({ type: 'LOADED', duration: 27 })
    actor.send({ type: 'TOGGLE_SPEED' })
    expect(actor.getSnapshot().context.rate).toBe(1.5)
    actor.send({ type: 'TOGGLE_SPEED' })
    expect(actor.getSnapshot().context.rate).toBe(1)
    actor.send({ type: 'TOGGLE_MUTE' })
    expect(actor.getSnapshot().context.muted).toBe(true)
    actor.send({ type: 'SOURCE_CHANGED', src: audioSources[0] })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.send({ type: 'SOURCE_CHANGED', src: audioSources[1] })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context).toMatchObject({ src: audioSources[1], currentTime: 0, muted: true })
  })

  it.each([
    [0, '00:00'],
    [7.9, '00:07'],
    [65, '01:05'],
    [600, '10:00'],
    [Number.NaN, '00:00'],
    [-3, '00:00'],
  ])('formats %s seconds as %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text)
  })
})

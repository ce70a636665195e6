/**
 * The audio player's early answer (part of the page's first script, so plain DOM code): play
 * tapped before the player is live starts the recording at once, from the `<audio>` element already
 * in the page, instead of waiting about 1.5 s on a slow phone for React and the player's code.
 *
 * It changes the markup exactly as the player (./audio-player.island.tsx) renders the state it
 * will hydrate in, `starting` (asked to play, metadata not yet read): the button's label and glyph
 * become "pause" and the group's `data-state` follows. It writes `playing: true` into the island's
 * props, so that the player hydrates in that state and finds the markup it would render itself,
 * and leaves the element playing. A second tap before then takes it all back. A unit test holds the
 * result equal to the player's own render of the same state.
 */
import { changeProps, type EarlyAnswer } from '../../islands/runtime'
import { audioAttr, audioGlyphs } from './audio-player-markup'

export const toggleAudioEarly: EarlyAnswer = (island, control) => {
  const audio = island.querySelector('audio')
  const group = island.querySelector('[data-slot="audio-player"]')
  const glyph = control.querySelector('svg path')
  if (!control.matches(`[${audioAttr.play}]`) || !audio || !group || !glyph) return false
  changeProps<{ playing?: boolean }>(island, (props) => {
    const playing = !props.playing
    control.setAttribute('aria-label', control.getAttribute(playing ? audioAttr.pauseLabel : audioAttr.playLabel) ?? '')
    glyph.setAttribute('d', playing ? audioGlyphs.pause : audioGlyphs.play)
    // The group's state as the player writes it (JSON of the machine's state value).
    group.setAttribute('data-state', playing ? '"starting"' : '"loading"')
    if (playing) {
      props.playing = true
      // A refusal (the file cannot be played) is the player's to report once it is live.
      audio.play().catch(() => {})
    } else {
      delete props.playing
      audio.pause()
    }
  })
  return true
}

/**
 * What the audio player's markup and its early answer (./audio-player-early.ts) share: the play
 * button's attributes and the glyphs' path data. Kept apart from the player so that the page's
 * first script carries only these few strings.
 */
export const audioAttr = {
  /** Marks the play/pause button. */
  play: 'data-audio-play',
  /** The button's label while paused and while playing, for the early answer to switch between. */
  playLabel: 'data-play-label',
  pauseLabel: 'data-pause-label',
} as const

/** Path data of the play and pause glyphs (24 by 24, filled). */
export const audioGlyphs = {
  play: 'M8 5v14l11-7L8 5Z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
} as const

/** mm:ss for the audio player; apart from the machine so a first render needs no XState. */
/** Seconds as m:ss / mm:ss ("0:07" is shown as "00:07"); unknown or negative values give 00:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`
}

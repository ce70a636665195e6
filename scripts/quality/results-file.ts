/**
 * bench/results.md holds two kinds of measurement: the tables `npm run bench` writes, and figures
 * measured by hand (a fresh clone's first command, image encoding settings), each with its date,
 * machine and commit. The bench replaces only its own part, between two markers, so a run never
 * erases what was measured by hand.
 */
export const benchStart = '<!-- written by npm run bench: start -->'
export const benchEnd = '<!-- written by npm run bench: end -->'

/** `existing` with the bench's part replaced by `report` (added at the end when there is none). */
export function withBenchReport(existing: string, report: string): string {
  const block = `${benchStart}\n${report.trim()}\n${benchEnd}`
  const start = existing.indexOf(benchStart)
  const end = existing.indexOf(benchEnd)
  if (start === -1 || end < start) return `${existing.trim() ? `${existing.trim()}\n\n` : ''}${block}\n`
  return `${existing.slice(0, start)}${block}${existing.slice(end + benchEnd.length)}`
}

/**
 * What counts as a warning in a build's log: Vite's and Rolldown's notices (lines opening with
 * "(!)", such as an oversized chunk or a configuration the next major version will refuse), Vike's
 * "[Warning]" and "[Deprecation]" lines, Node's process warnings, any line that says
 * "warning" or "deprecated" in words, a Node module pulled into a browser bundle ("externalized
 * for browser compatibility") and a build that failed while its command still exited with 0 (Ladle
 * reports a failed Vite build and goes on). Colour codes are removed first.
 */
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const patterns = [
  /^\s*\(!\)/,
  /\[(warning|deprecation)\]/i,
  /\bwarning\b/i,
  /\bdeprecat/i,
  /externalized for browser compatibility/,
  /\bBuild failed\b/,
]

/** The log's lines that carry a warning, without colour codes, in order. */
export function warningsIn(log: string): string[] {
  return log
    .replace(ansi, '')
    .split(/\r?\n/)
    .filter((line) => patterns.some((pattern) => pattern.test(line)))
}

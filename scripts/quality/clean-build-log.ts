/**
 * Runs a build command and fails it when its log carries a warning, so a warning a newcomer would
 * meet in `npm start`'s log (a deprecation, a configuration notice, an oversized chunk) fails the
 * tested builds instead of scrolling past. The output is passed through unchanged as it arrives.
 *
 *   tsx scripts/quality/clean-build-log.ts npm run build
 */
import { spawn } from 'node:child_process'
import { warningsIn } from './build-log'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/quality/clean-build-log.ts <command> [args...]')
  process.exit(2)
}

const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
let log = ''
child.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk)
  log += chunk.toString('utf8')
})
child.stderr.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk)
  log += chunk.toString('utf8')
})
// Stopped from outside (Ctrl-C, a test runner's timeout): the build stops with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))

child.on('close', (code, signal) => {
  if (code !== 0) process.exit(code ?? (signal ? 1 : 0))
  const warnings = warningsIn(log)
  if (warnings.length > 0) {
    console.error(
      `\nThe build succeeded but its log has ${warnings.length} warning line(s); a clean log is part of the build:\n` +
        warnings.map((line) => `  ${line}`).join('\n'),
    )
    process.exit(1)
  }
})

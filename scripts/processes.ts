/**
 * Servers that scripts start (the site's server, nginx) and must stop whatever happens: each runs
 * in its own process group, and the group is stopped when the script stops it, when the script
 * exits (also after an error) and on Ctrl-C or SIGTERM. A group, because a server started through
 * npm or npx has children of its own that a plain kill would leave running.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

export type Started = {
  child: ChildProcess
  /** SIGTERM to the group, then SIGKILL if it is still there after `graceMs`; resolves with the exit code. */
  stop: (graceMs?: number) => Promise<number | null>
}

const running = new Set<ChildProcess>()

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // The group is gone already.
  }
}

let hooked = false
function hookExit(): void {
  if (hooked) return
  hooked = true
  process.on('exit', () => {
    for (const child of running) signalGroup(child, 'SIGKILL')
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of running) signalGroup(child, 'SIGTERM')
      process.exit(130)
    })
  }
}

export function startProcess(command: string, args: string[], options: SpawnOptions = {}): Started {
  hookExit()
  const child = spawn(command, args, { ...options, detached: true })
  running.add(child)
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code)
    })
  })
  return {
    child,
    stop: async (graceMs = 15_000) => {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(child, 'SIGTERM')
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
        await exited
        clearTimeout(timer)
      }
      // Anything of the group that outlived its leader.
      signalGroup(child, 'SIGKILL')
      running.delete(child)
      return exited
    },
  }
}

/** How often to ask whether a server is up: a script's poll, not a visitor-facing delay. */
const pollMs = 100

/** Resolves once `url` answers with a status under 500; throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

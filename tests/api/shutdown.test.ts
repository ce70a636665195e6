/**
 * SIGTERM under load, against the production start command (`npm run serve`) as a process
 * manager runs it: the signal goes to npm, which must pass it on to a server that drains.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from '../../server/db'
import { dialects, eventually, freePort, freshPostgresDatabase, SmtpSink } from './harness'

const total = 400
const connections = 50

type Outcome = { status: number } | { error: string }

/** One contact post over a keep-alive connection of the agent. */
function post(port: number, agent: Agent, i: number): Promise<Outcome> {
  const body = JSON.stringify({
    name: 'Kari Nordmann',
    email: `burst-${i}@example.no`,
    message: `Message ${i} of the shutdown burst.`,
    locale: 'nb',
  })
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact',
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode! }))
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    req.end(body)
  })
}

describe.each(dialects)('SIGTERM during a burst of contact posts, on %s', (dialect) => {
  let smtp: SmtpSink
  let dataDir: string
  let database: { url: string; drop: () => Promise<void> } | null = null
  let server: ChildProcess | null = null
  beforeAll(async () => {
    smtp = await SmtpSink.create()
    await smtp.start()
    dataDir = mkdtempSync(path.join(tmpdir(), 'fj-shutdown-'))
    if (dialect === 'postgres') database = await freshPostgresDatabase('fj_shutdown')
  })
  afterAll(async () => {
    // The whole process group, should anything of it be left (a failed test, a server that did not stop).
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGKILL')
      } catch {
        // Nothing left.
      }
    }
    await smtp.stop()
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers every request (200 or a clean 503), resets none, stores every acknowledged message and leaves no mail in sending', async ({
    annotate,
  }) => {
    const port = await freePort()
    server = spawn('npm', ['run', 'serve', '--silent'], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        API_ONLY: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        SMTP_URL: smtp.url,
        COOKIE_SECURE: '0',
        LOG_LEVEL: 'warn',
        CONTACT_RATE_LIMIT: String(total * 10),
        OUTBOX_POLL_MS: '200',
      },
    })
    let stderr = ''
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)))
    await eventually(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      30_000,
    )

    // Fewer connections than requests, as a browser or a load balancer has: each connection carries
    // several requests in turn, so some are idle between two of them when the signal comes.
    const agent = new Agent({ keepAlive: true, maxSockets: connections })
    const outcomes: Outcome[] = []
    const burst = Array.from({ length: total }, (_, i) => post(port, agent, i).then((o) => void outcomes.push(o)))
    // The signal arrives mid-burst: once some answers are out and most are still to come.
    await eventually(() => outcomes.length >= 20, 30_000)
    process.kill(server.pid!, 'SIGTERM')
    await Promise.all(burst)
    const code = await exited
    agent.destroy()

    const statuses = outcomes.flatMap((o) => ('status' in o ? [o.status] : []))
    const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : []))
    const ok = statuses.filter((s) => s === 200).length
    const refused = statuses.filter((s) => s === 503).length
    const db = openDb({ dataDir, databaseUrl: database?.url })
    try {
      const stored = await db.selectFrom('contact_messages').select('email').execute()
      const outbox = await db.selectFrom('outbox').select(['status']).execute()
      const sending = outbox.filter((row) => row.status === 'sending').length
      await annotate(
        `${total} posts: ${ok} answered 200, ${refused} refused with 503, ${errors.length} connection errors; ` +
          `${stored.length} messages stored, ${sending} outbox rows left in sending; exit code ${code}`,
      )
      expect({ errors, other: statuses.filter((s) => s !== 200 && s !== 503) }).toEqual({ errors: [], other: [] })
      expect(ok + refused).toBe(total)
      expect(ok).toBeGreaterThan(0)
      expect(stored).toHaveLength(ok)
      expect(outbox).toHaveLength(2 * ok)
      expect(sending).toBe(0)
      expect(code).toBe(0)
      expect(stderr).not.toMatch(/Error|at .*:\d+:\d+/)
    } finally {
      await db.destroy()
    }
  }, 90_000)
})

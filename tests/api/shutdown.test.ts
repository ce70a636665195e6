/**
 * A rolling restart under steady traffic, against the production start command (`npm run serve`)
 * as a process manager runs it: SIGTERM goes to npm, which must pass it on to a server that
 * drains. 50 keep-alive clients send contact messages in a loop for the whole drain, and a load
 * balancer's probe watches the readiness check.
 *
 * The clients reach the server as traffic through that balancer does: once this instance answers
 * 503 (shutting down) or refuses the connection, a client's next message goes to another instance.
 * A client that kept coming back here could reach the kernel in the instant the server stops
 * listening; the kernel resets such a connection, which it had queued for the server but the
 * server had not yet taken, and no server can prevent that. The drain period exists so that the
 * balancer has stopped sending traffic here by then. Late requests on a server whose event loop
 * was held up are tested one by one in drain.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from '../../server/db'
import { defaultPolicy } from '../../server/policy'
import type { Challenge } from 'altcha-lib'
import {
  dialects,
  eventually,
  freshPostgresDatabase,
  SmtpSink,
  solved,
  startServeProcess,
  testProofEnv,
  type ServeProcess,
} from './harness'

const clients = 50
// The default drain period: long enough for a balancer's probe to see readiness turn while 50
// clients keep this 2-core machine busy (a probe then takes up to about 2 s on SQLite, whose
// commits are synced to disk on the event loop).
const drainMs = defaultPolicy.shutdownDrainMs

type Outcome =
  { at: number; call: Call; status: number; retryAfter: number | null } | { at: number; call: Call; error: string }
/** A client's two calls per message: the proof-of-work challenge, then the message with its solution. */
type Call = 'challenge' | 'contact'

/** One call on the client's keep-alive connection, with the answer's body. */
function call(port: number, agent: Agent, what: Call, body?: string): Promise<{ outcome: Outcome; text: string }> {
  return new Promise((resolve) => {
    const done = (outcome: Record<string, unknown>, text = '') =>
      resolve({ outcome: { at: Date.now(), call: what, ...outcome } as Outcome, text })
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: what === 'challenge' ? '/api/contact/challenge' : '/api/contact',
        method: body === undefined ? 'GET' : 'POST',
        agent,
        headers:
          body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        const retryAfter = res.headers['retry-after'] === undefined ? null : Number(res.headers['retry-after'])
        res.on('end', () => done({ status: res.statusCode!, retryAfter }, Buffer.concat(chunks).toString()))
        res.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }))
    req.end(body)
  })
}

/** One contact message as the form sends it: a challenge, solved, then the message; the outcomes of both calls made. */
async function send(port: number, agent: Agent, id: string): Promise<Outcome[]> {
  const challenge = await call(port, agent, 'challenge')
  if (!('status' in challenge.outcome) || challenge.outcome.status !== 200) return [challenge.outcome]
  const altcha = await solved(JSON.parse(challenge.text) as Challenge)
  const body = JSON.stringify({
    name: 'Kari Nordmann',
    email: `${id}@example.no`,
    message: `Message ${id} of the rolling restart.`,
    locale: 'nb',
    altcha,
  })
  return [challenge.outcome, (await call(port, agent, 'contact', body)).outcome]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(dialects)('SIGTERM under steady traffic from 50 keep-alive clients, on %s', (dialect) => {
  let smtp: SmtpSink
  let dataDir: string
  let database: { url: string; drop: () => Promise<void> } | null = null
  let server: ServeProcess | null = null
  beforeAll(async () => {
    smtp = await SmtpSink.create()
    await smtp.start()
    dataDir = mkdtempSync(path.join(tmpdir(), 'fj-shutdown-'))
    if (dialect === 'postgres') database = await freshPostgresDatabase('fj_shutdown')
  })
  afterAll(async () => {
    server?.kill()
    await smtp.stop()
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('turns readiness to 503 first, keeps serving for the drain period, then answers every request 200 or a clean 503, resets none and exits 0', async ({
    annotate,
  }) => {
    server = await startServeProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: '1000000',
      OUTBOX_POLL_MS: '200',
      ...testProofEnv,
    })
    const { port } = server
    let exited = false
    const exitCode = server.exited.then((code) => {
      exited = true
      return code
    })

    // The load balancer's probe: it stops routing here once readiness answers 503.
    let readyUntil: number | null = null
    const probe = (async () => {
      while (!exited && readyUntil === null) {
        const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.status,
          () => null,
        )
        if (status === 503) readyUntil = Date.now()
        else await sleep(50)
      }
    })()

    // Each client sends again as soon as it has its answer, until this instance answers 503 or
    // refuses the connection: the balancer then sends that client's messages elsewhere.
    const outcomes: Outcome[] = []
    const loops = Array.from({ length: clients }, async (_, c) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 })
      try {
        for (let n = 0; !exited; n++) {
          const calls = await send(port, agent, `c${c}-${n}`)
          outcomes.push(...calls)
          const outcome = calls.at(-1)!
          if ('error' in outcome ? outcome.error === 'ECONNREFUSED' : outcome.status === 503) return
        }
      } finally {
        agent.destroy()
      }
    })
    // Steady traffic first, then the signal.
    await eventually(() => outcomes.length >= 200, 30_000)
    const signalled = Date.now()
    process.kill(server.child.pid!, 'SIGTERM')
    await Promise.all(loops)
    const code = await exitCode
    await probe

    const answers = outcomes.flatMap((o) => ('status' in o ? [o] : []))
    const errors = outcomes.flatMap((o) => ('error' in o ? [o.error] : []))
    const refused = errors.filter((e) => e === 'ECONNREFUSED').length
    const resets = errors.filter((e) => e !== 'ECONNREFUSED')
    const ok = answers.filter((a) => a.status === 200 && a.call === 'contact')
    const unavailable = answers.filter((a) => a.status === 503)
    const servedWhileDraining = ok.filter((a) => a.at > readyUntil!).length
    const firstRefusal = Math.min(...unavailable.map((a) => a.at))
    const db = openDb({ dataDir, databaseUrl: database?.url })
    try {
      const stored = await db.selectFrom('contact_messages').select('email').execute()
      const outbox = await db.selectFrom('outbox').select(['status']).execute()
      const sending = outbox.filter((row) => row.status === 'sending').length
      await annotate(
        `${answers.length + errors.length} requests (a challenge and a message each): ${ok.length} messages answered 200 (${servedWhileDraining} of them after readiness turned 503), ` +
          `${unavailable.length} answered 503, ${resets.length} resets, ${refused} connections refused once the server had stopped listening; ` +
          `readiness 503 ${readyUntil! - signalled} ms after SIGTERM, first 503 to a request ${firstRefusal - signalled} ms after it; ` +
          `${stored.length} messages stored, ${sending} outbox rows left in sending; exit code ${code}`,
      )
      expect(resets).toEqual([])
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([])
      expect(code).toBe(0)
      // Readiness first; requests are served as usual for the drain period, and only then refused.
      expect(readyUntil).not.toBeNull()
      expect(readyUntil!).toBeLessThan(firstRefusal)
      expect(servedWhileDraining).toBeGreaterThan(0)
      expect(firstRefusal - signalled).toBeGreaterThanOrEqual(drainMs)
      expect(unavailable.every((a) => a.retryAfter === 1)).toBe(true)
      // Every acknowledged message is stored with its two mails, none left half-sent.
      expect(stored).toHaveLength(ok.length)
      expect(outbox).toHaveLength(2 * ok.length)
      expect(sending).toBe(0)
      expect(server.output()).not.toMatch(/Error|at .*:\d+:\d+/)
    } finally {
      await db.destroy()
    }
  }, 90_000)
})

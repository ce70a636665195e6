/**
 * Database faults as production has them: PostgreSQL cutting the server's connections (as
 * `pg_terminate_backend`, a restart, a failover or a proxy's idle timeout do) and refusing new
 * ones for a while; an SQLite file whose write lock another process (the admin CLI) holds. The
 * process stays up and answers 503 with Retry-After meanwhile, 200 after; liveness stays 200.
 */
import path from 'node:path'
import { DatabaseSync, type DatabaseSyncInstance } from '@photostructure/sqlite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dialects,
  eventually,
  freshPostgresDatabase,
  postContactTo,
  postgresUrl,
  solvedProof,
  startServeProcess,
  startServer,
  testProofEnv,
  type ServeProcess,
  type TestServer,
} from './harness'

const message = (i: number | string) => ({
  name: 'Kari Nordmann',
  email: `fault-${i}@example.no`,
  message: `Message ${i}`,
  locale: 'nb',
})

type Answer = { status: number; retryAfter: string | null; error: unknown }

async function answer(response: Promise<Response>): Promise<Answer> {
  const r = await response
  const body = (await r.json().catch(() => null)) as { error?: unknown } | null
  return { status: r.status, retryAfter: r.headers.get('retry-after'), error: body?.error }
}

describe.skipIf(!postgresUrl)('PostgreSQL cutting the connections of `npm run serve`', () => {
  let database: { url: string; drop: () => Promise<void> }
  let server: ServeProcess
  let admin: pg.Client
  const name = () => new URL(database.url).pathname.slice(1)
  // `npm run serve` compiles the server as it starts: up to about 7 s on a busy 2-core machine.
  beforeAll(async () => {
    database = await freshPostgresDatabase('fj_faults')
    server = await startServeProcess({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      CONTACT_RATE_LIMIT: '1000000',
      ...testProofEnv,
    })
    admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
  }, 30_000)
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS true`).catch(() => undefined)
    await admin?.end()
    server?.kill()
    await server?.exited
    await database?.drop()
  })

  const base = () => `http://127.0.0.1:${server.port}`
  const post = (i: number | string) => answer(postContactTo(base(), message(i)))
  const appConnections = async (state?: string) =>
    Number(
      (
        await admin.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity where datname = $1 and ($2::text is null or state = $2)`,
          [name(), state ?? null],
        )
      ).rows[0]!.n,
    )
  /** The statement an operator (or a failover) would run: every connection of the app's database ends. */
  const terminate = (state?: string) =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and ($2::text is null or state = $2) and pid <> pg_backend_pid()`,
      [name(), state ?? null],
    )
  const unhandled = () =>
    server.logs().filter((line) => Number(line.level) >= 50 || /Unhandled|uncaught/i.test(String(line.msg)))

  it('stays up when its idle connections are ended, logs it as a warning and answers 200 on the next request', async () => {
    expect((await post('idle-1')).status).toBe(200)
    expect((await answer(fetch(`${base()}/api/me`))).status).toBe(200)
    await eventually(async () => (await appConnections('idle')) > 0)
    const idle = await appConnections('idle')
    await terminate('idle')
    await eventually(() => server.logs().filter((line) => line.msg === 'database connection lost').length >= idle)
    expect(server.child.exitCode).toBeNull()
    expect((await post('idle-2')).status).toBe(200)
    expect((await answer(fetch(`${base()}/readyz`))).status).toBe(200)
    expect(unhandled()).toEqual([])
    expect(server.output()).toBe('')
  })

  it('answers 503 with Retry-After while connections are cut mid-traffic and refused, and 200 again after', async ({
    annotate,
  }) => {
    const answers: (Answer & { phase: string })[] = []
    let phase = 'cut'
    let running = true
    const clients = Array.from({ length: 12 }, async (_, c) => {
      for (let n = 0; running; n++) answers.push({ ...(await post(`${c}-${n}`)), phase })
    })
    await eventually(() => answers.length >= 30)
    // Connections end under the running queries, three times.
    for (let i = 0; i < 3; i++) {
      const seen = answers.length
      await terminate()
      await eventually(() => answers.length >= seen + 20)
    }
    // Then the database refuses connections for a while (a restart, a failover): every request needs one.
    phase = 'down'
    await admin.query(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS false`)
    await terminate()
    const downFrom = answers.length
    await eventually(() => answers.slice(downFrom).filter((a) => a.status === 503).length >= 20)
    const readyDown = await answer(fetch(`${base()}/readyz`))
    const liveDown = await answer(fetch(`${base()}/healthz`))
    phase = 'back'
    await admin.query(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS true`)
    await eventually(() => answers.filter((a) => a.phase === 'back' && a.status === 200).length >= 20, 20_000)
    running = false
    await Promise.all(clients)
    const readyBack = await answer(fetch(`${base()}/readyz`))

    const count = (p: string, status: number) => answers.filter((a) => a.phase === p && a.status === status).length
    await annotate(
      `${answers.length} posts from 12 clients: while cut ${count('cut', 200)} x 200 and ${count('cut', 503)} x 503; ` +
        `while refused ${count('down', 200)} x 200 and ${count('down', 503)} x 503 (readiness ${readyDown.status}, liveness ${liveDown.status}); ` +
        `after ${count('back', 200)} x 200 and ${count('back', 503)} x 503 (readiness ${readyBack.status}); ` +
        `${server.logs().filter((line) => line.msg === 'database connection lost').length} connections lost in the log`,
    )
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([])
    for (const refused of answers.filter((a) => a.status === 503))
      expect(refused).toMatchObject({ retryAfter: '2', error: 'unavailable' })
    expect(count('down', 503)).toBeGreaterThanOrEqual(20)
    expect([readyDown.status, liveDown.status, readyBack.status]).toEqual([503, 200, 200])
    expect(server.child.exitCode).toBeNull()
    expect(unhandled()).toEqual([])
    expect(server.output()).toBe('')
  }, 60_000)
})

describe.each(dialects.filter((d) => d === 'sqlite'))(
  'an SQLite file another process holds locked, on %s',
  (dialect) => {
    let server: TestServer
    let other: DatabaseSyncInstance
    const busyWaitMs = 1_000
    beforeAll(async () => {
      server = await startServer(dialect, {
        policy: { dbBusyWaitMs: busyWaitMs, contactPerIp: { limit: 1000, windowMs: 60_000 } },
      })
      // The admin CLI, say: another connection to the same file.
      other = new DatabaseSync(path.join(server.database.dataDir, 'fjordlys.sqlite'))
    })
    afterAll(async () => {
      if (other?.isTransaction) other.prepare('rollback').run()
      other?.close()
      await server?.close()
    })

    /** Polls /healthz until `until` resolves; the slowest answer it saw. */
    async function slowestLiveness(until: Promise<unknown>): Promise<number> {
      let done = false
      void until.finally(() => (done = true))
      let slowest = 0
      while (!done) {
        const started = performance.now()
        expect((await server.get('/healthz')).status).toBe(200)
        slowest = Math.max(slowest, performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return slowest
    }

    it('keeps answering while it waits, then answers 503 with Retry-After, and readiness says so', async ({
      annotate,
    }) => {
      // Solved before the lock: the post itself meets it (a challenge is a write too, for its rate limit).
      const altcha = await solvedProof(server.url)
      other.prepare('begin immediate').run()
      try {
        const started = performance.now()
        const refused = answer(server.postContact({ ...message('locked'), altcha }))
        const slowest = await slowestLiveness(refused)
        const waited = performance.now() - started
        const ready = await answer(server.get('/readyz'))
        await annotate(
          `write lock held by another connection: contact post answered ${(await refused).status} after ${Math.round(waited)} ms; ` +
            `slowest /healthz meanwhile ${Math.round(slowest)} ms; /readyz ${ready.status}`,
        )
        expect(await refused).toMatchObject({ status: 503, retryAfter: '2', error: 'unavailable' })
        expect(waited).toBeGreaterThanOrEqual(busyWaitMs * 0.9)
        // SQLite's own busy wait would have held the event loop for the whole wait (5 s by default).
        expect(slowest).toBeLessThan(500)
        expect(ready.status).toBe(503)
      } finally {
        other.prepare('rollback').run()
      }
      expect((await server.postContact(message('unlocked'))).status).toBe(200)
      expect((await server.get('/readyz')).status).toBe(200)
    })

    it('answers every request of a burst within the wait, not one wait after another', async ({ annotate }) => {
      const proofs = await Promise.all(Array.from({ length: 20 }, () => solvedProof(server.url)))
      other.prepare('begin immediate').run()
      const started = performance.now()
      let answers: Answer[]
      try {
        answers = await Promise.all(
          proofs.map((altcha, i) => answer(server.postContact({ ...message(`burst-${i}`), altcha }))),
        )
      } finally {
        other.prepare('rollback').run()
      }
      const took = performance.now() - started
      await annotate(`20 posts while locked: all answered within ${Math.round(took)} ms`)
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(503))
      expect(took).toBeLessThan(busyWaitMs * 3)
    })

    it('stays ready while busy with its own writes: readiness asks for the lock ahead of them', async ({
      annotate,
    }) => {
      const posts = Array.from({ length: 100 }, (_, i) => answer(server.postContact(message(`busy-${i}`))))
      const ready: number[] = []
      let done = false
      const all = Promise.all(posts).finally(() => (done = true))
      while (!done) ready.push((await server.get('/readyz')).status)
      const statuses = (await all).map((a) => a.status)
      await annotate(
        `100 posts at once: ${statuses.filter((s) => s === 200).length} x 200; ` +
          `readiness meanwhile ${ready.filter((s) => s === 200).length} x 200 of ${ready.length}`,
      )
      expect(statuses).toEqual(Array(100).fill(200))
      expect(ready.length).toBeGreaterThan(0)
      expect(ready.every((status) => status === 200)).toBe(true)
    }, 30_000)

    it('goes on as soon as the lock is let go within the wait: 200, nothing lost', async () => {
      const altcha = await solvedProof(server.url)
      other.prepare('begin immediate').run()
      const posted = answer(server.postContact({ ...message('waited'), altcha }))
      setTimeout(() => other.prepare('rollback').run(), busyWaitMs / 3)
      expect((await posted).status).toBe(200)
      const stored = await server.services.db
        .selectFrom('contact_messages')
        .select('email')
        .where('email', '=', 'fault-waited@example.no')
        .execute()
      expect(stored).toHaveLength(1)
    })
  },
)

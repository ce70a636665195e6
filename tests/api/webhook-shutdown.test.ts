/**
 * A restart while webhooks are on their way: `npm run serve` gets SIGTERM while a slow receiver
 * is answering a delivery, with more leads queued behind it. The attempt under way finishes and
 * is recorded, the rest wait in the database, and the server started again delivers them: every
 * lead arrives once, with a valid signature, and none twice.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../server/db'
import { addEndpoint } from '../../server/webhooks/endpoints'
import {
  dialects,
  eventually,
  freshPostgresDatabase,
  postContactTo,
  startServeProcess,
  testProofEnv,
  WebhookReceiver,
  type ServeProcess,
} from './harness'

const leads = 8

describe.each(dialects)('SIGTERM while webhooks are being delivered, on %s', (dialect) => {
  let dataDir: string
  let database: { url: string; drop: () => Promise<void> } | null = null
  let receiver: WebhookReceiver
  const servers: ServeProcess[] = []
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'fj-webhook-shutdown-'))
    if (dialect === 'postgres') database = await freshPostgresDatabase('fj_hooks_stop')
    receiver = await WebhookReceiver.start()
  })
  afterAll(async () => {
    for (const server of servers) server.kill()
    await receiver.stop()
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('loses no event and sends none twice once restarted', async ({ annotate }) => {
    const db = await createDb({ dataDir, databaseUrl: database?.url })
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: '1000',
      // `npm run serve` is production: only the test's receiver on 127.0.0.1 is let through.
      WEBHOOK_ALLOW_LOCAL: '1',
      WEBHOOK_BATCH: '1',
      OUTBOX_POLL_MS: '100',
      SHUTDOWN_DRAIN_MS: '300',
      ...testProofEnv,
    }
    try {
      const endpoint = await addEndpoint(db, { url: receiver.url }, Date.now())
      receiver.secrets = [endpoint.secret]
      // Each answer takes a while: the first is still under way when the signal comes.
      receiver.delayMs = 1_000

      const first = await startServeProcess(env)
      servers.push(first)
      const base = `http://127.0.0.1:${first.port}`
      for (let i = 0; i < leads; i++) {
        const response = await postContactTo(base, {
          name: 'Kari Nordmann',
          email: `restart-${i}@fjordbedrift.no`,
          message: `Lead ${i} of the restart.`,
          locale: 'nb',
        })
        expect(response.status).toBe(200)
      }
      await eventually(() => receiver.received.length >= 1)
      const signalled = Date.now()
      process.kill(first.child.pid!, 'SIGTERM')
      const firstExit = await first.exited
      const stoppedMs = Date.now() - signalled
      const afterStop = await db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute()
      const deliveredBefore = afterStop.filter((row) => row.status === 'sent').length
      const unanswered = receiver.received.filter((r) => r.answered === null).length

      const second = await startServeProcess(env)
      servers.push(second)
      await eventually(
        async () =>
          (await db.selectFrom('webhook_deliveries').select('status').where('status', '=', 'sent').execute()).length ===
          leads,
        30_000,
      )
      process.kill(second.child.pid!, 'SIGTERM')
      const secondExit = await second.exited

      const byId = receiver.byId()
      const repeated = [...byId.values()].filter((requests) => requests.length > 1).length
      await annotate(
        `${leads} leads; SIGTERM with a delivery under way: stopped after ${stoppedMs} ms (exit ${firstExit}), ` +
          `${deliveredBefore} delivered before it, ${afterStop.filter((r) => r.status === 'pending').length} pending, ` +
          `${afterStop.filter((r) => r.status === 'sending').length} left sending, ${unanswered} requests unanswered; ` +
          `after the restart (exit ${secondExit}): ${receiver.received.length} requests, ${byId.size} webhook-ids, ${repeated} repeated`,
      )
      expect(firstExit).toBe(0)
      expect(secondExit).toBe(0)
      expect(afterStop.filter((row) => row.status === 'sending')).toEqual([])
      expect(unanswered).toBe(0)
      expect(deliveredBefore).toBeGreaterThan(0)
      expect(deliveredBefore).toBeLessThan(leads)
      expect(byId.size).toBe(leads)
      expect(repeated).toBe(0)
      expect(receiver.received.every((r) => r.verified[endpoint.secret] === true && r.answered === 200)).toBe(true)
      const stored = await db.selectFrom('contact_messages').select('id').execute()
      expect(stored).toHaveLength(leads)
    } catch (error) {
      // What the servers said is the first thing to read when this fails.
      throw new Error(`${String(error)}\n\n${servers.map((server) => server.report()).join('\n\n')}`, { cause: error })
    } finally {
      await db.destroy()
    }
  }, 90_000)
})

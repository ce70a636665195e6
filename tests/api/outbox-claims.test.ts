/**
 * Fenced outbox claims: two copies of the server on one database and a mail server slower than a
 * claim lasts, a copy that loses its claim mid-send, and a late outcome that must not count.
 */
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enqueue } from '../../server/mail/outbox'
import { claimDue, renewClaim, settleClaim } from '../../server/outbox-claims'
import type { Policy } from '../../server/policy'
import { dialects, eventually, SmtpSink, startServer, type TestServer } from './harness'

/** A short claim, and a mail server slower than that at every step: greeting, MAIL, RCPT, DATA. */
const claimMs = 600
const smtpDelayMs = 900
const slowSmtpPolicy: Partial<Policy> = {
  outboxClaimMs: claimMs,
  outboxPollMs: 100,
  // The mail client waits for each answer longer than the slow server takes.
  smtpConnectionTimeoutMs: 5_000,
  smtpGreetingTimeoutMs: 5_000,
  smtpSocketTimeoutMs: 5_000,
}

const mail = (i: number) => ({
  subject: `Slow ${i}`,
  text: 'x',
  html: '<p>x</p>',
  idempotencyKey: `slow:${i}`,
  kind: 'contact_confirmation' as const,
  to: `slow${i}@example.no`,
})

describe.each(dialects)('two copies of the server and a slow mail server, on %s', (dialect) => {
  let smtp: SmtpSink
  let first: TestServer
  let second: TestServer
  beforeAll(async () => {
    smtp = await SmtpSink.create({ delayMs: smtpDelayMs })
    await smtp.start()
    first = await startServer(dialect, { smtp, policy: slowSmtpPolicy, realClock: true })
    second = await startServer(dialect, { smtp, policy: slowSmtpPolicy, realClock: true, shareDatabaseWith: first })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await smtp.stop()
  })

  it(`delivers each of 10 mails exactly once though every SMTP step (${smtpDelayMs} ms) outlasts a claim (${claimMs} ms)`, async ({
    annotate,
  }) => {
    const db = first.services.db
    const started = Date.now()
    for (let i = 0; i < 10; i++) await enqueue(db, mail(i), Date.now())
    first.services.outbox.wake()
    second.services.outbox.wake()
    const rows = () => db.selectFrom('outbox').select(['status', 'attempts', 'claim_token']).execute()
    await eventually(async () => (await rows()).every((row) => row.status === 'sent'), 60_000)
    // Sends still under way (a copy that lost a claim) end before anything is counted.
    await Promise.all([first.services.outbox.idle(), second.services.outbox.idle()])
    const ids = smtp.mail.map((m) => m.messageId)
    const final = await rows()
    await annotate(
      `10 mails, claim ${claimMs} ms, every SMTP step ${smtpDelayMs} ms: ${smtp.mail.length} deliveries, ` +
        `${new Set(ids).size} distinct Message-IDs, attempts ${final.map((r) => r.attempts).join(',')}, ` +
        `${Date.now() - started} ms`,
    )
    expect(smtp.mail).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
    // Attempts are not asserted: on a machine busy enough to stall a copy past its claim, the row is
    // taken over and counts a second attempt, and what matters is that the mail still went once.
    expect(final.every((row) => row.attempts >= 1 && row.claim_token === null)).toBe(true)
  }, 90_000)
})

describe.each(dialects)('a copy that loses its claim while it sends, on %s', (dialect) => {
  let smtp: SmtpSink
  let server: TestServer
  const logLines: { msg?: string; outboxId?: string }[] = []
  beforeAll(async () => {
    smtp = await SmtpSink.create({ delayMs: smtpDelayMs })
    await smtp.start()
    const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) })
    server = await startServer(dialect, { smtp, policy: slowSmtpPolicy, realClock: true, log })
  })
  afterAll(async () => {
    await server?.close()
    await smtp.stop()
  })

  it('stops its send before the mail server accepts it, and leaves the row to the new holder', async () => {
    const db = server.services.db
    await enqueue(db, mail(100), Date.now())
    server.services.outbox.wake()
    const row = () =>
      db.selectFrom('outbox').selectAll().where('idempotency_key', '=', 'slow:100').executeTakeFirstOrThrow()
    await eventually(async () => (await row()).status === 'sending', 10_000)
    // Another holder now (as when this copy had stalled past its claim and another took the row over).
    await db
      .updateTable('outbox')
      .set({ claim_token: 'the-new-holder', locked_until: Date.now() + 60_000 })
      .where('idempotency_key', '=', 'slow:100')
      .execute()
    await server.services.outbox.idle()
    const after = await row()
    expect(smtp.mail).toHaveLength(0)
    expect(after).toMatchObject({ status: 'sending', claim_token: 'the-new-holder', sent_at: null, last_error: null })
    expect(logLines.some((line) => line.msg?.startsWith('outbox claim lost') && line.outboxId === after.id)).toBe(true)
  }, 30_000)

  it('on shutdown stops a send that outlasts the time left and gives the row back, due at once', async () => {
    const db = server.services.db
    await enqueue(db, mail(101), Date.now())
    server.services.outbox.wake()
    const row = () =>
      db.selectFrom('outbox').selectAll().where('idempotency_key', '=', 'slow:101').executeTakeFirstOrThrow()
    await eventually(async () => (await row()).status === 'sending', 10_000)
    const stopping = Date.now()
    await server.services.outbox.stop(100)
    const stoppedAfter = Date.now() - stopping
    const after = await row()
    expect(after).toMatchObject({ status: 'pending', claim_token: null, locked_until: null, sent_at: null })
    expect(after.next_attempt_at).toBeLessThanOrEqual(Date.now())
    expect(stoppedAfter).toBeLessThan(smtpDelayMs)
    expect(smtp.mail.filter((m) => m.subject === 'Slow 101')).toHaveLength(0)
  }, 30_000)
})

describe.each(dialects)('fenced claims on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect)
    await server.services.outbox.stop()
  })
  afterEach(() => server.services.db.deleteFrom('outbox').execute())
  afterAll(() => server.close())

  it('lets only the current holder record an outcome: a send that outlived its claim is not counted twice', async () => {
    const { db } = server.services
    const { clock } = server
    await enqueue(db, { ...mail(200), kind: 'password_reset' }, clock.now())
    const [late] = await claimDue(db, { now: clock.now(), claimMs: 1000, limit: 10 })
    expect(late).toMatchObject({ kind: 'password_reset', attempts: 1 })
    // While the claim lasts nobody else gets the row.
    expect(await claimDue(db, { now: clock.now() + 999, claimMs: 1000, limit: 10 })).toEqual([])
    // The holder stalls past its claim; another copy takes the row over.
    clock.advance(1001)
    const [current] = await claimDue(db, { now: clock.now(), claimMs: 1000, limit: 10 })
    expect(current).toMatchObject({ id: late!.id, attempts: 2 })
    expect(current!.token).not.toBe(late!.token)
    // The stalled holder comes back: it can neither renew nor record anything.
    expect(await renewClaim(db, late!, { now: clock.now(), claimMs: 1000 })).toBe(false)
    expect(await settleClaim(db, late!, { status: 'sent', at: clock.now() })).toBe(false)
    expect(
      await settleClaim(db, late!, { status: 'pending', nextAttemptAt: clock.now() + 60_000, error: 'late failure' }),
    ).toBe(false)
    const during = await db.selectFrom('outbox').selectAll().where('id', '=', late!.id).executeTakeFirstOrThrow()
    expect(during).toMatchObject({ status: 'sending', claim_token: current!.token, sent_at: null, last_error: null })
    // The current holder's outcome stands, once.
    expect(await renewClaim(db, current!, { now: clock.now(), claimMs: 1000 })).toBe(true)
    expect(await settleClaim(db, current!, { status: 'sent', at: clock.now() })).toBe(true)
    expect(await settleClaim(db, current!, { status: 'sent', at: clock.now() + 5 })).toBe(false)
    const after = await db.selectFrom('outbox').selectAll().where('id', '=', late!.id).executeTakeFirstOrThrow()
    expect(after).toMatchObject({ status: 'sent', sent_at: clock.now(), claim_token: null, locked_until: null })
  })
})

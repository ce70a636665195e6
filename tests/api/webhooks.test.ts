/**
 * Signed webhooks to the agency's CRM, against the app and a local receiver that verifies every
 * request with the `standardwebhooks` library: retries with one webhook-id, an endpoint that
 * answers 410, secret rotation, redirects and timeouts, and where a webhook may not go.
 */
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { runCli } from '../../server/cli'
import { isPublicAddress, checkEndpointUrl, checkEndpointAddresses } from '../../server/webhooks/address'
import { addEndpoint, rotateSecret } from '../../server/webhooks/endpoints'
import { eventIdFor, type LeadEvent } from '../../server/webhooks/events'
import { WebhookWorker } from '../../server/webhooks/worker'
import { defaultPolicy, webhookBackoffMs, webhookRetrySpanMs } from '../../server/policy'
import { dialects, startServer, WebhookReceiver, type TestServer } from './harness'

const lead = {
  name: 'Kari Nordmann',
  email: 'kari@fjordbedrift.no',
  subject: 'Ny nettbutikk',
  message: 'Vi vil flytte nettbutikken vår før jul.',
  locale: 'nb',
  page: '/kontakt/',
}

describe('the retry schedule', () => {
  it('spreads the attempts over about a day, doubling from 30 s to at most 4 h', () => {
    const p = defaultPolicy
    expect(webhookBackoffMs(p, 1, () => 0)).toBe(30_000)
    expect(webhookBackoffMs(p, 2, () => 0)).toBe(60_000)
    expect(webhookBackoffMs(p, 13, () => 0)).toBe(4 * 3_600_000)
    expect(webhookBackoffMs(p, 13, () => 1)).toBe(4.8 * 3_600_000)
    const hours = webhookRetrySpanMs(p) / 3_600_000
    expect(hours).toBeGreaterThan(18)
    expect(hours * 1.2).toBeLessThan(26)
  })
})

describe.each(dialects)('webhooks to a receiver that verifies signatures, on %s', (dialect) => {
  let server: TestServer
  let receiver: WebhookReceiver
  const logLines: Record<string, unknown>[] = []
  beforeAll(async () => {
    const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) })
    server = await startServer(dialect, { log, policy: { contactPerIp: { limit: 1000, windowMs: 60_000 } } })
    receiver = await WebhookReceiver.start()
  })
  afterEach(async () => {
    receiver.received.length = 0
    receiver.script = []
    receiver.delayMs = 0
    receiver.redirectTo = 'http://127.0.0.1:9/elsewhere'
    await server.services.db.deleteFrom('webhook_endpoints').execute()
  })
  afterAll(async () => {
    await receiver.stop()
    await server.close()
  })

  const db = () => server.services.db
  const endpoint = async (url = receiver.url) => {
    const added = await addEndpoint(db(), { url }, server.clock.now())
    receiver.secrets = [added.secret]
    return added
  }
  /** One lead posted; its id. */
  const post = async (extra: Record<string, unknown> = {}) => {
    const response = await server.postContact({ ...lead, ...extra })
    expect(response.status).toBe(200)
    const row = await db()
      .selectFrom('contact_messages')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .where('email', '=', String(extra.email ?? lead.email))
      .executeTakeFirstOrThrow()
    return row.id
  }
  const delivery = (contactId: string) =>
    db().selectFrom('webhook_deliveries').selectAll().where('contact_id', '=', contactId).executeTakeFirstOrThrow()
  const attempts = async (contactId: string) =>
    db()
      .selectFrom('webhook_attempts')
      .select(['attempt', 'status', 'error'])
      .where('delivery_id', '=', (await delivery(contactId)).id)
      .orderBy('attempt')
      .execute()
  /**
   * Lets the clock pass the longest backoff and runs the workers until nothing is due. The admin
   * command schedules by the wall clock, ahead of the test's clock: that moves up to it first.
   */
  const later = async () => {
    server.clock.time = Math.max(server.clock.time, Date.now())
    server.clock.advance(server.config.policy.webhookMaxBackoffMs * 2)
    await server.settle()
  }

  it('delivers a lead after 500, 500 and 200: three attempts, one webhook-id, one lead, every signature valid', async ({
    annotate,
  }) => {
    await endpoint()
    receiver.script = [500, 500]
    const id = await post({ email: 'retry@fjordbedrift.no' })
    await server.settle()
    expect(await delivery(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 500' })
    await later()
    expect(await delivery(id)).toMatchObject({ status: 'pending', attempts: 2 })
    await later()
    expect(await delivery(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null })
    await later()
    const ids = [...receiver.byId().keys()]
    await annotate(
      `${receiver.received.length} requests, answered ${receiver.received.map((r) => r.answered).join(', ')}; ` +
        `webhook-ids ${ids.join(', ')}; timestamps ${receiver.received.map((r) => r.timestamp).join(', ')}`,
    )
    expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 200])
    expect(ids).toEqual([eventIdFor(id)])
    expect(receiver.received.every((r) => Object.values(r.verified).every(Boolean))).toBe(true)
    const bodies = new Set(receiver.received.map((r) => r.body))
    expect(bodies.size).toBe(1)
    const event = JSON.parse([...bodies][0]!) as LeadEvent
    expect(event).toMatchObject({
      type: 'lead.created',
      version: 1,
      data: {
        id,
        email: 'retry@fjordbedrift.no',
        locale: 'nb',
        form: 'page',
        source: { page: '/kontakt/', cta: null },
      },
    })
    expect((await attempts(id)).map((a) => [a.attempt, a.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ])
    const leads = await db()
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'retry@fjordbedrift.no')
      .execute()
    expect(leads).toHaveLength(1)
  })

  it('disables an endpoint that answers 410 after one attempt, reports it, and holds its deliveries until it is enabled', async () => {
    const gone = await endpoint()
    receiver.script = [410]
    const first = await post({ email: 'gone-1@fjordbedrift.no' })
    await server.settle()
    await later()
    expect(receiver.received.map((r) => r.answered)).toEqual([410])
    const disabled = await db()
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow()
    expect(disabled).toMatchObject({ active: 0 })
    expect(disabled.disabled_reason).toMatch(/^answered 410 Gone on /)
    expect(await delivery(first)).toMatchObject({ status: 'held', attempts: 1 })
    expect(
      logLines.some((line) => String(line.msg).startsWith('webhook endpoint disabled') && line.url === receiver.url),
    ).toBe(true)
    // A lead that arrives meanwhile is not queued for it.
    const second = await post({ email: 'gone-2@fjordbedrift.no' })
    await later()
    expect(receiver.received).toHaveLength(1)
    expect(await db().selectFrom('webhook_deliveries').select('id').where('contact_id', '=', second).execute()).toEqual(
      [],
    )
    // The admin command reports it, and enabling it sends what was held.
    const lines: string[] = []
    vi.stubEnv('DATA_DIR', server.database.dataDir)
    vi.stubEnv('DATABASE_URL', server.database.url ?? '')
    try {
      await runCli(['webhooks', 'list'], (line) => lines.push(line))
      expect(lines.find((line) => line.includes(receiver.url))).toMatch(/DISABLED .*answered 410 Gone/)
      await runCli(['webhooks', 'enable', gone.id.slice(0, 8)], (line) => lines.push(line))
      expect(lines.at(-1)).toMatch(/is active; 1 held delivery\(s\) due now/)
    } finally {
      vi.unstubAllEnvs()
    }
    await later()
    expect(receiver.received.map((r) => r.answered)).toEqual([410, 200])
    expect(await delivery(first)).toMatchObject({ status: 'sent' })
  })

  it('signs with the old secret beside the new one during a rotation, and with the new one only after it', async () => {
    const rotated = await endpoint()
    const old = rotated.secret
    const fresh = await rotateSecret(db(), rotated.id, 60_000, Date.now())
    receiver.secrets = [old, fresh]
    await post({ email: 'rotation-1@fjordbedrift.no' })
    await server.settle()
    expect(receiver.received).toHaveLength(1)
    expect(receiver.received[0]!.signature.split(' ')).toHaveLength(2)
    expect(receiver.received[0]!.verified).toEqual({ [old]: true, [fresh]: true })
    // The grace period over (no grace at all here): only the new secret signs.
    await rotateSecret(db(), rotated.id, 0, Date.now())
    const newest = (
      await db().selectFrom('webhook_endpoints').select('secret').where('id', '=', rotated.id).executeTakeFirstOrThrow()
    ).secret
    receiver.secrets = [fresh, newest]
    await post({ email: 'rotation-2@fjordbedrift.no' })
    await server.settle()
    expect(receiver.received[1]!.signature.split(' ')).toHaveLength(1)
    expect(receiver.received[1]!.verified).toEqual({ [fresh]: false, [newest]: true })
  })

  it('follows no redirect, and gives up on a receiver slower than the timeout, trying both again later', async () => {
    const quick = await startServer(dialect, {
      policy: { webhookTimeoutMs: 300, contactPerIp: { limit: 1000, windowMs: 60_000 } },
    })
    try {
      const elsewhere = await WebhookReceiver.start()
      const added = await addEndpoint(quick.services.db, { url: receiver.url }, quick.clock.now())
      receiver.secrets = [added.secret]
      receiver.script = [302, 'hang']
      // The redirect points at another receiver: it must get nothing.
      receiver.redirectTo = elsewhere.url
      const response = await quick.postContact({ ...lead, email: 'redirect@fjordbedrift.no' })
      expect(response.status).toBe(200)
      await quick.settle()
      quick.clock.advance(quick.config.policy.webhookMaxBackoffMs * 2)
      const started = Date.now()
      await quick.settle()
      const tookMs = Date.now() - started
      const rows = await quick.services.db
        .selectFrom('webhook_attempts')
        .select(['attempt', 'status', 'error'])
        .orderBy('attempt')
        .execute()
      expect(rows.map((r) => [r.attempt, r.status])).toEqual([
        [1, 302],
        [2, null],
      ])
      expect(rows[1]!.error).toMatch(/timeout|aborted/i)
      expect(tookMs).toBeLessThan(3_000)
      expect(elsewhere.received).toEqual([])
      const row = await quick.services.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts'])
        .executeTakeFirstOrThrow()
      expect(row).toEqual({ status: 'pending', attempts: 2 })
      await elsewhere.stop()
    } finally {
      await quick.close()
    }
  }, 20_000)

  it('parks a delivery as failed after the last attempt', async () => {
    await endpoint()
    receiver.script = Array(server.config.policy.webhookMaxAttempts).fill(503)
    const id = await post({ email: 'never@fjordbedrift.no' })
    await server.settle()
    for (let i = 1; i < server.config.policy.webhookMaxAttempts; i++) await later()
    expect(await delivery(id)).toMatchObject({
      status: 'failed',
      attempts: server.config.policy.webhookMaxAttempts,
      last_error: 'HTTP 503',
    })
    await later()
    expect(receiver.received).toHaveLength(server.config.policy.webhookMaxAttempts)
  })

  it('lists leads with their mail and webhook state, shows each attempt, and resends one with the same webhook-id', async () => {
    const added = await endpoint()
    receiver.script = [500]
    const id = await post({ email: 'cli@fjordbedrift.no', page: '/en/contact/' })
    await server.settle()
    const lines: string[] = []
    const run = (...args: string[]) => runCli(args, (line) => lines.push(line))
    vi.stubEnv('DATA_DIR', server.database.dataDir)
    vi.stubEnv('DATABASE_URL', server.database.url ?? '')
    try {
      await run('leads', 'list', '--limit', '1')
      expect(lines[0]).toMatch(
        new RegExp(`  ${id.slice(0, 8)}  Kari Nordmann <cli@fjordbedrift.no>  \\[nb, page, /en/contact/\\]$`),
      )
      expect(lines[1]).toBe('  mail: agency pending (attempts 0), confirmation pending (attempts 0)')
      expect(lines[2]).toBe(`  webhooks: 127.0.0.1:${receiver.port} pending (attempts 1, last: HTTP 500)`)
      await run('leads', 'show', id.slice(0, 8))
      expect(lines).toContain(
        `Webhook:   ${receiver.url} (${added.id.slice(0, 8)}): pending, webhook-id ${eventIdFor(id)}`,
      )
      expect(lines.some((line) => /^ {2}attempt 1 .* HTTP 500 /.test(line))).toBe(true)
      await later()
      expect(await delivery(id)).toMatchObject({ status: 'sent' })
      await run('leads', 'resend', id)
      expect(lines.at(-1)).toMatch(/^1 delivery\(s\) of lead .* due now/)
    } finally {
      vi.unstubAllEnvs()
    }
    await server.settle()
    expect(receiver.received.map((r) => [r.id, r.answered])).toEqual([
      [eventIdFor(id), 500],
      [eventIdFor(id), 200],
      [eventIdFor(id), 200],
    ])
  })
})

describe('where a webhook may go outside tests', () => {
  it('takes only https URLs without credentials', () => {
    expect(checkEndpointUrl('https://crm.example.no/hooks', false).href).toBe('https://crm.example.no/hooks')
    for (const url of [
      'http://crm.example.no/hooks',
      'ftp://crm.example.no/',
      'https://user:pass@crm.example.no/',
      'crm.example.no',
    ])
      expect(() => checkEndpointUrl(url, false), url).toThrow()
    expect(checkEndpointUrl('http://127.0.0.1:4000/', true).protocol).toBe('http:')
  })

  it('counts loopback, private, link-local (cloud metadata), mapped and translated addresses as not public', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
    for (const address of ['1.1.1.1', '185.15.59.224', '2a00:1450:4010::8a', '::ffff:1.1.1.1'])
      expect(isPublicAddress(address), address).toBe(true)
  })

  it('refuses a name that resolves to loopback, before connecting, and connects only to addresses it checked', async () => {
    await expect(checkEndpointAddresses(new URL('https://localhost/hooks'), false)).rejects.toThrow(
      /localhost resolves to .*127\.0\.0\.1.*not a public address/,
    )
    await expect(checkEndpointAddresses(new URL('https://[::1]/hooks'), false)).rejects.toThrow(/not a public address/)
    expect(await checkEndpointAddresses(new URL('https://localhost/hooks'), true)).toContain('127.0.0.1')
  })

  it.each(dialects)(
    'sends nothing to a loopback endpoint from a server that does not allow local ones, on %s',
    async (dialect) => {
      const server = await startServer(dialect, { env: { WEBHOOK_ALLOW_LOCAL: '0' } })
      const receiver = await WebhookReceiver.start()
      try {
        await server.services.webhooks.stop()
        const strict = new WebhookWorker({
          db: server.services.db,
          policy: server.config.policy,
          log: server.services.log,
          now: server.clock.now,
          allowLocal: server.config.webhookAllowLocal,
          userAgent: 'test',
        })
        expect(server.config.webhookAllowLocal).toBe(false)
        // As if its DNS had changed after the endpoint was added: names and literals that reach this machine.
        for (const url of [`https://localhost:${receiver.port}/`, `https://127.0.0.1:${receiver.port}/`, receiver.url])
          await addEndpoint(server.services.db, { url }, server.clock.now())
        expect((await server.postContact(lead)).status).toBe(200)
        await strict.step()
        await strict.stop()
        const errors = (await server.services.db.selectFrom('webhook_attempts').select('error').execute()).map(
          (a) => a.error,
        )
        expect(errors).toHaveLength(3)
        expect(
          errors.filter((e) => /(localhost resolves to|127\.0\.0\.1 is) .*not a public address/.test(e ?? '')),
        ).toHaveLength(2)
        expect(errors.filter((e) => /only https endpoints/.test(e ?? ''))).toHaveLength(1)
        expect(receiver.received).toEqual([])
      } finally {
        await receiver.stop()
        await server.close()
      }
    },
    20_000,
  )
})

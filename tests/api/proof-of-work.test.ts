/**
 * The contact forms' proof of work, against the app: a message needs a challenge this server
 * issued, solved, sent no sooner than the form's minimum time after it was issued and before it
 * expires, and each solution is accepted once, by every copy of the server on one database.
 */
import type { Challenge } from 'altcha-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceDirectory } from '../../content/pages/services/directory'
import { servicePath, serviceTopicText } from '../../content/pages/services/links'
import { defaultContactTopic, type GeneralContactTopic } from '../../content/site/contact-topics'
import { widgetUi } from '../../content/strings/widgets'
import { addEndpoint } from '../../server/webhooks/endpoints'
import { eventIdFor, leadCreated } from '../../server/webhooks/events'
import { dialects, solved, solvedProof, startServer, type TestServer } from './harness'

/** A button of a service's page: the first topic a service file adds, or the dialog's quote where none does. */
const service = serviceDirectory.find((each) => each.contactTopic !== undefined) ?? serviceDirectory[0]!
const cta = service.contactTopic?.id ?? defaultContactTopic
/** The title of that button's dialog, which the webhook reports beside the button. */
const ctaTitle = (serviceTopicText(cta, 'nb') ?? widgetUi.nb.contactModal.topics[cta as GeneralContactTopic]).title

const modal = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@fjordbedrift.no',
  message: 'Kan dere hjelpe oss med lokal SEO?',
  locale: 'nb',
  page: servicePath(service.id, 'nb'),
  cta,
}

/** The widget's payload, decoded: to tamper with it as an attacker would. */
function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString()) as {
    challenge: Challenge
    solution: { counter: number; derivedKey: string }
  }
}
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

describe.each(dialects)('the proof of work on contact messages, on %s', (dialect) => {
  let server: TestServer
  let other: TestServer
  beforeAll(async () => {
    const policy = { contactPerIp: { limit: 1_000, windowMs: 60_000 } }
    server = await startServer(dialect, { policy })
    // A second copy of the server on the same database, as behind a load balancer.
    other = await startServer(dialect, { policy, shareDatabaseWith: server })
    await addEndpoint(server.services.db, { url: 'https://crm.fjordlys.example/hooks/leads' }, server.clock.now())
    // Webhooks are queued here, not sent (tests/api/webhooks.test.ts sends them).
    await Promise.all([server.services.webhooks.stop(), other.services.webhooks.stop()])
  })
  afterAll(async () => {
    await other?.close()
    await server?.close()
  })

  const db = () => server.services.db
  const stored = async () => ({
    messages: (await db().selectFrom('contact_messages').select('email').execute()).length,
    mails: (await db().selectFrom('outbox').select('id').execute()).length,
    webhooks: (await db().selectFrom('webhook_deliveries').select('id').execute()).length,
  })
  const challenge = async (from: TestServer = server) =>
    (await (await from.get('/api/contact/challenge')).json()) as Challenge

  it('hands out a challenge signed by the server, with its time of issue, expiry and the difficulty of the policy', async () => {
    const response = await server.get('/api/contact/challenge')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { parameters, signature } = (await response.json()) as Challenge
    const { policy } = server.config
    expect(parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: policy.challengeCost,
      keyLength: 32,
      data: { fillMs: policy.contactMinFillMs },
    })
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
    const issuedAt = Number(parameters.data!.issuedAt)
    expect(Math.abs(issuedAt - Date.now())).toBeLessThan(5_000)
    expect(parameters.expiresAt! * 1000 - issuedAt).toBeGreaterThanOrEqual(policy.challengeTtlMs)
    expect(parameters.expiresAt! * 1000 - issuedAt).toBeLessThan(policy.challengeTtlMs + 1000)
    expect((await server.post('/api/contact/challenge', {})).status).toBe(405)
  })

  it('refuses a message without a solved challenge with 403 and stores nothing: no message, mail or webhook', async () => {
    const before = await stored()
    const good = await solvedProof(server.url)
    const { challenge: issued, solution } = decode(good)
    const fresh = await challenge()
    const refusals = {
      'no proof at all': undefined,
      'an empty proof': '',
      'not base64 JSON': 'this is not a proof',
      'a challenge sent back unsolved': encode({
        challenge: fresh,
        solution: { counter: 0, derivedKey: '00'.repeat(32) },
      }),
      'a wrong key': encode({
        challenge: issued,
        solution: {
          ...solution,
          derivedKey: `${solution.derivedKey.startsWith('0') ? '1' : '0'}${solution.derivedKey.slice(1)}`,
        },
      }),
      'an easier challenge than the one signed': encode({
        challenge: { ...issued, parameters: { ...issued.parameters, cost: 1 } },
        solution,
      }),
      'an earlier time of issue than the one signed': encode({
        challenge: {
          ...issued,
          parameters: { ...issued.parameters, data: { ...issued.parameters.data, issuedAt: 0 } },
        },
        solution,
      }),
      "a challenge signed with another server's key": await solved({ ...fresh, signature: 'ab'.repeat(32) }),
    }
    for (const [what, altcha] of Object.entries(refusals)) {
      const response = await server.post('/api/contact', { ...modal, email: 'bot@spam.example', altcha })
      expect([what, response.status]).toEqual([what, 403])
      expect(await response.json()).toEqual({ ok: false, success: false, error: 'challenge_failed' })
    }
    expect(await stored()).toEqual(before)
    // Nothing was counted either: refusing costs the server no database write.
    const counted = await db().selectFrom('rate_limits').select('key').where('key', 'like', 'contact:%').execute()
    expect(counted).toEqual([])
    // The good solution, untouched, is still good.
    expect((await server.postContact({ ...modal, altcha: good })).status).toBe(200)
  })

  it('stores a solved one with its two mails and a signed webhook event queued, with the page and the button', async () => {
    const response = await server.postContact({
      ...modal,
      email: 'solved@fjordbedrift.no',
      plan: 'En plan skjemaet sender',
    })
    expect(response.status).toBe(200)
    const message = await db()
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'solved@fjordbedrift.no')
      .executeTakeFirstOrThrow()
    expect(message).toMatchObject({ page: modal.page, cta, plan: 'En plan skjemaet sender', spam: 0 })
    const mails = await db()
      .selectFrom('outbox')
      .select(['kind', 'status'])
      .where('idempotency_key', 'like', `contact:${message.id}:%`)
      .execute()
    expect(mails.map((m) => m.kind).sort()).toEqual(['contact_confirmation', 'contact_notification'])
    const [delivery, ...more] = await db()
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('contact_id', '=', message.id)
      .execute()
    expect(more).toEqual([])
    expect(delivery).toMatchObject({
      kind: 'lead.created',
      event_id: eventIdFor(message.id),
      status: 'pending',
      attempts: 0,
    })
    expect(JSON.parse(delivery!.payload)).toEqual({
      ...leadCreated,
      timestamp: new Date(message.created_at).toISOString(),
      data: {
        id: message.id,
        locale: 'nb',
        form: 'modal',
        name: 'Kari Nordmann',
        email: 'solved@fjordbedrift.no',
        phone: null,
        company: null,
        subject: null,
        message: modal.message,
        source: {
          page: modal.page,
          cta,
          ctaLabel: ctaTitle.replace('{plan}', 'En plan skjemaet sender'),
          plan: 'En plan skjemaet sender',
        },
      },
    })
  })

  it('refuses a page or button the forms could not have sent (400), and never trusts them for more than reporting', async () => {
    for (const [field, value] of [
      ['page', '//evil.example/'],
      ['page', 'https://evil.example/'],
      ['page', '/with space'],
      ['cta', 'admin'],
      ['plan', 'Plan\nBcc: victim@example.no'],
    ] as const) {
      const response = await server.postContact({ ...modal, [field]: value })
      expect([field, value, response.status]).toEqual([field, value, 400])
    }
  })

  it('refuses the same solution sent again, also when the second send goes to another copy of the server', async () => {
    const altcha = await solvedProof(server.url)
    expect((await server.postContact({ ...modal, email: 'once@fjordbedrift.no', altcha })).status).toBe(200)
    const again = await server.postContact({ ...modal, email: 'twice@fjordbedrift.no', altcha })
    expect(again.status).toBe(403)
    expect(await again.json()).toMatchObject({ error: 'challenge_failed' })
    const elsewhere = await other.postContact({ ...modal, email: 'elsewhere@fjordbedrift.no', altcha })
    expect(elsewhere.status).toBe(403)
    // The other copy verifies this copy's challenges (one key, kept in the database) and spends them in the same table.
    const fromHere = await solvedProof(server.url)
    expect((await other.postContact({ ...modal, email: 'crossed@fjordbedrift.no', altcha: fromHere })).status).toBe(200)
    expect(
      (await server.postContact({ ...modal, email: 'crossed-back@fjordbedrift.no', altcha: fromHere })).status,
    ).toBe(403)
    const emails = (await db().selectFrom('contact_messages').select('email').execute()).map((m) => m.email)
    expect(emails.filter((e) => /^(once|twice|elsewhere|crossed|crossed-back)@/.test(e)).sort()).toEqual([
      'crossed@fjordbedrift.no',
      'once@fjordbedrift.no',
    ])
  })

  it('lets one of 20 simultaneous sends of one solution through, spread over both copies', async ({ annotate }) => {
    const altcha = await solvedProof(server.url)
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? other : server)
          .postContact({ ...modal, email: `race-${i}@fjordbedrift.no`, altcha })
          .then((r) => r.status),
      ),
    )
    await annotate(`20 sends of one solution at once: ${statuses.join(' ')}`)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 403)).toHaveLength(19)
    const raced = await db().selectFrom('contact_messages').select('id').where('email', 'like', 'race-%').execute()
    expect(raced).toHaveLength(1)
  })

  it('refuses a solution sent sooner than the minimum time after its challenge, and takes it after', async () => {
    const waiting = await startServer(dialect, { policy: { contactMinFillMs: 1_500 } })
    try {
      const altcha = await solvedProof(waiting.url)
      const early = await waiting.postContact({ ...modal, altcha })
      expect(early.status).toBe(403)
      // Refused without being spent: the same solution goes through once the time has passed.
      const issuedAt = Number(decode(altcha).challenge.parameters.data!.issuedAt)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, issuedAt + 1_500 - Date.now()) + 10))
      expect((await waiting.postContact({ ...modal, altcha })).status).toBe(200)
    } finally {
      await waiting.close()
    }
  }, 20_000)

  it('refuses a solution whose challenge has expired', async () => {
    const brief = await startServer(dialect, { policy: { challengeTtlMs: 1_000 } })
    try {
      const altcha = await solvedProof(brief.url)
      const expiresAt = decode(altcha).challenge.parameters.expiresAt! * 1000
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 10))
      expect((await brief.postContact({ ...modal, altcha })).status).toBe(403)
      expect(await brief.services.db.selectFrom('contact_messages').select('id').execute()).toEqual([])
    } finally {
      await brief.close()
    }
  }, 20_000)

  it('counts challenges per client: 429 with Retry-After beyond the limit', async () => {
    const limited = await startServer(dialect, { policy: { challengePerIp: { limit: 2, windowMs: 60_000 } } })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await limited.get('/api/contact/challenge')).status)
      expect(statuses).toEqual([200, 200, 429])
      expect((await limited.get('/api/contact/challenge')).headers.get('retry-after')).toBe('60')
    } finally {
      await limited.close()
    }
  }, 20_000)
})

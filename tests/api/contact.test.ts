import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, OutboxWorker } from '../../server/mail/outbox'
import { claims } from '../../content/facts/facts'
import { serverConfig } from '../../server/config'
import { createLogger } from '../../server/log'
import { dialects, eventually, SmtpSink, solvedProof, startServer, type TestServer } from './harness'

const page = {
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  subject: 'Ny nettbutikk',
  message: 'Hei! Vi trenger hjelp.',
}
const modal = {
  firstName: 'Ola',
  lastName: 'Hansen',
  email: 'ola@firma.no',
  phone: '+47 900 00 000',
  company: 'Firma AS',
  message: 'Kan dere gi oss et tilbud?',
}

describe.each(dialects)('POST /api/contact on %s', (dialect) => {
  let smtp: SmtpSink
  let server: TestServer

  beforeAll(async () => {
    smtp = await SmtpSink.create()
    await smtp.start()
    server = await startServer(dialect, { smtp, policy: { contactPerIp: { limit: 1000, windowMs: 60_000 } } })
  })
  afterAll(async () => {
    await server.close()
    await smtp.stop()
  })

  const messages = () => server.services.db.selectFrom('contact_messages').selectAll().execute()

  it('stores a contact page message and mails the agency and the sender', async () => {
    const response = await server.postContact({ ...page, phone: '', locale: 'nb' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    const stored = (await messages()).find((m) => m.email === page.email)!
    expect(stored).toMatchObject({ name: page.name, subject: page.subject, form: 'page', locale: 'nb', spam: 0 })
    await server.settle()
    await eventually(() => smtp.to(page.email).length === 1 && smtp.to(server.config.agencyInbox).length >= 1)
    const agency = smtp.to(server.config.agencyInbox).find((m) => m.decoded.includes(page.message))!
    expect(agency.header('Reply-To')).toContain(page.email)
    expect(agency.decoded).toContain('Ny henvendelse fra Kari Nordmann')
    const confirmation = smtp.to(page.email)[0]!
    expect(confirmation.decoded).toContain('Hei Kari,')
    expect(confirmation.decoded).toContain(`innen ${claims.emailAnswerHours} timer`)
    expect(confirmation.decoded).not.toContain(page.message)
  })

  it('sends a confirmation that repeats nothing a stranger wrote (no relay for phishing)', async () => {
    const victim = 'victim@example.no'
    const lure = 'Your account is blocked. Log in at https://evil.example/login within 24 hours to keep it.'
    for (const [body, locale] of [
      [{ ...page, name: 'https://evil.example/login Support', email: victim, subject: 'Urgent', message: lure }, 'en'],
      [{ ...modal, firstName: 'Kundeservice<b>', email: victim, message: lure }, 'nb'],
      [{ ...modal, firstName: 'Bartholomew-Maximiliano-Jr', email: victim, message: lure }, 'en'],
    ] as const) {
      expect((await server.postContact({ ...body, locale })).status).toBe(200)
    }
    await server.settle()
    await eventually(() => smtp.to(victim).length === 3)
    const mails = smtp.to(victim).map((m) => m.decoded)
    for (const text of mails) {
      for (const echo of ['evil.example', 'blocked', 'Urgent', 'Support', 'Kundeservice', 'Bartholomew']) {
        expect(text).not.toContain(echo)
      }
    }
    // Mail leaves in parallel: tell the languages apart by their signature.
    const norwegian = mails.filter((text) => text.includes('Vennlig hilsen'))
    const english = mails.filter((text) => text.includes('Kind regards'))
    expect([norwegian.length, english.length]).toEqual([1, 2])
    for (const text of english) {
      expect(text).toContain('Hello,')
      expect(text).toContain(`within ${claims.emailAnswerHours} hours`)
      expect(text).toContain('If you did not write to us,')
    }
    expect(norwegian[0]).toContain('Hei,')
    expect(norwegian[0]).toContain(`innen ${claims.emailAnswerHours} timer`)
    expect(norwegian[0]).toContain('Har du ikke skrevet til oss?')
    // The agency still gets the whole message.
    const agency = smtp.to(server.config.agencyInbox).filter((m) => m.decoded.includes('evil.example/login'))
    expect(agency).toHaveLength(3)
  })

  it('stores the modal form and answers in English when the page was English', async () => {
    const response = await server.postContact({ ...modal, website: '', locale: 'en' })
    expect(response.status).toBe(200)
    const stored = (await messages()).find((m) => m.email === modal.email)!
    expect(stored).toMatchObject({
      name: 'Ola Hansen',
      company: 'Firma AS',
      phone: modal.phone,
      form: 'modal',
      locale: 'en',
    })
    await server.settle()
    await eventually(() => smtp.to(modal.email).length === 1)
    const confirmation = smtp.to(modal.email)[0]!.decoded
    expect(confirmation).toContain('Hi Ola,')
    expect(confirmation).toContain('thank you for getting in touch')
    expect(confirmation).not.toContain(modal.message)
  })

  it('answers a filled honeypot like a success, keeps it as spam and mails nobody', async () => {
    const before = smtp.mail.length
    for (const body of [
      { ...page, email: 'bot1@spam.example', phone: '12345678' },
      { ...modal, email: 'bot2@spam.example', website: 'https://spam.example' },
    ]) {
      const response = await server.postContact(body)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })
    }
    const spam = (await messages()).filter((m) => m.email.endsWith('@spam.example'))
    expect(spam.map((m) => m.spam)).toEqual([1, 1])
    const outbox = await server.services.db.selectFrom('outbox').select('to_address').execute()
    expect(outbox.some((m) => m.to_address.endsWith('@spam.example'))).toBe(false)
    await server.settle()
    expect(smtp.mail.length).toBe(before)
  })

  it('refuses missing, malformed and overlong fields with 400 and names them', async () => {
    const missing = await server.post('/api/contact', { email: 'kari@example.no' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({
      ok: false,
      error: 'invalid_request',
      fields: { name: 'required', message: 'required' },
    })
    const malformed = await server.post('/api/contact', { ...page, email: 'kari@' })
    expect((await malformed.json()).fields).toEqual({ email: 'invalid' })
    const long = await server.post('/api/contact', { ...page, message: 'x'.repeat(5001) })
    expect(long.status).toBe(400)
    expect((await long.json()).fields).toEqual({ message: 'too_long' })
    const modalMissing = await server.post('/api/contact', { firstName: ' ', email: 'ola@firma.no', message: 'x' })
    expect((await modalMissing.json()).fields).toEqual({ firstName: 'required' })
  })

  it('refuses line breaks and direction overrides in one-line fields (no forged lines in the agency mail), keeps them in a message', async () => {
    const forged = 'Kari Nordmann\nE-post: ceo@fjordlys.example'
    for (const [body, field] of [
      [{ ...page, name: forged }, 'name'],
      [{ ...page, subject: 'Tilbud\r\nTelefon: 900 00 000' }, 'subject'],
      [{ ...page, name: 'Kari \u202Eon.elpmaxe@ierak' }, 'name'],
      [{ ...modal, company: 'Firma\u2066 AS' }, 'company'],
      [{ ...modal, phone: '+47 900\u2028E-post: ceo@x.no' }, 'phone'],
      [{ ...modal, lastName: 'Hansen\rE-post: x@y.no' }, 'lastName'],
    ] as const) {
      const response = await server.postContact(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        ok: false,
        error: 'invalid_request',
        fields: { [field]: 'single_line' },
      })
    }
    expect((await messages()).some((m) => m.name.includes('\n') || m.name.includes('\u202E'))).toBe(false)
    const multiline = await server.postContact({
      ...page,
      email: 'lines@example.no',
      message: 'Hei!\nLinje to.',
    })
    expect(multiline.status).toBe(200)
  })

  it('takes JSON only: 415 for other types, 400 for malformed JSON or a non-object', async () => {
    const form = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Kari&email=kari%40example.no&message=Hei',
    })
    expect(form.status).toBe(415)
    expect(await form.json()).toMatchObject({ ok: false, error: 'unsupported_media_type' })
    const none = await fetch(`${server.url}/api/contact`, { method: 'POST', body: JSON.stringify(page) })
    expect(none.status).toBe(415)
    const broken = await server.post('/api/contact', '{"name": "Kari",')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ ok: false, error: 'invalid_request' })
    expect((await server.post('/api/contact', '[1,2]')).status).toBe(400)
    expect((await server.post('/api/contact', 'null')).status).toBe(400)
    // Bytes that are not UTF-8 are refused, not read with replacement characters.
    const bytes = Buffer.from(JSON.stringify({ ...page, name: 'Kari ??' }))
    bytes.set([0xc3, 0x28], bytes.indexOf('??'))
    const badBytes = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: bytes,
    })
    expect(badBytes.status).toBe(400)
    expect(await badBytes.json()).toMatchObject({ ok: false, error: 'invalid_request' })
    const charset = await server.postContact(
      { ...page, email: 'charset@example.no' },
      { 'Content-Type': 'application/json; charset=utf-8' },
    )
    expect(charset.status).toBe(200)
  })

  it('refuses bodies over 32 KB with 413, declared or streamed', async () => {
    const big = JSON.stringify({ ...page, message: 'x'.repeat(33 * 1024) })
    const declared = await server.post('/api/contact', big)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toMatchObject({ ok: false, error: 'payload_too_large' })
    const bytes = new TextEncoder().encode(big)
    const streamed = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    // The type is checked first: a large body of another type is 415, unread.
    const text = await server.post('/api/contact', big, { 'Content-Type': 'text/plain' })
    expect(text.status).toBe(415)
  })

  it('takes a streamed body within 32 KB', async () => {
    const altcha = await solvedProof(server.url)
    const bytes = new TextEncoder().encode(
      JSON.stringify({ ...page, altcha, email: 'streamed@example.no', padding: 'x'.repeat(29 * 1024) }),
    )
    const streamed = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(200)
    expect((await messages()).some((m) => m.email === 'streamed@example.no')).toBe(true)
  })

  it('refuses cross-site browser requests (CSRF) and allows its own origin', async () => {
    const evil = await server.post('/api/contact', page, { Origin: 'https://evil.example' })
    expect(evil.status).toBe(403)
    expect(await evil.json()).toMatchObject({ ok: false, error: 'forbidden_origin' })
    expect((await server.post('/api/contact', page, { Origin: 'null' })).status).toBe(403)
    const crossSite = await server.post('/api/contact', page, { 'Sec-Fetch-Site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const own = await server.postContact({ ...page, email: 'own@example.no' }, { Origin: server.url })
    expect(own.status).toBe(200)
    const sameOrigin = await server.postContact(
      { ...page, email: 'sf@example.no' },
      { 'Sec-Fetch-Site': 'same-origin' },
    )
    expect(sameOrigin.status).toBe(200)
  })

  it('answers unknown calls 404 and wrong methods 405, in JSON', async () => {
    const unknown = await server.get('/api/nothing-here')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ ok: false, error: 'not_found' })
    const get = await server.get('/api/contact')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    for (const [method, path, allow] of [
      ['PUT', '/api/crm-sso-login', 'POST'],
      ['GET', '/api/logout', 'POST'],
      ['GET', '/api/forgot-password', 'POST'],
      ['DELETE', '/api/reset-password', 'POST'],
      ['POST', '/api/me', 'GET, HEAD'],
    ]) {
      const wrong = await fetch(`${server.url}${path}`, { method })
      expect([path, wrong.status, wrong.headers.get('allow')]).toEqual([path, 405, allow])
      expect(await wrong.json()).toEqual({ ok: false, error: 'method_not_allowed' })
    }
    // The trailing-slash redirect of pages does not touch the API.
    expect((await fetch(`${server.url}/api/me`, { redirect: 'manual' })).status).toBe(200)
  })
})

describe.each(dialects)('a broken database on %s', (dialect) => {
  it('answers 500 server_error instead of a false ok when the message cannot be stored', async () => {
    const server = await startServer(dialect)
    try {
      await sql`drop table contact_messages`.execute(server.services.db)
      const response = await server.postContact(page)
      expect(response.status).toBe(500)
      expect(await response.json()).toMatchObject({ ok: false, error: 'server_error' })
      // The transaction rolled back: no mail for a message that was not kept.
      expect(await server.services.db.selectFrom('outbox').select('id').execute()).toEqual([])
    } finally {
      await server.close()
    }
  })
})

describe.each(dialects)('contact rate limit on %s', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer(dialect, { policy: { contactPerIp: { limit: 3, windowMs: 600_000 } } })
  })
  afterAll(() => server.close())

  it('refuses control characters (NUL) with a clear 400 on every database, without using up the limit', async () => {
    for (const body of [
      { ...page, name: 'A\u0000' },
      { ...page, message: 'Hei\u0000' },
      { ...modal, firstName: 'Ola\u0000' },
      { ...modal, company: 'Firma\u001b AS' },
    ]) {
      const response = await server.post('/api/contact', body)
      expect(response.status).toBe(400)
      const answer = (await response.json()) as { error: string; fields: Record<string, string> }
      expect(answer.error).toBe('invalid_request')
      expect(Object.values(answer.fields)).toEqual(['invalid_characters'])
    }
    for (const [path, body] of [
      ['/api/crm-sso-login', { email: 'kari\u0000@example.no', password: 'x' }],
      ['/api/forgot-password', { email: 'kari\u0000@example.no' }],
      ['/api/reset-password', { token: 'abc\u0000', password: 'long-enough-1' }],
    ] as const) {
      expect((await server.post(path, body)).status).toBe(400)
    }
    expect(await server.services.db.selectFrom('contact_messages').select('id').execute()).toEqual([])
    expect(await server.services.db.selectFrom('rate_limits').select('key').execute()).toEqual([])
  })

  it('counts IPv6 clients by their /64, so rotating addresses in it gives no more messages', async () => {
    const proxied = await startServer(dialect, {
      env: { TRUST_PROXY: '1' },
      policy: { contactPerIp: { limit: 3, windowMs: 600_000 } },
    })
    try {
      const from = (address: string) =>
        proxied.postContact({ ...page, message: address }, { 'X-Forwarded-For': address })
      const sameHost = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002:0:0:0:abc', '2001:db8:1:2::7']
      const statuses = []
      for (const address of sameHost) statuses.push((await from(address)).status)
      expect(statuses).toEqual([200, 200, 200, 429])
      expect((await from('2001:db8:1:3::1')).status).toBe(200)
      // IPv4, also written IPv4-mapped, is one address per client.
      for (const address of ['192.0.2.1', '::ffff:192.0.2.1', '192.0.2.1'])
        expect((await from(address)).status).toBe(200)
      expect((await from('::ffff:192.0.2.1')).status).toBe(429)
      expect((await from('192.0.2.2')).status).toBe(200)
    } finally {
      await proxied.close()
    }
  })

  it('behind a CDN and a load balancer counts each client alone: TRUST_PROXY names how many proxies, or which, to believe', async () => {
    const edge = '203.0.113.10'
    // X-Forwarded-For as the server sees it: the client's own entries (forged or not), then the
    // client as the CDN saw it, then the CDN's edge as the load balancer (the socket peer) saw it.
    const via = (client: string, forged: string[] = []) => [...forged, client, edge].join(', ')
    const send = (server: TestServer, forwarded: string) =>
      server.postContact(page, { 'X-Forwarded-For': forwarded }).then((r) => r.status)
    const policy = { contactPerIp: { limit: 1, windowMs: 600_000 } }
    for (const trust of ['2', '127.0.0.1, 203.0.113.0/24']) {
      const proxied = await startServer(dialect, { env: { TRUST_PROXY: trust }, policy })
      try {
        expect(await send(proxied, via('198.51.100.1'))).toBe(200)
        expect(await send(proxied, via('198.51.100.2'))).toBe(200)
        expect(await send(proxied, via('198.51.100.1'))).toBe(429)
        // A client that writes its own X-Forwarded-For gains nothing: only the proxies' entries count.
        expect(await send(proxied, via('198.51.100.1', ['192.0.2.1', '10.0.0.1']))).toBe(429)
      } finally {
        await proxied.close()
      }
    }
    // One trusted proxy where there are two: every client is the CDN's edge, and shares its count.
    const one = await startServer(dialect, { env: { TRUST_PROXY: '1' }, policy })
    try {
      expect(await send(one, via('198.51.100.1'))).toBe(200)
      expect(await send(one, via('198.51.100.2'))).toBe(429)
    } finally {
      await one.close()
    }
    expect(() => serverConfig({ TRUST_PROXY: 'the load balancer' })).toThrow(/TRUST_PROXY/)
    // Three servers, each on a fresh database: more than the default 5 s when the machine is busy.
  }, 30_000)

  it('allows the limit per IP, then answers 429 with Retry-After until the window ends', async () => {
    for (let i = 0; i < 3; i++) expect((await server.postContact({ ...page, message: `m${i}` })).status).toBe(200)
    const limited = await server.postContact(page)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ ok: false, error: 'rate_limited' })
    expect(Number(limited.headers.get('retry-after'))).toBe(600)
    server.clock.advance(300_000)
    expect(Number((await server.postContact(page)).headers.get('retry-after'))).toBe(300)
    server.clock.advance(300_000)
    expect((await server.postContact(page)).status).toBe(200)
    const stored = await server.services.db.selectFrom('contact_messages').select('id').execute()
    expect(stored).toHaveLength(4)
  })
})

describe.each(dialects)('the outbox on %s', (dialect) => {
  let smtp: SmtpSink
  let server: TestServer
  beforeAll(async () => {
    smtp = await SmtpSink.create()
    server = await startServer(dialect, { smtp })
  })
  afterEach(() => smtp.stop())
  afterAll(() => server.close())

  it('keeps messages while SMTP is down and delivers each exactly once when it is back', async () => {
    const senders = ['a@example.no', 'b@example.no', 'c@example.no']
    for (const email of senders) {
      const response = await server.postContact({ ...page, email })
      expect(response.status).toBe(200)
    }
    // Stored before the answer, whatever SMTP did.
    expect(await server.services.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(3)
    await server.settle()
    const waiting = await server.services.db.selectFrom('outbox').selectAll().execute()
    expect(waiting).toHaveLength(6)
    expect(waiting.every((row) => row.status === 'pending' && row.sent_at === null)).toBe(true)
    // The first failure pauses the worker: it does not hammer a server that is down.
    const tried = waiting.filter((row) => row.attempts > 0)
    expect(tried.length).toBeGreaterThan(0)
    for (const row of tried) expect(row.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(smtp.mail).toHaveLength(0)

    await smtp.start()
    server.clock.advance(server.config.policy.outboxMaxBackoffMs * 2)
    await server.settle()
    await eventually(() => smtp.mail.length === 6)
    // More passes, and another copy of the server's worker, find nothing left to send.
    const other = new OutboxWorker({
      db: server.services.db,
      policy: server.config.policy,
      log: createLogger('silent'),
      now: server.clock.now,
      mailFrom: server.config.mailFrom,
      smtpUrl: smtp.url,
    })
    server.clock.advance(server.config.policy.outboxMaxBackoffMs * 2)
    expect(await other.step()).toBe(0)
    await other.stop()
    await server.settle()
    expect(smtp.mail).toHaveLength(6)
    expect(new Set(smtp.mail.map((m) => m.messageId)).size).toBe(6)
    for (const email of senders) expect(smtp.to(email)).toHaveLength(1)
    const rows = await server.services.db.selectFrom('outbox').select(['status', 'sent_at']).execute()
    expect(rows.every((r) => r.status === 'sent' && r.sent_at !== null)).toBe(true)
  }, 30_000)

  it('sends each message once when two workers race for the same rows', async () => {
    await smtp.start()
    const before = smtp.mail.length
    const now = server.clock.now()
    for (let i = 0; i < 25; i++) {
      const mail = { subject: `Race ${i}`, text: 'x', html: '<p>x</p>' }
      await enqueue(
        server.services.db,
        { ...mail, idempotencyKey: `race:${i}`, kind: 'contact_confirmation', to: `race${i}@example.no` },
        now,
      )
      // The same key again is ignored.
      await enqueue(
        server.services.db,
        { ...mail, idempotencyKey: `race:${i}`, kind: 'contact_confirmation', to: `race${i}@example.no` },
        now,
      )
    }
    const workers = [0, 1].map(
      () =>
        new OutboxWorker({
          db: server.services.db,
          policy: server.config.policy,
          log: createLogger('silent'),
          now: server.clock.now,
          mailFrom: server.config.mailFrom,
          smtpUrl: smtp.url,
        }),
    )
    const drain = async (worker: OutboxWorker) => {
      while ((await worker.step()) > 0);
    }
    await Promise.all([...workers.map(drain), server.settle()])
    await Promise.all(workers.map((w) => w.stop()))
    await eventually(() => smtp.mail.length - before === 25)
    const race = smtp.mail.filter((m) => m.subject.startsWith('Race'))
    expect(race).toHaveLength(25)
    expect(new Set(race.map((m) => m.messageId)).size).toBe(25)
  }, 30_000)

  it('pauses as a whole while SMTP is unreachable, then resumes', async () => {
    const db = server.services.db
    const worker = new OutboxWorker({
      db,
      policy: { ...server.config.policy, outboxBatch: 1 },
      log: createLogger('silent'),
      now: server.clock.now,
      mailFrom: server.config.mailFrom,
      smtpUrl: smtp.url,
    })
    const now = server.clock.now()
    for (const i of [1, 2]) {
      const mail = { subject: `Pause ${i}`, text: 'x', html: 'x', kind: 'contact_confirmation' as const }
      await enqueue(db, { ...mail, idempotencyKey: `pause:${i}`, to: `pause${i}@example.no` }, now)
    }
    await server.services.outbox.stop()
    expect(await worker.step()).toBe(1)
    // Paused: the second row is not even claimed.
    expect(await worker.step()).toBe(0)
    await smtp.start()
    server.clock.advance(server.config.policy.outboxMaxBackoffMs * 2)
    while ((await worker.step()) > 0);
    await worker.stop()
    await eventually(() => smtp.mail.filter((m) => m.subject.startsWith('Pause')).length === 2)
  })

  it('parks a message as failed after the last attempt', async () => {
    const db = server.services.db
    const now = server.clock.now()
    await enqueue(
      db,
      {
        subject: 'Never',
        text: 'x',
        html: 'x',
        idempotencyKey: 'park:1',
        kind: 'contact_confirmation',
        to: 'never@example.no',
      },
      now,
    )
    await db
      .updateTable('outbox')
      .set({ attempts: server.config.policy.outboxMaxAttempts - 1 })
      .where('idempotency_key', '=', 'park:1')
      .execute()
    await server.settle()
    const row = await db
      .selectFrom('outbox')
      .selectAll()
      .where('idempotency_key', '=', 'park:1')
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('failed')
    expect(row.attempts).toBe(server.config.policy.outboxMaxAttempts)
  })
})

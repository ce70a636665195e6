import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialects, eventually, sessionCookie, SmtpSink, startServer, whoAmI, type TestServer } from './harness'

const email = 'kari@example.no'
const oldPassword = 'gammelt-passord-1'

describe.each(dialects)('forgot and reset password on %s', (dialect) => {
  let smtp: SmtpSink
  let server: TestServer

  beforeAll(async () => {
    smtp = await SmtpSink.create()
    await smtp.start()
    server = await startServer(dialect, {
      smtp,
      policy: {
        forgotPerAccount: { limit: 100, windowMs: 3_600_000 },
        forgotPerIp: { limit: 100, windowMs: 3_600_000 },
      },
    })
    await server.addCustomer(email, oldPassword, 'Kari Nordmann')
  })
  afterAll(async () => {
    await server.close()
    await smtp.stop()
  })

  /** Asks for a reset link and returns the token from the mail. */
  async function requestToken(locale?: 'nb' | 'en'): Promise<{ token: string; link: URL }> {
    const before = smtp.to(email).length
    const response = await server.post('/api/forgot-password', { email, ...(locale ? { locale } : {}) })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    await server.settle()
    await eventually(() => smtp.to(email).length === before + 1)
    const mail = smtp.to(email).at(-1)!
    const href = /(http:\/\/127\.0\.0\.1:\d+\/[^\s"<]+\?token=[A-Za-z0-9_-]+)/.exec(mail.decoded)?.[1]
    expect(href).toBeTruthy()
    const link = new URL(href!)
    return { token: link.searchParams.get('token')!, link }
  }

  const reset = (token: string, password: string) => server.post('/api/reset-password', { token, password })
  const login = (password: string) => server.post('/api/crm-sso-login', { email, password })

  it('mails a link to the Norwegian reset page for a known account', async () => {
    const { token, link } = await requestToken()
    expect(link.origin).toBe(server.url)
    expect(link.pathname).toBe('/kundeportal/nytt-passord/')
    // 32 random bytes, base64url: 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const mail = smtp.to(email).at(-1)!
    expect(mail.decoded).toContain('Hei Kari Nordmann')
    expect(mail.decoded).toContain('60 minutter')
    // Only the hash is stored.
    const rows = await server.services.db.selectFrom('password_reset_tokens').select('token_hash').execute()
    expect(rows.some((r) => r.token_hash === token)).toBe(false)
  })

  it('mails a link to the English reset page when asked in English', async () => {
    const { link } = await requestToken('en')
    expect(link.pathname).toBe('/en/customer-portal/reset-password/')
    expect(smtp.to(email).at(-1)!.decoded).toContain('The link works for 60 minutes')
  })

  it('gives an unknown address the same answer and sends nothing', async () => {
    const before = smtp.mail.length
    const tokensBefore = await server.services.db.selectFrom('password_reset_tokens').select('token_hash').execute()
    const response = await server.post('/api/forgot-password', { email: 'nobody@example.no' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    await server.settle()
    expect(smtp.mail.length).toBe(before)
    const tokensAfter = await server.services.db.selectFrom('password_reset_tokens').select('token_hash').execute()
    expect(tokensAfter.length).toBe(tokensBefore.length)
  })

  it('refuses unknown and tampered tokens', async () => {
    const { token } = await requestToken()
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    for (const bad of [tampered, 'not-a-token', `${token}x`]) {
      const response = await reset(bad, 'et-nytt-passord')
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ ok: false, error: 'invalid_token' })
    }
  })

  it('checks the new password: at least 8 characters, 64 allowed', async () => {
    const { token } = await requestToken()
    const short = await reset(token, '1234567')
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({ ok: false, error: 'invalid_request', fields: { password: 'required' } })
    expect((await server.post('/api/reset-password', { password: 'et-nytt-passord' })).status).toBe(400)
    const long = 'p'.repeat(64)
    expect((await reset(token, long)).status).toBe(200)
    expect((await login(long)).status).toBe(200)
  })

  it('works until the hour is up and not after', async () => {
    const early = await requestToken()
    const late = await requestToken()
    server.clock.advance(60 * 60_000 - 1000)
    expect((await reset(early.token, 'rett-for-fristen')).status).toBe(200)
    server.clock.advance(1000)
    const expired = await reset(late.token, 'etter-fristen-1')
    expect(expired.status).toBe(400)
    expect(await expired.json()).toMatchObject({ error: 'invalid_token' })
  })

  it('sets the password, spends the token, ends other sessions and clears failed attempts', async () => {
    const { token } = await requestToken()
    const current = 'rett-for-fristen'
    const session = sessionCookie(await login(current))
    expect(await whoAmI(server, session)).not.toBeNull()
    expect((await login('feil-passord-1')).status).toBe(401)
    const before = await server.services.db.selectFrom('login_attempts').selectAll().execute()
    expect(before.some((r) => r.key === `account:${email}`)).toBe(true)

    const response = await reset(token, 'helt-nytt-passord')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })

    expect(await whoAmI(server, session)).toBeNull()
    const after = await server.services.db.selectFrom('login_attempts').selectAll().execute()
    expect(after.some((r) => r.key === `account:${email}`)).toBe(false)
    expect((await login(current)).status).toBe(401)
    expect((await login('helt-nytt-passord')).status).toBe(200)

    const again = await reset(token, 'enda-et-passord')
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ error: 'invalid_token' })
  })

  it('spends every other open link of the account when one is used', async () => {
    const first = await requestToken()
    const second = await requestToken()
    expect((await reset(second.token, 'andre-lenke-passord')).status).toBe(200)
    expect((await reset(first.token, 'forste-lenke-passord')).status).toBe(400)
  })
})

describe.each(dialects)('forgot-password throttling on %s', (dialect) => {
  let server: TestServer
  let smtp: SmtpSink
  beforeAll(async () => {
    smtp = await SmtpSink.create()
    await smtp.start()
    server = await startServer(dialect, {
      smtp,
      policy: { forgotPerIp: { limit: 3, windowMs: 60_000 }, forgotPerAccount: { limit: 1, windowMs: 60_000 } },
    })
    await server.addCustomer(email, oldPassword)
  })
  afterAll(async () => {
    await server.close()
    await smtp.stop()
  })

  it('mails one link per account per window, answers the same, and limits an address with 429', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await server.post('/api/forgot-password', { email })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })
    }
    await server.settle()
    await eventually(() => smtp.to(email).length === 1)
    const limited = await server.post('/api/forgot-password', { email })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    await server.settle()
    expect(smtp.to(email)).toHaveLength(1)
  })
})

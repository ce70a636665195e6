import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { csvCell, runCli, toCsv } from '../../server/cli'
import { serverConfig } from '../../server/config'
import { createDb } from '../../server/db'
import { backoffMs, defaultPolicy, policyFromEnv } from '../../server/policy'

describe('CSV export cells', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell(null)).toBe('')
  })

  it('neutralises formulas so a spreadsheet does not run them', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"')
    expect(csvCell('+47 900 00 000')).toBe("'+47 900 00 000")
    expect(csvCell('@cmd')).toBe("'@cmd")
    expect(toCsv([{ a: 1, b: 'x' }], ['a', 'b'])).toBe('a,b\r\n1,x\r\n')
  })
})

describe('policy', () => {
  it('backs off exponentially with jitter up to the cap', () => {
    const p = { ...defaultPolicy, outboxBaseBackoffMs: 1000, outboxMaxBackoffMs: 10_000 }
    expect(backoffMs(p, 1, () => 0)).toBe(1000)
    expect(backoffMs(p, 3, () => 0)).toBe(4000)
    expect(backoffMs(p, 3, () => 1)).toBe(4800)
    expect(backoffMs(p, 20, () => 0)).toBe(10_000)
  })

  it('reads overrides from the environment, never above 30 days for remember me', () => {
    const p = policyFromEnv({
      CONTACT_RATE_LIMIT: '5',
      LOGIN_LOCKOUT_MS: '1000',
      REMEMBER_SESSION_MS: String(90 * 86_400_000),
    })
    expect(p.contactPerIp.limit).toBe(5)
    expect(p.loginPerPair.windowMs).toBe(1000)
    expect(p.loginPerIp.windowMs).toBe(1000)
    expect(p.rememberSessionMs).toBe(30 * 86_400_000)
    expect(() => policyFromEnv({ CONTACT_RATE_LIMIT: 'many' })).toThrow(/CONTACT_RATE_LIMIT/)
    const shutdown = policyFromEnv({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_GRACE_MS: '20000', OUTBOX_CLAIM_MS: '300000' })
    expect([shutdown.shutdownDrainMs, shutdown.shutdownGraceMs, shutdown.outboxClaimMs]).toEqual([0, 20_000, 300_000])
    expect(() => policyFromEnv({ SHUTDOWN_GRACE_MS: '0' })).toThrow(/SHUTDOWN_GRACE_MS/)
    expect(policyFromEnv({ LOGIN_MAX_FAILURES_PER_IP: '10000' }).loginPerIp).toMatchObject({
      limit: 10_000,
      ceiling: 10_000,
    })
  })

  it('sets the SMTP timeouts well inside the length of an outbox claim', () => {
    const p = defaultPolicy
    for (const timeout of [p.smtpConnectionTimeoutMs, p.smtpGreetingTimeoutMs, p.smtpSocketTimeoutMs])
      expect(timeout * 3).toBeLessThanOrEqual(p.outboxClaimMs)
  })

  it('reads TRUST_PROXY as off, a number of proxies, or their addresses', () => {
    const trust = (value?: string) => serverConfig({ TRUST_PROXY: value }).trustProxy
    for (const off of [undefined, '', '0', 'false', 'off']) expect(trust(off)).toBeNull()
    expect([trust('1')!('10.0.0.1', 0), trust('1')!('10.0.0.2', 1)]).toEqual([true, false])
    expect([trust('true')!('10.0.0.1', 0), trust('2')!('10.0.0.2', 1), trust('2')!('10.0.0.3', 2)]).toEqual([
      true,
      true,
      false,
    ])
    const listed = trust('10.0.0.0/8, 2001:db8::/32, loopback')!
    expect(['10.1.2.3', '2001:db8::1', '127.0.0.1', '192.0.2.1'].map((a) => listed(a, 0))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(() => trust('the load balancer')).toThrow(/TRUST_PROXY/)
  })

  it('hashes passwords with argon2id at OWASP cost or more', () => {
    expect(defaultPolicy.argon2.memoryCost).toBeGreaterThanOrEqual(19_456)
    expect(defaultPolicy.argon2.timeCost).toBeGreaterThanOrEqual(2)
  })

  it('refuses a short SESSION_SECRET and a CRM portal without one', () => {
    expect(() => serverConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/)
    expect(() => serverConfig({ CRM_PORTAL_URL: 'https://crm.example/' })).toThrow(/SESSION_SECRET/)
  })
})

describe('the admin CLI', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fj-cli-'))
  const lines: string[] = []
  const run = (...args: string[]) => runCli(args, (line) => lines.push(line))

  beforeAll(() => {
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('SMTP_URL', '')
  })
  afterAll(() => {
    vi.unstubAllEnvs()
    rmSync(dataDir, { recursive: true, force: true })
  })

  function stdin(text: string) {
    const stream = Readable.from([text])
    vi.spyOn(process, 'stdin', 'get').mockReturnValue(stream as unknown as typeof process.stdin)
  }

  it('adds a customer with a password from standard input, lists, disables and enables them', async () => {
    stdin('et-godt-passord\n')
    expect(await run('customer', 'add', 'Per@Example.no', '--name', 'Per Olsen', '--password-stdin')).toBe(0)
    expect(lines.at(-1)).toMatch(/^Added per@example\.no/)
    await run('customer', 'list')
    expect(lines).toContain('per@example.no\tPer Olsen\tactive\tpassword set')
    await run('customer', 'disable', 'per@example.no')
    await run('customer', 'list')
    expect(lines).toContain('per@example.no\tPer Olsen\tdisabled\tpassword set')
    await run('customer', 'enable', 'per@example.no')
    stdin('kort\n')
    await expect(run('customer', 'password', 'per@example.no', '--password-stdin')).rejects.toThrow(/8 to/)
    await expect(run('customer', 'disable', 'nobody@example.no')).rejects.toThrow(/No customer/)
  })

  it('exports contact messages as CSV and shows and retries the outbox', async () => {
    const db = await createDb({ dataDir, databaseUrl: undefined })
    const now = Date.UTC(2026, 10, 1)
    await db
      .insertInto('contact_messages')
      .values({
        id: 'm1',
        created_at: now,
        locale: 'nb',
        form: 'page',
        name: 'Kari',
        email: 'kari@example.no',
        subject: 'Pris, takk',
        message: '=1+1',
        phone: null,
        company: null,
        spam: 0,
        ip: null,
        user_agent: null,
      })
      .execute()
    await db
      .insertInto('outbox')
      .values({
        id: 'o1',
        idempotency_key: 'k1',
        created_at: now,
        kind: 'contact_confirmation',
        to_address: 'kari@example.no',
        reply_to: null,
        subject: 'Takk',
        text_body: 'Hei Kari',
        html_body: '<p>Hei Kari</p>',
        status: 'failed',
        attempts: 12,
        next_attempt_at: now,
        locked_until: null,
        last_error: 'connect ECONNREFUSED',
        sent_at: null,
      })
      .execute()
    await db.destroy()

    const out = path.join(dataDir, 'export.csv')
    await run('messages', 'export', '--out', out)
    const csv = readFileSync(out, 'utf8')
    expect(csv.startsWith('\uFEFFcreated_at,locale,form,name,email')).toBe(true)
    expect(csv).toContain(`2026-11-01T00:00:00.000Z,nb,page,Kari,kari@example.no,,,"Pris, takk",'=1+1,no,m1,,,\r\n`)

    await run('outbox', 'list', '--status', 'failed')
    expect(lines.some((l) => l.startsWith('o1  failed'))).toBe(true)
    await run('outbox', 'show', 'o1')
    expect(lines.some((l) => l.includes('connect ECONNREFUSED'))).toBe(true)
    await run('outbox', 'retry', '--failed')
    expect(lines.at(-1)).toMatch(/^1 message\(s\) due now/)
    await run('outbox', 'list')
    expect(lines.at(-1)).toBe('pending: 1')
    await expect(run('outbox', 'send')).rejects.toThrow(/SMTP_URL/)
  })
})

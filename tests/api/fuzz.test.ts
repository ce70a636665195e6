/**
 * Fuzz test of every API route: thousands of generated requests (bodies, content types, origins,
 * methods, cookies), seeded so that a run can be replayed. No answer may be a 5xx, none may
 * carry a stack trace, and the server may log no error. Replay or widen a run with
 * FUZZ_SEED=<seed> FUZZ_RUNS=<count> npx vitest run tests/api/fuzz.test.ts
 */
import fc from 'fast-check'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactTopics } from '../../content/pages/services/directory'
import { serviceIds, servicePath } from '../../content/pages/services/links'
import { limits } from '../../server/contract/schemas'
import { dialects, solvedProof, startServer, type TestServer } from './harness'

const seed = Number(process.env.FUZZ_SEED ?? 20261122)
// 2,500 a database on every run, the same ones (one seed): each route, each method and each hostile
// string comes up many times in them; a wider search is a FUZZ_RUNS and a FUZZ_SEED away.
const runs = Number(process.env.FUZZ_RUNS ?? 2500)
const concurrency = 8

type FuzzRequest = {
  method: string
  path: string
  headers: Record<string, string>
  body: string | Uint8Array | null
}

/** Strings people, bots and attackers send. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'A\u0000',
  '\u0007\u001b[31m',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff\ud800',
  '\uffff',
  '\u202e',
  '🙂'.repeat(40),
  '<script>alert(1)</script>',
  "'; drop table customers; --",
  '../../etc/passwd',
  '%00%0d%0a',
  '\r\nBcc: victim@example.no',
  '=HYPERLINK("http://evil.example")',
  '__proto__',
  'constructor',
  'x'.repeat(limits.message + 1),
  'y'.repeat(limits.name),
  'kari@example.no',
  'KARI@EXAMPLE.NO ',
  'a@b.c',
  'not-an-email',
  '@@',
  'fjordlys-hemmelig-1',
)

const text = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 6000 }) },
)

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 3 }) },
)

/** Ordinary text with an odd character spliced in: passes length checks, tests what lies behind them. */
const spliced = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom(
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0085',
      '\ud800',
      '\udc00',
      '\r\n',
      '\t',
      '\u2028',
      '\ufeff',
    ),
    fc.string({ maxLength: 30 }),
  )
  .map(([a, odd, b]) => `${a}${odd}${b}`)
const plainText = fc.oneof(fc.string({ minLength: 1, maxLength: 50 }), spliced)

/**
 * Solved proofs of work, made before the run (each is accepted once: a second use is the replay
 * the server must refuse), and broken ones: a solution's bytes changed, base64 of nothing useful.
 */
const proofs: string[] = []
const proof = fc.oneof(
  { weight: 4, arbitrary: fc.nat().map((i) => proofs[i % Math.max(1, proofs.length)] ?? '') },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(), fc.nat(), fc.string({ minLength: 1, maxLength: 1 })).map(([i, at, char]) => {
      const good = proofs[i % Math.max(1, proofs.length)] ?? ''
      const json = Buffer.from(good, 'base64').toString()
      const where = at % Math.max(1, json.length)
      return Buffer.from(json.slice(0, where) + char + json.slice(where + 1)).toString('base64')
    }),
  },
  { weight: 1, arbitrary: fc.json().map((json) => Buffer.from(json).toString('base64')) },
)

/** Values that pass a field's own check more often than random ones, so bodies reach the database. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  altcha: proof,
  page: fc.constantFrom('/', '/kontakt/', servicePath(serviceIds()[0]!, 'en'), '//evil.example/', '/a b'),
  cta: fc.constantFrom(...contactTopics, 'no-such-topic'),
  email: fc.oneof(
    { weight: 4, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.constant('kari@example.no') },
    { weight: 1, arbitrary: fc.tuple(fc.emailAddress(), nasty).map(([e, n]) => `${n}${e}`) },
  ),
  password: fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), spliced, fc.constant('fjordlys-hemmelig-1')),
  remember: fc.boolean(),
  token: fc.string({ minLength: 1, maxLength: 60 }),
  locale: fc.constantFrom('nb', 'en'),
}

/**
 * A body shaped like a route's request: usually every field there (with a plausible value or any
 * value), sometimes a random subset; plus a stranger key or two.
 */
function shaped(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const valueFor = (field: string) =>
    fc.oneof({ weight: 2, arbitrary: plausible[field] ?? plainText }, { weight: 1, arbitrary: anyValue })
  const entries = Object.fromEntries([...fields, 'locale'].map((field) => [field, valueFor(field)]))
  const known = fc.oneof(
    { weight: 3, arbitrary: fc.record(entries) },
    { weight: 1, arbitrary: fc.record(entries, { requiredKeys: [] }) },
  )
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor')),
    anyValue,
    { maxKeys: 2 },
  )
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }))
}

/** A body as bytes: usually the JSON of a shaped object, sometimes anything at all. */
function bodyFor(fields: string[]): fc.Arbitrary<string | Uint8Array> {
  return fc.oneof(
    { weight: 12, arbitrary: shaped(fields).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'null',
        '[]',
        '{',
        '{"email":"kari@example.no",',
        '"just a string"',
        `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
        `{"message":"${'x'.repeat(40 * 1024)}"}`,
        '{"__proto__":{"admin":true},"email":"kari@example.no","password":"x"}',
      ),
    },
    // Invalid UTF-8 inside an otherwise fine body.
    {
      weight: 1,
      arbitrary: shaped(fields).map((value) => {
        const json = Buffer.from(JSON.stringify(value))
        return Buffer.concat([json.subarray(0, 1), Buffer.from([0xc3, 0x28, 0xff]), json.subarray(1)])
      }),
    },
  )
}

const routes: { path: string; fields: string[]; methods: string[] }[] = [
  {
    path: '/api/contact',
    fields: ['name', 'email', 'subject', 'message', 'phone', 'altcha', 'page'],
    methods: ['POST'],
  },
  {
    path: '/api/contact',
    fields: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'message',
      'website',
      'altcha',
      'page',
      'cta',
      'plan',
    ],
    methods: ['POST'],
  },
  { path: '/api/contact/challenge', fields: [], methods: ['GET'] },
  { path: '/api/crm-sso-login', fields: ['email', 'password', 'remember'], methods: ['POST'] },
  { path: '/api/forgot-password', fields: ['email'], methods: ['POST'] },
  { path: '/api/reset-password', fields: ['token', 'password'], methods: ['POST'] },
  { path: '/api/logout', fields: [], methods: ['POST'] },
  { path: '/api/me', fields: [], methods: ['GET'] },
]

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
  },
)

function requestFor(server: TestServer): fc.Arbitrary<FuzzRequest> {
  const route = fc.constantFrom(...routes)
  return route.chain((r) =>
    fc
      .record({
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constantFrom(...r.methods) },
          fc.constantFrom('PUT', 'DELETE', 'PATCH', 'GET', 'POST'),
        ),
        path: fc.oneof(
          { weight: 9, arbitrary: fc.constant(r.path) },
          fc.constantFrom(`${r.path}/`, `${r.path}?x=1`, `${r.path}%00`),
        ),
        body: bodyFor(r.fields),
        type: contentType,
        origin: fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(undefined, server.url) },
          { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null') },
        ),
        cookie: fc.option(
          fc.oneof(
            fc.constant('fj_session=abc'),
            fc.string({ maxLength: 80 }).map((v) => `fj_session=${encodeURIComponent(v)}`),
          ),
        ),
      })
      .map(({ method, path, body, type, origin, cookie }) => {
        const headers: Record<string, string> = {}
        if (type) headers['Content-Type'] = type
        if (origin) headers.Origin = origin
        if (cookie) headers.Cookie = cookie
        return { method, path, headers, body: method === 'GET' ? null : body }
      }),
  )
}

describe.each(dialects)('fuzzing every API route on %s', (dialect) => {
  let server: TestServer
  const errors: string[] = []
  beforeAll(async () => {
    const log = pino({ level: 'error' }, { write: (line: string) => void errors.push(line) })
    server = await startServer(dialect, {
      log,
      // High limits, so that generated bodies reach the database and the password check.
      policy: {
        contactPerIp: { limit: 1_000_000, windowMs: 60_000 },
        loginPerPair: { limit: 1_000_000, windowMs: 60_000 },
        loginPerIp: { limit: 1_000_000, ceiling: 1_000_000, windowMs: 60_000 },
        loginPerAccount: { free: 1_000_000, firstDelayMs: 1, maxDelayMs: 1, quietMs: 60_000 },
        forgotPerIp: { limit: 1_000_000, windowMs: 60_000 },
        forgotPerAccount: { limit: 1_000_000, windowMs: 60_000 },
        // A cheap hash: the fuzzer tests the paths around argon2, not argon2.
        argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
      },
    })
    await server.addCustomer('kari@example.no', 'fjordlys-hemmelig-1')
    // This server's own: a proof from the other database's server is signed with another key.
    proofs.length = 0
    for (let i = 0; i < 300; i++) proofs.push(await solvedProof(server.url))
  })
  afterAll(() => server.close())

  it(`answers ${runs} generated requests (seed ${seed}) without a 5xx or a stack trace`, async ({ annotate }) => {
    const stderr = vi.spyOn(console, 'error')
    const requests = fc.sample(requestFor(server), { seed, numRuns: runs })
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let next = 0
    const worker = async () => {
      while (next < requests.length) {
        const index = next++
        const { method, path, headers, body } = requests[index]!
        const payload = body === null || typeof body === 'string' ? body : Uint8Array.from(body)
        const response = await fetch(server.url + path, { method, headers, body: payload, redirect: 'manual' })
        const text = await response.text()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status >= 500 || /\bat .+:\d+:\d+|Error:|node_modules/.test(text)) {
          failures.push(`#${index} ${method} ${path} -> ${response.status} ${text.slice(0, 120)}`)
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    await server.settle()
    // The figures of the run, shown by the verbose reporter: how many requests got which status.
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`)
    await annotate(`${requests.length} requests, seed ${seed}; ${tally.join(', ')}`)
    expect(requests).toHaveLength(runs)
    expect(failures, `replay with FUZZ_SEED=${seed}`).toEqual([])
    expect(errors).toEqual([])
    expect(stderr).not.toHaveBeenCalled()
    // The run reached past validation: some bodies were stored, some logins checked.
    expect(statuses.get(200)).toBeGreaterThan(0)
    expect(statuses.get(401)).toBeGreaterThan(0)
    expect(statuses.get(400)).toBeGreaterThan(0)
    // Some messages came with a solution the server refused (broken, or used before).
    expect(statuses.get(403)).toBeGreaterThan(0)
    expect(await server.services.db.selectFrom('contact_messages').select('id').execute()).not.toHaveLength(0)
  }, 180_000)
})

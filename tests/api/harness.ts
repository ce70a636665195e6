/**
 * Test harness for the API: the real app on a real port, over a real SQLite file or a fresh
 * PostgreSQL database (TEST_DATABASE_URL), with a real SMTP server in the test process.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer as createHttpServer, type Server as HttpListener } from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { Webhook } from 'standardwebhooks'
import { addCustomer } from '../../server/accounts'
import { createApp } from '../../server/app'
import { serverConfig, type ServerConfig } from '../../server/config'
import { passwordHasher, type PasswordHasher } from '../../server/crypto'
import { startHttpServer, type HttpServer } from '../../server/http-server'
import { createLogger, type Logger } from '../../server/log'
import { defaultPolicy, type Policy } from '../../server/policy'
import { closeServices, createServices, type Services } from '../../server/services'
import { buildServer } from '../../scripts/build-server'

export type Dialect = 'sqlite' | 'postgres'

export const postgresUrl = process.env.TEST_DATABASE_URL

/** The dialects to run: SQLite always, PostgreSQL when TEST_DATABASE_URL names a server. */
export const dialects: Dialect[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']
if (!postgresUrl) {
  console.warn('TEST_DATABASE_URL is not set: the PostgreSQL leg of the API tests is skipped (CI sets it in .ci/run).')
}

/** Fast argon2 and short windows unless a test asks otherwise; the production values live in server/policy.ts. */
export const testPolicy: Policy = {
  ...defaultPolicy,
  argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  outboxBaseBackoffMs: 1_000,
  outboxMaxBackoffMs: 10_000,
  outboxPollMs: 60_000,
  drainQuietMs: 20,
  // A proof of work that takes microseconds: the tests solve one for every contact message. The
  // production difficulty is measured in the browser (tests/e2e/leads.spec.ts).
  challengeCost: 10,
  challengeCounterMin: 1,
  challengeCounterMax: 20,
  challengePerIp: { limit: 100_000, windowMs: 60_000 },
  contactMinFillMs: 0,
  webhookBaseBackoffMs: 1_000,
  webhookMaxBackoffMs: 10_000,
}

/** Settings for a server process (`npm run serve`) that match `testPolicy`'s cheap proof of work. */
export const testProofEnv = {
  CHALLENGE_COST: '10',
  CHALLENGE_COUNTER_MIN: '1',
  CHALLENGE_COUNTER_MAX: '20',
  CHALLENGE_RATE_LIMIT: '100000',
  CONTACT_MIN_FILL_MS: '0',
}

/**
 * A solved proof of work for one contact message, as the form's widget sends it: a challenge from
 * the server at `origin`, solved here (the same PBKDF2 search the browser's workers run), as
 * base64 JSON of the challenge and the solution.
 */
export async function solvedProof(origin: string): Promise<string> {
  const proof = await proofOrAnswer(origin)
  if (proof instanceof Response) throw new Error(`The challenge answered ${proof.status}`)
  return proof
}

/** A solved proof, or the challenge endpoint's answer when it gave none (a 503 while the database is away, a 429). */
async function proofOrAnswer(origin: string): Promise<string | Response> {
  const response = await fetch(`${origin}/api/contact/challenge`)
  if (!response.ok) return response
  return solved((await response.json()) as Challenge)
}

/** The widget's payload for `challenge`, solved here: base64 JSON of the challenge and its solution. */
export async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('The challenge could not be solved')
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

/**
 * A contact message as a form sends it: a challenge first, then the message with its solution
 * (unless the body brings its own `altcha`). When the challenge gets no answer but an error (the
 * database away: 503), that answer is the result, as the form would see it.
 */
export async function postContactTo(
  origin: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  let altcha = body.altcha
  if (!('altcha' in body)) {
    const proof = await proofOrAnswer(origin)
    if (proof instanceof Response) return proof
    altcha = proof
  }
  return fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ ...body, altcha }),
  })
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

let spawnPortsTaken = 0
/**
 * A free port for a server process a test spawns, outside the range the system hands ports out
 * from (32768 and up on Linux: freePort's listen on port 0 and every outgoing connection take
 * theirs there). A spawned server listens a second or more after its port was found free; a port
 * from that range could meanwhile be given to another test file's server, and the spawned one
 * would fail to listen while its health check was answered by the other. Below the range, each
 * Vitest worker has a block of 500 ports of its own.
 */
export async function spawnPort(): Promise<number> {
  const block = 20_000 + (Number(process.env.VITEST_POOL_ID ?? 1) % 24) * 500
  for (let tries = 0; tries < 500; tries++) {
    const port = block + (spawnPortsTaken++ % 500)
    if (await canListen(port)) return port
  }
  throw new Error(`No free port in ${block}-${block + 499}`)
}

export type ReceivedMail = {
  from: string
  to: string[]
  raw: string
  /** The raw message with quoted-printable undone: good enough to find text and links. */
  decoded: string
  messageId: string
  subject: string
  header: (name: string) => string | undefined
}

function decodeQuotedPrintable(raw: string): string {
  const softBreaks = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < softBreaks.length; i++) {
    const ch = softBreaks[i]!
    const hex = softBreaks.slice(i + 1, i + 3)
    if (ch === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(ch, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** A real SMTP server that keeps what it receives. Starts stopped: `start()` brings it up. */
export class SmtpSink {
  readonly mail: ReceivedMail[] = []
  private server: SMTPServer | null = null
  /**
   * `delayMs`: a slow server, which answers its greeting, MAIL FROM, RCPT TO and the end of DATA
   * each after that long. A message counts as received when the server accepts it (its answer to
   * DATA), whether or not the sender is still there to read the answer.
   */
  constructor(
    readonly port: number,
    private readonly delayMs = 0,
  ) {}

  static async create({ delayMs = 0 }: { delayMs?: number } = {}): Promise<SmtpSink> {
    return new SmtpSink(await freePort(), delayMs)
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    const later = (callback: () => void) => (this.delayMs > 0 ? setTimeout(callback, this.delayMs) : callback())
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping does not wait for the sender's pooled connections to leave.
      closeTimeout: 50,
      onConnect: (_session, callback) => later(() => callback()),
      onMailFrom: (_address, _session, callback) => later(() => callback()),
      onRcptTo: (_address, _session, callback) => later(() => callback()),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () =>
          later(() => {
            const raw = Buffer.concat(chunks).toString('utf8')
            const headerBlock = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
            const header = (name: string) =>
              new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headerBlock)?.[1]?.trim() ?? undefined
            this.mail.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              decoded: decodeQuotedPrintable(raw),
              messageId: header('Message-ID') ?? '',
              subject: header('Subject') ?? '',
              header,
            })
            callback()
          }),
        )
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  to(address: string): ReceivedMail[] {
    return this.mail.filter((m) => m.to.includes(address))
  }
}

/** A request a `WebhookReceiver` got, as the receiver's verification saw it. */
export type ReceivedWebhook = {
  id: string
  timestamp: string
  signature: string
  body: string
  /** What `standardwebhooks` made of it with each secret the receiver knows, by secret. */
  verified: Record<string, boolean>
  /** The status it answered (null: it never answered). */
  answered: number | null
}

/**
 * A CRM's webhook endpoint on 127.0.0.1: verifies every request with the `standardwebhooks`
 * library against each secret it knows, and answers with the statuses of `script` in turn (then
 * 200), each after `delayMs`; `hang` never answers.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = []
  private server: HttpListener | null = null
  script: (number | 'hang')[] = []
  delayMs = 0
  /** Where a 3xx answer points. */
  redirectTo = 'http://127.0.0.1:9/elsewhere'
  constructor(
    readonly port: number,
    public secrets: string[] = [],
  ) {}

  static async start(secrets: string[] = []): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(await freePort(), secrets)
    await receiver.start()
    return receiver
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/leads`
  }

  async start(): Promise<void> {
    const server = createHttpServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const headers = {
          'webhook-id': String(req.headers['webhook-id'] ?? ''),
          'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
          'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
        }
        const verified: Record<string, boolean> = {}
        for (const secret of this.secrets) {
          try {
            new Webhook(secret).verify(body, headers)
            verified[secret] = true
          } catch {
            verified[secret] = false
          }
        }
        const entry: ReceivedWebhook = {
          id: headers['webhook-id'],
          timestamp: headers['webhook-timestamp'],
          signature: headers['webhook-signature'],
          body,
          verified,
          answered: null,
        }
        this.received.push(entry)
        const status = this.script.shift() ?? 200
        if (status === 'hang') return
        const answer = () => {
          entry.answered = status
          res.writeHead(status, status >= 300 && status < 400 ? { Location: this.redirectTo } : {})
          res.end()
        }
        if (this.delayMs > 0) setTimeout(answer, this.delayMs)
        else answer()
      })
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** The requests each webhook-id came in, in order. */
  byId(): Map<string, ReceivedWebhook[]> {
    const ids = new Map<string, ReceivedWebhook[]>()
    for (const entry of this.received) ids.set(entry.id, [...(ids.get(entry.id) ?? []), entry])
    return ids
  }
}

/** A clock the test moves by hand. */
export class TestClock {
  time = Date.UTC(2026, 10, 21, 12, 0, 0)
  now = () => this.time
  advance(ms: number): void {
    this.time += ms
  }
}

export type TestServer = {
  url: string
  /** Where its database lives: the SQLite file's folder, or the PostgreSQL URL. */
  database: { dataDir: string; url: string | undefined }
  http: HttpServer
  config: ServerConfig
  services: Services
  clock: TestClock
  /** POST JSON (or a raw body) with optional headers. */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>
  /** POST a contact message with a freshly solved proof of work (`postContactTo`). */
  postContact: (body: Record<string, unknown>, headers?: Record<string, string>) => Promise<Response>
  get: (path: string, headers?: Record<string, string>) => Promise<Response>
  addCustomer: (email: string, password: string, name?: string) => Promise<string>
  /** Waits for answers already given to finish their background work and for the outbox (mail and webhooks) to drain what is due. */
  settle: () => Promise<void>
  close: () => Promise<void>
}

type Options = {
  env?: Record<string, string>
  policy?: Partial<Policy>
  smtp?: SmtpSink
  /** Serve a small built site (see `siteFixture`) besides the API. */
  site?: boolean
  /** Wraps the password hasher, e.g. to count argon2 verifications. */
  passwords?: (hasher: PasswordHasher) => PasswordHasher
  /** The server's logger (silent unless given). */
  log?: Logger
  /** A second copy of the server on the database of `shareDatabaseWith`, as two instances behind a balancer (closing it keeps the database). */
  shareDatabaseWith?: TestServer
  /** Real time instead of the hand-moved TestClock (for what must run against real timers, such as claims renewed while a send lasts). */
  realClock?: boolean
}

/** Files of the small built site the static tests use: pages of both languages, the 404 pages and media. */
export const sitePages = {
  '/': 'Forsiden',
  '/en/': 'Home',
  '/404/': 'Fant ikke siden',
  '/en/404/': 'Page not found',
  '/stillinger/404/': 'Ingen slik stilling',
  '/en/jobs/404/': 'No such job',
  '/kundeportal/nytt-passord/': 'Nytt passord',
  '/en/customer-portal/reset-password/': 'Reset password',
  '/en/services/': 'Services',
} as const

/** Writes a small built site (pages, the 404 pages, an Ogg clip and a video) into `dir/client`. */
export function siteFixture(dir: string): { clientDir: string; media: Record<string, Buffer> } {
  const clientDir = path.join(dir, 'client')
  for (const [page, title] of Object.entries(sitePages)) {
    mkdirSync(path.join(clientDir, page), { recursive: true })
    const lang = page.startsWith('/en/') ? 'en' : 'nb'
    writeFileSync(
      path.join(clientDir, page, 'index.html'),
      `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
    )
  }
  const media = {
    '/media/clip.ogg': Buffer.from(`OggS${'\u0000'.repeat(60)}sound`),
    '/media/intro.mp4': Buffer.alloc(4096, 7),
  }
  for (const [file, body] of Object.entries(media)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true })
    writeFileSync(path.join(clientDir, file), body)
  }
  return { clientDir, media }
}

/**
 * A new, empty PostgreSQL database on the TEST_DATABASE_URL server, named `<prefix>_<unique>`, and
 * how to drop it. Dropping waits until the server under test has closed its own connections:
 * pg's pool reports itself ended while its last connections are still saying goodbye, and
 * `DROP DATABASE … WITH (FORCE)` would cut them off mid-way, which pg raises as an uncaught error in
 * whichever test file runs at that moment. FORCE stays only for a connection still open after 5 s.
 */
export async function freshPostgresDatabase(prefix = 'fj_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(postgresUrl!)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      try {
        const open = async () =>
          Number(
            (await client.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]))
              .rows[0]!.n,
          )
        await eventually(async () => (await open()) === 0, 5_000).catch(() => undefined)
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

export async function startServer(dialect: Dialect, options: Options = {}): Promise<TestServer> {
  const shared = options.shareDatabaseWith?.database
  const dataDir = shared?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fj-api-'))
  const database = shared ? null : dialect === 'postgres' ? await freshPostgresDatabase() : null
  const databaseUrl = shared ? shared.url : database?.url
  const port = await freePort()
  const config = serverConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...(options.site ? { OUT_DIR: (siteFixture(dataDir), dataDir) } : { API_ONLY: '1' }),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(options.smtp ? { SMTP_URL: options.smtp.url } : {}),
    ...options.env,
  })
  config.policy = { ...testPolicy, ...options.policy }
  const clock = new TestClock()
  const services = await createServices(config, {
    now: options.realClock ? Date.now : clock.now,
    log: options.log ?? createLogger('silent'),
  })
  if (options.passwords) services.passwords = options.passwords(services.passwords)
  const app = createApp(config, services)
  services.outbox.start()
  services.webhooks.start()
  const http = await startHttpServer(app, {
    port,
    host: '127.0.0.1',
    production: config.production,
    policy: config.policy,
    log: services.log,
  })
  const url = `http://127.0.0.1:${port}`
  const hasher = passwordHasher(config.policy)
  const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url + p, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  return {
    url,
    database: { dataDir, url: databaseUrl },
    http,
    config,
    services,
    clock,
    post,
    postContact: (body, headers) => postContactTo(url, body, headers),
    get: (p, headers = {}) => fetch(url + p, { headers }),
    addCustomer: async (email, password, name = 'Kari Nordmann') =>
      (await addCustomer(services.db, { email, name, passwordHash: await hasher.hash(password) }, clock.now())).id,
    settle: async () => {
      await services.background.idle()
      await Promise.all([services.outbox.idle(), services.webhooks.idle()])
      while ((await services.outbox.step()) > 0);
      while ((await services.webhooks.step()) > 0);
    },
    close: async () => {
      await http.drain({ periodMs: 0, graceMs: 5_000 })
      await closeServices(services)
      await database?.drop()
      if (!shared) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The session cookie pair (`name=value`) from a response, for the next request. */
export function sessionCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => /fj_session=/.test(c))
  if (!header) throw new Error('No session cookie in the response')
  return header.split(';')[0]!
}

/** Who GET /api/me says is signed in with this cookie (null: nobody). */
export async function whoAmI(server: TestServer, cookie?: string): Promise<{ name: string; email: string } | null> {
  const response = await server.get('/api/me', cookie ? { Cookie: cookie } : {})
  if (response.status !== 200) throw new Error(`GET /api/me answered ${response.status}`)
  const body = (await response.json()) as { ok: boolean; customer: { name: string; email: string } | null }
  return body.customer
}

/** Polls until `check` holds (real time), for mail that travels through SMTP. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for the condition')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export type ServeProcess = {
  port: number
  child: ChildProcess
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  /** The JSON log lines written so far, and anything else written to standard output or error. */
  logs: () => Record<string, unknown>[]
  output: () => string
  /** What the process has written (log lines and other output) and how it ended, for a failing test's message. */
  report: () => string
  /** Sends SIGKILL to the whole process group (npm and the server), should anything be left. */
  kill: () => void
}

let compiledServer: Promise<string> | undefined
/**
 * The server as the build compiles it (scripts/build-server.ts), in an OUT_DIR of its own for this
 * test process, made once: the production start command runs that JavaScript, and the tests run
 * beside the builds of `npm test`, so they do not wait for (or race with) the one in dist.
 */
function compiledServerDir(): Promise<string> {
  compiledServer ??= (async () => {
    // Inside the project, so that the compiled server finds the packages it imports.
    const outDir = path.resolve('build', 'server-under-test', String(process.pid))
    await buildServer(outDir)
    return outDir
  })()
  return compiledServer
}

/**
 * The production start command (`npm run serve`) as a process manager runs it, on 127.0.0.1 with
 * the given settings (API only), started in a process group of its own. Resolves once its
 * liveness check answers.
 */
export async function startServeProcess(env: Record<string, string>): Promise<ServeProcess> {
  const port = await spawnPort()
  const outDir = await compiledServerDir()
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      OUT_DIR: outDir,
      API_ONLY: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      COOKIE_SECURE: '0',
      ...env,
    },
  })
  const lines: Record<string, unknown>[] = []
  let output = ''
  let partial = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    partial += chunk.toString()
    const complete = partial.split('\n')
    partial = complete.pop()!
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>)
      } catch {
        output += `${line}\n`
      }
    }
  })
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Nothing left.
    }
  }
  await eventually(async () => {
    // A process that has ended (it could not listen) answers nothing, whatever answers its port.
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`)
    return fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
  }, 30_000).catch((error: unknown) => {
    kill()
    throw new Error(`npm run serve did not start: ${output}`, { cause: error })
  })
  const report = () =>
    [
      `npm run serve on port ${port}, pid ${child.pid}, exit code ${child.exitCode ?? 'none yet'}:`,
      ...lines.map((line) => JSON.stringify(line)),
      output,
    ].join('\n')
  return { port, child, exited, logs: () => lines, output: () => output, report, kill }
}

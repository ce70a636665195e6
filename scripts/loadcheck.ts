/**
 * Load check: `npm run loadcheck`. Starts the real server (API only, its own SQLite file, or
 * LOADCHECK_DATABASE_URL for PostgreSQL) with one webhook endpoint, solves 1,000 of its
 * proof-of-work challenges as the forms' widget does, posts 1,000 contact messages (one solution
 * each) over 1,000 concurrent connections while SMTP and the webhook receiver are down, then
 * brings a real SMTP server and a receiver that verifies every signature with `standardwebhooks`
 * up and waits for the outbox. Asserts: 1,000 answered ok, 1,000 stored, every message's two mails
 * (agency + confirmation) and its webhook delivered, none twice, every signature valid. Prints the
 * figures as JSON at the end; exits 1 when a check fails.
 * The challenges are easy ones (scripts/contact-proofs.ts says why that measures the real load).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http'
import autocannon from 'autocannon'
import { SMTPServer } from 'smtp-server'
import { Webhook } from 'standardwebhooks'
import { openDb } from '../server/db'
import { addEndpoint } from '../server/webhooks/endpoints'
import { easyChallengeEnv, solvedProofs } from './contact-proofs'
import { startProcess } from './processes'

const total = Number(process.env.LOADCHECK_MESSAGES ?? 1000)
const connections = Number(process.env.LOADCHECK_CONNECTIONS ?? total)
const databaseUrl = process.env.LOADCHECK_DATABASE_URL
const deliveryTimeoutMs = 180_000

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true
    await sleep(50)
  }
  return check()
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'fj-loadcheck-'))
const [apiPort, smtpPort, hookPort] = [await freePort(), await freePort(), await freePort()]
const env = {
  ...process.env,
  NODE_ENV: 'production',
  COOKIE_SECURE: '0',
  API_ONLY: '1',
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  AGENCY_INBOX: 'inbox@fjordlys.example',
  LOG_LEVEL: 'warn',
  // One client address sends everything here: lift the per-IP limit; retry quickly once SMTP is back.
  CONTACT_RATE_LIMIT: String(total * 10),
  OUTBOX_BASE_BACKOFF_MS: '500',
  OUTBOX_MAX_BACKOFF_MS: '2000',
  OUTBOX_POLL_MS: '250',
  OUTBOX_MAX_ATTEMPTS: '1000',
  WEBHOOK_BASE_BACKOFF_MS: '500',
  WEBHOOK_MAX_BACKOFF_MS: '2000',
  WEBHOOK_MAX_ATTEMPTS: '1000',
  // The receiver is this script, on 127.0.0.1 over http.
  WEBHOOK_ALLOW_LOCAL: '1',
  ...easyChallengeEnv(total),
}
// The server as `npm run serve` runs it; stopped (its whole process group) however this script ends.
const server = startProcess(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
})
const base = `http://127.0.0.1:${apiPort}`
if (
  !(await until(
    () =>
      fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    30_000,
  ))
) {
  throw new Error('The server did not start')
}

const db = openDb({ dataDir, databaseUrl })
// The agency's CRM: an endpoint whose receiver is down until the mail server is up.
const hookSecret = 'whsec_' + Buffer.from('loadcheck-webhook-secret-0123456789').toString('base64')
await addEndpoint(db, { url: `http://127.0.0.1:${hookPort}/hooks/leads`, secret: hookSecret }, Date.now())

console.log(`Solving ${total} challenges...`)
const proofs = await solvedProofs(base, total)

console.log(`Posting ${total} contact messages over ${connections} connections, SMTP and CRM down...`)
let posted = 0
const run = await autocannon({
  url: `${base}/api/contact`,
  method: 'POST',
  connections,
  amount: total,
  timeout: 60,
  headers: { 'content-type': 'application/json' },
  requests: [
    {
      setupRequest: (request) => {
        const n = posted++
        return {
          ...request,
          body: JSON.stringify({
            name: 'Load Check',
            email: `load-${n}@example.no`,
            subject: 'Load check',
            message: `Message ${n} from the load check.`,
            phone: '',
            locale: 'en',
            altcha: proofs[n],
          }),
        }
      },
    },
  ],
})

const count = async (table: 'contact_messages' | 'outbox' | 'webhook_deliveries', status?: string) => {
  let query = db.selectFrom(table).select(db.fn.countAll<number>().as('n'))
  if (status) query = query.where('status' as never, '=', status as never)
  return Number((await query.executeTakeFirstOrThrow()).n)
}
const stored = await count('contact_messages')
const queued = await count('outbox')
const sentWhileDown = await count('outbox', 'sent')
const hooksQueued = await count('webhook_deliveries')
const hooksSentWhileDown = await count('webhook_deliveries', 'sent')

console.log('SMTP up: waiting for the outbox...')
const received = new Map<string, number>()
const recipients = new Map<string, number>()
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 100,
  maxClients: 100,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? `missing-${received.size}`
      received.set(id, (received.get(id) ?? 0) + 1)
      for (const r of session.envelope.rcptTo) recipients.set(r.address, (recipients.get(r.address) ?? 0) + 1)
      callback()
    })
  },
})
// The CRM: counts each webhook-id it accepted, and every request whose signature does not verify.
const hooks = new Map<string, number>()
let hookRequests = 0
let badSignatures = 0
const verifier = new Webhook(hookSecret)
const receiver: HttpServer = createHttpServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    hookRequests += 1
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(req.headers[name] ?? '')]),
    )
    try {
      verifier.verify(Buffer.concat(chunks).toString('utf8'), headers)
    } catch {
      badSignatures += 1
      res.writeHead(400).end()
      return
    }
    const id = headers['webhook-id']!
    hooks.set(id, (hooks.get(id) ?? 0) + 1)
    res.writeHead(204).end()
  })
})
const upAt = Date.now()
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()))
await new Promise<void>((resolve) => receiver.listen(hookPort, '127.0.0.1', () => resolve()))
const expected = stored * 2
await until(() => [...received.values()].reduce((a, b) => a + b, 0) >= expected, deliveryTimeoutMs)
const drainMs = Date.now() - upAt
await until(() => hooks.size >= stored, deliveryTimeoutMs)
const hookDrainMs = Date.now() - upAt
// Wait a little longer: a duplicate would arrive now.
await sleep(3000)

const delivered = [...received.values()].reduce((a, b) => a + b, 0)
const duplicates = [...received.values()].filter((n) => n > 1).length
const sent = await count('outbox', 'sent')
const hooksSent = await count('webhook_deliveries', 'sent')
const hookDeliveries = [...hooks.values()].reduce((a, b) => a + b, 0)
const hookDuplicates = [...hooks.values()].filter((n) => n > 1).length
const agencyMails = recipients.get('inbox@fjordlys.example') ?? 0
const senders = [...recipients.entries()].filter(([address]) => address.startsWith('load-'))

const exitCode = await server.stop()
await new Promise<void>((resolve) => smtp.close(() => resolve()))
await new Promise<void>((resolve) => receiver.close(() => resolve()))
await db.destroy()
rmSync(dataDir, { recursive: true, force: true })

const figures = {
  database: databaseUrl ? 'PostgreSQL' : 'SQLite',
  messages: total,
  connections,
  answered2xx: run['2xx'],
  statusCodes: (run as unknown as { statusCodeStats?: unknown }).statusCodeStats,
  non2xx: run.non2xx,
  errors: run.errors,
  timeouts: run.timeouts,
  durationS: run.duration,
  requestsPerSecond: run.requests.average,
  latencyMs: { p50: run.latency.p50, p90: run.latency.p90, p99: run.latency.p99, max: run.latency.max },
  stored,
  outboxRows: queued,
  sentWhileSmtpDown: sentWhileDown,
  mailsDelivered: delivered,
  agencyNotifications: agencyMails,
  confirmations: senders.length,
  uniqueMessageIds: received.size,
  duplicates,
  outboxSent: sent,
  drainAfterSmtpUpMs: drainMs,
  webhooksQueued: hooksQueued,
  webhooksSentWhileCrmDown: hooksSentWhileDown,
  webhookRequests: hookRequests,
  webhooksAccepted: hookDeliveries,
  uniqueWebhookIds: hooks.size,
  webhookDuplicates: hookDuplicates,
  badSignatures,
  webhookDeliveriesSent: hooksSent,
  webhookDrainAfterCrmUpMs: hookDrainMs,
  serverExitCode: exitCode,
}
console.log(JSON.stringify(figures, null, 2))

const checks: [string, boolean][] = [
  [`${total} answered 200`, run['2xx'] === total && run.non2xx === 0 && run.errors === 0],
  [`${total} stored`, stored === total],
  [`${total * 2} mails queued while SMTP was down, none sent`, queued === total * 2 && sentWhileDown === 0],
  [
    `${total} agency notifications and ${total} confirmations delivered`,
    agencyMails === total && senders.length === total,
  ],
  ['no mail delivered twice', duplicates === 0 && delivered === received.size && senders.every(([, n]) => n === 1)],
  ['every outbox row marked sent', sent === total * 2],
  [`${total} webhooks queued while the CRM was down, none sent`, hooksQueued === total && hooksSentWhileDown === 0],
  [`${total} webhooks delivered, each signature valid`, hooks.size === total && badSignatures === 0],
  ['no webhook delivered twice', hookDuplicates === 0 && hookDeliveries === hooks.size],
  ['every webhook delivery marked sent', hooksSent === total],
  ['graceful shutdown', exitCode === 0],
]
for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`)
process.exit(checks.every(([, ok]) => ok) ? 0 : 1)

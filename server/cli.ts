/**
 * Operations from the command line: `npm run admin -- <command>`. Uses the same settings
 * (DATA_DIR or DATABASE_URL) and queries as the server; safe to run while it serves.
 */
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { addCustomer, findCustomer, forgetFailedLogins, normalizeEmail, setActive, setPassword } from './accounts'
import { serverConfig } from './config'
import { passwordHasher } from './crypto'
import { createDb, type Db } from './db'
import { createLogger } from './log'
import { OutboxWorker } from './mail/outbox'
import { limits } from './contract/schemas'
import { sweep } from './housekeeping'
import { checkEndpointAddresses, checkEndpointUrl } from './webhooks/address'
import {
  addEndpoint,
  disableEndpoint,
  enableEndpoint,
  findEndpoint,
  listEndpoints,
  removeEndpoint,
  rotateSecret,
} from './webhooks/endpoints'
import { resendLead } from './webhooks/events'

export const usage = `Usage: npm run admin -- <command> [options]

Customers
  customer add <email> --name <name> [--password-stdin]   add a customer (asks for a password)
  customer password <email> [--password-stdin]            set a new password (ends all sessions)
  customer disable <email> | customer enable <email>      stop or allow logins
  customer unlock <email>                                 forget failed logins
  customer list

Contact messages
  messages list [--limit N] [--spam]                      newest first
  messages export [--since YYYY-MM-DD] [--spam] [--out FILE]   CSV (UTF-8), stdout by default

Leads (contact messages that are not spam) and webhooks to the CRM
  leads list [--limit N]                                  newest first, with mail and webhook delivery state
  leads show <id>                                         one lead with every webhook attempt
  leads resend <id>                                       send its webhook event again (same webhook-id)
  webhooks list                                           endpoints: active or disabled (and why), secrets
  webhooks add <url> [--description TEXT] [--secret-stdin]   prints the signing secret (whsec_...) once
  webhooks disable <id> | webhooks enable <id>            held deliveries go out once it is enabled
  webhooks remove <id>                                    with its deliveries and their attempts
  webhooks rotate <id> [--grace-hours N]                  new secret; the old one signs too for N hours

Outbox
  outbox list [--status pending|sending|sent|failed] [--limit N]
  outbox show <id>
  outbox retry <id> | outbox retry --failed               send again now
  outbox send                                             one delivery pass through SMTP_URL

  migrate                                                 create or update the schema
  cleanup                                                 delete ended sessions, old tokens, counters and copies
`

/** A CSV cell: quoted when needed; a leading = + - @ is neutralised so spreadsheets do not run it. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  return [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))].join('\r\n') + '\r\n'
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin })
    for await (const line of rl) {
      rl.close()
      return line
    }
    throw new Error('No password on standard input')
  }
  // Interactive: read without echo.
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const rl = createInterface({ input: process.stdin, output, terminal: true })
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      rl.question(question, (answer) => resolve(answer))
      muted = true
    })
  const first = await ask('Password: ')
  muted = false
  process.stdout.write('\n')
  const second = await ask('Again: ')
  muted = false
  process.stdout.write('\n')
  rl.close()
  if (first !== second) throw new Error('The passwords differ')
  return first
}

function checkPassword(password: string): void {
  if (password.length < limits.passwordMin || password.length > limits.passwordMax)
    throw new Error(`A password has ${limits.passwordMin} to ${limits.passwordMax} characters`)
}

function date(ms: number | null): string {
  return ms === null ? '' : new Date(ms).toISOString()
}

/** The first 8 characters of an id: what the lists show and what the commands take. */
function short(id: string): string {
  return id.slice(0, 8)
}

/** A lead by its id or an unambiguous beginning of it. */
async function findLead(db: Db, idOrPrefix: string) {
  const matches = await db
    .selectFrom('contact_messages')
    .selectAll()
    .where('id', 'like', `${idOrPrefix.replace(/[%_\\]/g, '')}%`)
    .limit(2)
    .execute()
  if (matches.length === 0) throw new Error(`No lead ${idOrPrefix}`)
  if (matches.length > 1) throw new Error(`${idOrPrefix} names more than one lead: give more of the id`)
  return matches[0]!
}

/** Each lead's two mails and its webhook deliveries (with the endpoint's host and the last attempt's answer), by lead id. */
async function deliveryState(db: Db, ids: string[]) {
  const mails = ids.length
    ? await db
        .selectFrom('outbox')
        .select(['idempotency_key', 'status', 'attempts'])
        .where(
          'idempotency_key',
          'in',
          ids.flatMap((id) => [`contact:${id}:agency`, `contact:${id}:confirmation`]),
        )
        .execute()
    : []
  const deliveries = ids.length
    ? await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select(['d.id', 'd.contact_id', 'd.status', 'd.attempts', 'd.last_error', 'e.url'])
        .where('d.contact_id', 'in', ids)
        .execute()
    : []
  return (id: string) => {
    const mail = (which: string) => {
      const row = mails.find((m) => m.idempotency_key === `contact:${id}:${which}`)
      return row
        ? `${which} ${row.status}${row.status === 'sent' ? '' : ` (attempts ${row.attempts})`}`
        : `${which} none`
    }
    const hooks = deliveries
      .filter((d) => d.contact_id === id)
      .map(
        (d) =>
          `${new URL(d.url).host} ${d.status} (attempts ${d.attempts}${d.last_error && d.status !== 'sent' ? `, last: ${d.last_error}` : ''})`,
      )
    return { mail: `${mail('agency')}, ${mail('confirmation')}`, webhooks: hooks.join(' | ') || 'none' }
  }
}

export async function runCli(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      limit: { type: 'string' },
      spam: { type: 'boolean' },
      since: { type: 'string' },
      out: { type: 'string' },
      status: { type: 'string' },
      failed: { type: 'boolean' },
      description: { type: 'string' },
      'secret-stdin': { type: 'boolean' },
      'grace-hours': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [group, action, arg] = positionals
  if (values.help || !group) {
    out(usage)
    return group ? 0 : 1
  }
  const config = serverConfig()
  const db = await createDb(config)
  try {
    return await command(db, config, { group, action, arg, values }, out)
  } finally {
    await db.destroy()
  }
}

type Parsed = {
  group: string
  action: string | undefined
  arg: string | undefined
  values: Record<string, string | boolean | undefined>
}

async function command(
  db: Db,
  config: ReturnType<typeof serverConfig>,
  { group, action, arg, values }: Parsed,
  out: (line: string) => void,
): Promise<number> {
  const now = Date.now()
  const limit = Number(values.limit ?? 50)
  const need = (what: string | undefined, name: string): string => {
    if (!what) throw new Error(`Missing ${name}.\n\n${usage}`)
    return what
  }
  const customerOf = async (email: string) => {
    const customer = await findCustomer(db, email)
    if (!customer) throw new Error(`No customer with e-mail ${normalizeEmail(email)}`)
    return customer
  }
  const key = `${group} ${action ?? ''}`.trim()

  switch (key) {
    case 'migrate':
      out('Schema is up to date.')
      return 0
    case 'cleanup': {
      const swept = await sweep(db, now)
      out(
        Object.entries(swept)
          .map(([what, n]) => `${what}: ${n}`)
          .join(', '),
      )
      return 0
    }
    case 'customer add': {
      const email = need(arg, 'e-mail')
      if (await findCustomer(db, email)) throw new Error(`A customer with e-mail ${normalizeEmail(email)} exists`)
      const password = await readPassword(Boolean(values['password-stdin']))
      checkPassword(password)
      const hash = await passwordHasher(config.policy).hash(password)
      const customer = await addCustomer(db, { email, name: String(values.name ?? email), passwordHash: hash }, now)
      out(`Added ${customer.email} (${customer.id})`)
      return 0
    }
    case 'customer password': {
      const customer = await customerOf(need(arg, 'e-mail'))
      const password = await readPassword(Boolean(values['password-stdin']))
      checkPassword(password)
      await setPassword(db, customer.id, await passwordHasher(config.policy).hash(password), now)
      await forgetFailedLogins(db, customer.email)
      out(`New password set for ${customer.email}; their sessions have ended`)
      return 0
    }
    case 'customer disable':
    case 'customer enable': {
      const customer = await customerOf(need(arg, 'e-mail'))
      await setActive(db, customer.id, action === 'enable', now)
      out(`${customer.email} is ${action === 'enable' ? 'enabled' : 'disabled'}`)
      return 0
    }
    case 'customer unlock': {
      const email = normalizeEmail(need(arg, 'e-mail'))
      await forgetFailedLogins(db, email)
      out(`Failed logins of ${email} forgotten`)
      return 0
    }
    case 'customer list': {
      const rows = await db.selectFrom('customers').selectAll().orderBy('email').execute()
      for (const c of rows)
        out(
          `${c.email}\t${c.name}\t${c.active ? 'active' : 'disabled'}\t${c.password_hash ? 'password set' : 'no password'}`,
        )
      out(`${rows.length} customer(s)`)
      return 0
    }
    case 'messages list': {
      const rows = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('spam', '=', values.spam ? 1 : 0)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
      for (const m of rows) {
        out(
          `${date(m.created_at)}  ${m.name} <${m.email}>  [${m.locale}, ${m.form}]${m.subject ? `  ${m.subject}` : ''}`,
        )
        out(`  ${m.message.replace(/\s+/g, ' ').slice(0, 160)}`)
      }
      out(`${rows.length} message(s)`)
      return 0
    }
    case 'messages export': {
      let query = db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'asc')
      if (!values.spam) query = query.where('spam', '=', 0)
      if (values.since) {
        const since = Date.parse(String(values.since))
        if (Number.isNaN(since)) throw new Error('--since needs a date such as 2026-11-01')
        query = query.where('created_at', '>=', since)
      }
      const rows = (await query.execute()).map((m) => ({
        ...m,
        created_at: date(m.created_at),
        spam: m.spam ? 'yes' : 'no',
      }))
      const columns = [
        'created_at',
        'locale',
        'form',
        'name',
        'email',
        'phone',
        'company',
        'subject',
        'message',
        'spam',
        'id',
        'page',
        'cta',
        'plan',
      ]
      const csv = toCsv(rows, columns)
      if (values.out) {
        const { writeFile } = await import('node:fs/promises')
        await writeFile(String(values.out), '\uFEFF' + csv, 'utf8')
        out(`Wrote ${rows.length} message(s) to ${values.out}`)
      } else process.stdout.write(csv)
      return 0
    }
    case 'leads list': {
      const leads = await db
        .selectFrom('contact_messages')
        .selectAll()
        .where('spam', '=', 0)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
      const state = await deliveryState(
        db,
        leads.map((lead) => lead.id),
      )
      for (const lead of leads) {
        const source = [lead.locale, lead.form, lead.page, lead.cta, lead.plan].filter(Boolean).join(', ')
        out(`${date(lead.created_at)}  ${short(lead.id)}  ${lead.name} <${lead.email}>  [${source}]`)
        const { mail, webhooks } = state(lead.id)
        out(`  mail: ${mail}`)
        out(`  webhooks: ${webhooks}`)
      }
      out(`${leads.length} lead(s)`)
      return 0
    }
    case 'leads show': {
      const lead = await findLead(db, need(arg, 'lead id'))
      const { mail } = (await deliveryState(db, [lead.id]))(lead.id)
      out(`Lead:      ${lead.id}${lead.spam ? ' (spam: its hidden field was filled)' : ''}`)
      out(`Received:  ${date(lead.created_at)} (${lead.locale}, ${lead.form})`)
      out(`From:      ${lead.name} <${lead.email}>`)
      out(`Source:    page ${lead.page ?? '-'}, button ${lead.cta ?? '-'}${lead.plan ? `, plan ${lead.plan}` : ''}`)
      out(`Mail:      ${mail}`)
      const deliveries = await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select(['d.id', 'd.event_id', 'd.status', 'd.attempts', 'd.sent_at', 'e.url', 'e.id as endpoint_id'])
        .where('d.contact_id', '=', lead.id)
        .execute()
      for (const d of deliveries) {
        out(`Webhook:   ${d.url} (${short(d.endpoint_id)}): ${d.status}, webhook-id ${d.event_id}`)
        const attempts = await db
          .selectFrom('webhook_attempts')
          .selectAll()
          .where('delivery_id', '=', d.id)
          .orderBy('attempt')
          .execute()
        for (const a of attempts)
          out(
            `  attempt ${a.attempt}  ${date(a.at)}  ${a.status === null ? 'no answer' : `HTTP ${a.status}`}  ${a.duration_ms} ms${a.error ? `  ${a.error}` : ''}`,
          )
      }
      if (deliveries.length === 0) out('Webhook:   none')
      return 0
    }
    case 'leads resend': {
      const lead = await findLead(db, need(arg, 'lead id'))
      const due = await resendLead(db, lead.id, now)
      out(`${due} delivery(s) of lead ${short(lead.id)} due now; a running server sends them within its poll interval`)
      return 0
    }
    case 'webhooks list': {
      const endpoints = await listEndpoints(db)
      for (const e of endpoints) {
        const counts = await db
          .selectFrom('webhook_deliveries')
          .select(['status', db.fn.countAll<number>().as('n')])
          .where('endpoint_id', '=', e.id)
          .groupBy('status')
          .execute()
        const state = e.active ? 'active' : `DISABLED ${date(e.disabled_at)}: ${e.disabled_reason ?? ''}`
        out(`${short(e.id)}  ${e.url}  ${state}${e.description ? `  (${e.description})` : ''}`)
        if (e.previous_secret && e.previous_secret_until !== null && e.previous_secret_until > now)
          out(`  secret rotated: the old one also signs until ${date(e.previous_secret_until)}`)
        out(`  deliveries: ${counts.map((c) => `${c.status} ${Number(c.n)}`).join(', ') || 'none yet'}`)
      }
      out(`${endpoints.length} endpoint(s)`)
      return 0
    }
    case 'webhooks add': {
      const url = checkEndpointUrl(need(arg, 'URL'), config.webhookAllowLocal)
      const addresses = await checkEndpointAddresses(url, config.webhookAllowLocal)
      const secret = values['secret-stdin'] ? (await readPassword(true)).trim() : undefined
      const endpoint = await addEndpoint(
        db,
        { url: url.href, description: values.description as string | undefined, secret },
        now,
      )
      out(`Added ${short(endpoint.id)}  ${endpoint.url} (resolves to ${addresses.join(', ')})`)
      if (!secret) out(`Signing secret (shown once; give it to the receiver): ${endpoint.secret}`)
      out('New leads are delivered to it from now on; `leads resend <id>` sends an earlier one.')
      return 0
    }
    case 'webhooks disable': {
      const endpoint = await findEndpoint(db, need(arg, 'endpoint id'))
      await disableEndpoint(db, endpoint.id, `disabled by an operator on ${date(now)}`, now)
      out(`${endpoint.url} is disabled; its queued deliveries are held until it is enabled`)
      return 0
    }
    case 'webhooks enable': {
      const endpoint = await findEndpoint(db, need(arg, 'endpoint id'))
      const released = await enableEndpoint(db, endpoint.id, now)
      out(`${endpoint.url} is active; ${released} held delivery(s) due now`)
      return 0
    }
    case 'webhooks remove': {
      const endpoint = await findEndpoint(db, need(arg, 'endpoint id'))
      await removeEndpoint(db, endpoint.id)
      out(`Removed ${endpoint.url} with its deliveries`)
      return 0
    }
    case 'webhooks rotate': {
      const endpoint = await findEndpoint(db, need(arg, 'endpoint id'))
      const hours =
        values['grace-hours'] === undefined
          ? config.policy.webhookSecretGraceMs / 3_600_000
          : Number(values['grace-hours'])
      if (!Number.isFinite(hours) || hours < 0) throw new Error('--grace-hours takes a number of hours, 0 or more')
      const secret = await rotateSecret(db, endpoint.id, hours * 3_600_000, now)
      out(`New signing secret for ${endpoint.url} (shown once): ${secret}`)
      out(
        hours > 0
          ? `Until ${date(now + hours * 3_600_000)} every request carries a signature with the old secret too.`
          : 'The old secret no longer signs.',
      )
      return 0
    }
    case 'outbox list': {
      let query = db
        .selectFrom('outbox')
        .select([
          'id',
          'status',
          'kind',
          'to_address',
          'subject',
          'attempts',
          'created_at',
          'next_attempt_at',
          'last_error',
        ])
        .orderBy('created_at', 'desc')
        .limit(limit)
      if (values.status) query = query.where('status', '=', String(values.status))
      const rows = await query.execute()
      for (const m of rows)
        out(
          `${m.id}  ${m.status.padEnd(7)}  ${m.kind.padEnd(20)}  ${m.to_address}  attempts ${m.attempts}  ${date(m.created_at)}${m.last_error ? `  last error: ${m.last_error}` : ''}`,
        )
      const counts = await db
        .selectFrom('outbox')
        .select(['status', db.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute()
      out(counts.map((c) => `${c.status}: ${Number(c.n)}`).join(', ') || 'The outbox is empty')
      return 0
    }
    case 'outbox show': {
      const m = await db.selectFrom('outbox').selectAll().where('id', '=', need(arg, 'id')).executeTakeFirst()
      if (!m) throw new Error(`No outbox message ${arg}`)
      out(
        `Id:        ${m.id}\nStatus:    ${m.status} (attempts ${m.attempts})\nKind:      ${m.kind}\nTo:        ${m.to_address}`,
      )
      if (m.reply_to) out(`Reply-To:  ${m.reply_to}`)
      out(`Subject:   ${m.subject}\nCreated:   ${date(m.created_at)}\nNext try:  ${date(m.next_attempt_at)}`)
      if (m.sent_at) out(`Sent:      ${date(m.sent_at)}`)
      if (m.last_error) out(`Error:     ${m.last_error}`)
      out(`\n${m.text_body}`)
      return 0
    }
    case 'outbox retry': {
      let query = db.updateTable('outbox').set({ status: 'pending', next_attempt_at: now, locked_until: null })
      if (values.failed) query = query.where('status', '=', 'failed')
      else query = query.where('id', '=', need(arg, 'id or --failed')).where('status', 'in', ['pending', 'failed'])
      const result = await query.executeTakeFirst()
      out(`${Number(result.numUpdatedRows)} message(s) due now; a running server sends them within its poll interval`)
      return 0
    }
    case 'outbox send': {
      if (!config.smtpUrl) throw new Error('SMTP_URL is not set')
      const worker = new OutboxWorker({
        db,
        policy: config.policy,
        log: createLogger('warn'),
        now: Date.now,
        mailFrom: config.mailFrom,
        smtpUrl: config.smtpUrl,
      })
      let total = 0
      for (;;) {
        const claimed = await worker.step()
        total += claimed
        if (claimed < config.policy.outboxBatch) break
      }
      await worker.stop()
      out(`Tried ${total} message(s)`)
      return 0
    }
    default:
      throw new Error(`Unknown command "${key}".\n\n${usage}`)
  }
}

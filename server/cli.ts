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

Outbox
  outbox list [--status pending|sending|sent|failed] [--limit N]
  outbox show <id>
  outbox retry <id> | outbox retry --failed               send again now
  outbox send                                             one delivery pass through SMTP_URL

  migrate                                                 create or update the schema
  cleanup                                                 delete ended sessions, old tokens and counters
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
      ]
      const csv = toCsv(rows, columns)
      if (values.out) {
        const { writeFile } = await import('node:fs/promises')
        await writeFile(String(values.out), '\uFEFF' + csv, 'utf8')
        out(`Wrote ${rows.length} message(s) to ${values.out}`)
      } else process.stdout.write(csv)
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

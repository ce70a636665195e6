/**
 * The outbox: mail is written to the database in the same transaction as whatever caused it,
 * and a worker hands it to SMTP. Each row has a unique idempotency key (enqueued once) and a
 * Message-ID derived from it (receivers can drop a repeat). A send is claimed with a lease, so
 * several server copies never send the same row at once; a failed send retries with backoff.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import { newId, sha256 } from '../crypto'
import type { Db } from '../db'
import type { Logger } from '../log'
import { backoffMs, type Policy } from '../policy'
import type { Mail } from './templates'

export type OutgoingMail = Mail & {
  idempotencyKey: string
  kind: 'contact_notification' | 'contact_confirmation' | 'password_reset'
  to: string
  replyTo?: string
}

/** Adds mail to the outbox; a key already there is left alone. Use inside the caller's transaction. */
export async function enqueue(db: Db, mail: OutgoingMail, now: number): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      id: newId(),
      idempotency_key: mail.idempotencyKey,
      created_at: now,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      reply_to: mail.replyTo ?? null,
      sent_at: null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute()
}

/** Connection-level failures (server down, DNS, timeouts), as opposed to a message the server refused. */
function unreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(code)
}

export function messageIdFor(key: string, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost'
  return `<${sha256(key).slice(0, 32)}@${domain}>`
}

export type OutboxOptions = {
  db: Db
  policy: Policy
  log: Logger
  now: () => number
  mailFrom: string
  /** SMTP connection URL; without it mail waits in the outbox. */
  smtpUrl: string | undefined
}

export class OutboxWorker {
  private readonly transport: Transporter | null
  private timer: NodeJS.Timeout | null = null
  private current: Promise<void> | null = null
  private again = false
  private stopped = true
  /** While SMTP is unreachable the worker pauses as a whole, instead of failing every row in turn. */
  private pausedUntil = 0
  private outages = 0

  constructor(private readonly options: OutboxOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          pool: true,
          maxConnections: Math.min(5, options.policy.outboxBatch),
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : null
  }

  get enabled(): boolean {
    return this.transport !== null
  }

  start(): void {
    if (!this.transport || !this.stopped) return
    this.stopped = false
    this.wake()
  }

  /** Run a step now (new mail was queued); a step already running is followed by another. */
  wake(): void {
    if (this.stopped) return
    if (this.current) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.current = this.loop().finally(() => {
      this.current = null
      this.schedule()
    })
  }

  /** Waits for the step in progress, if any. */
  async idle(): Promise<void> {
    while (this.current) await this.current
  }

  /** Stops taking new work and waits for the step in progress. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.current
    this.transport?.close()
  }

  private schedule(): void {
    if (this.stopped) return
    if (this.again) {
      this.again = false
      this.wake()
      return
    }
    this.timer = setTimeout(() => this.wake(), this.options.policy.outboxPollMs)
    this.timer.unref()
  }

  private async loop(): Promise<void> {
    // Keep going while steps find a full batch: a backlog drains without waiting for the poll.
    for (;;) {
      let claimed = 0
      try {
        claimed = await this.step()
      } catch (error) {
        this.options.log.error({ err: error }, 'outbox step failed')
        return
      }
      if (claimed < this.options.policy.outboxBatch || this.stopped) return
    }
  }

  /** Claims due mail and sends it; returns how many rows it claimed. */
  async step(): Promise<number> {
    const { db, policy, now } = this.options
    if (!this.transport) return 0
    const time = now()
    if (time < this.pausedUntil) return 0
    const due = await db
      .selectFrom('outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', time)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', time)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(policy.outboxBatch)
      .execute()
    const claimed: string[] = []
    for (const { id } of due) {
      const result = await db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sending',
          locked_until: time + policy.outboxLeaseMs,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .where((eb) =>
          eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', time)])]),
        )
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 1) claimed.push(id)
    }
    await Promise.all(claimed.map((id) => this.deliver(id)))
    return claimed.length
  }

  private async deliver(id: string): Promise<void> {
    const { db, policy, now, log, mailFrom } = this.options
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    try {
      const info = await this.transport!.sendMail({
        from: mailFrom,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: messageIdFor(row.idempotency_key, mailFrom),
        headers: { 'X-Outbox-Key': sha256(row.idempotency_key).slice(0, 32) },
      })
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: now(), locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute()
      this.outages = 0
      log.info({ outboxId: id, kind: row.kind, attempts: row.attempts, smtp: info.response }, 'mail sent')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (unreachable(error)) {
        this.outages += 1
        this.pausedUntil = Math.max(this.pausedUntil, now() + backoffMs(policy, this.outages))
      }
      const failed = row.attempts >= policy.outboxMaxAttempts
      await db
        .updateTable('outbox')
        .set({
          status: failed ? 'failed' : 'pending',
          next_attempt_at: now() + backoffMs(policy, row.attempts),
          locked_until: null,
          last_error: message.slice(0, 500),
        })
        .where('id', '=', id)
        .execute()
      log.warn({ outboxId: id, kind: row.kind, attempts: row.attempts, failed, error: message }, 'mail not sent')
    }
  }
}

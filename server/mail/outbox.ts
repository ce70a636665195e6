/**
 * The outbox: mail is written to the database in the same transaction as whatever caused it,
 * and a worker hands it to SMTP. Each row has a unique idempotency key (enqueued once) and a
 * Message-ID derived from it (receivers can drop a repeat). A send is claimed first, with a fenced
 * claim that its holder renews while it works (../outbox-claims.ts), so several server copies
 * never send the same row at once and a send that outlived its claim is not counted twice; a
 * failed send retries with backoff.
 */
import nodemailer, { type Transporter } from 'nodemailer'
import { newId, sha256 } from '../crypto'
import type { Db } from '../db'
import { ClaimWorker } from '../claim-worker'
import type { Logger } from '../log'
import { claimDue, holdClaim, releaseClaim, settleClaim, type Claim } from '../outbox-claims'
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
      claim_token: null,
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

/** A send stopped by its signal (the claim was lost, or the server is stopping). */
function aborted(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'EABORT'
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

export class OutboxWorker extends ClaimWorker {
  private readonly transport: Transporter | null
  /** While SMTP is unreachable the worker pauses as a whole, instead of failing every row in turn. */
  private pausedUntil = 0
  private outages = 0

  constructor(private readonly options: OutboxOptions) {
    super('outbox', options.log)
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          pool: true,
          maxConnections: Math.min(5, options.policy.outboxBatch),
          // Each well inside the claim's length (server/policy.ts): a stalled server is noticed
          // long before another copy could take the row over.
          connectionTimeout: options.policy.smtpConnectionTimeoutMs,
          greetingTimeout: options.policy.smtpGreetingTimeoutMs,
          socketTimeout: options.policy.smtpSocketTimeoutMs,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : null
  }

  get enabled(): boolean {
    return this.transport !== null
  }

  protected get batch(): number {
    return this.options.policy.outboxBatch
  }

  protected get pollMs(): number {
    return this.options.policy.outboxPollMs
  }

  override async stop(waitMs?: number): Promise<void> {
    await super.stop(waitMs)
    this.transport?.close()
  }

  /** Claims due mail and sends it; returns how many rows it claimed. */
  override async step(): Promise<number> {
    const { db, policy, now } = this.options
    if (!this.transport) return 0
    const time = now()
    if (time < this.pausedUntil) return 0
    const claims = await claimDue(db, { now: time, claimMs: policy.outboxClaimMs, limit: policy.outboxBatch })
    await Promise.all(claims.map((claim) => this.deliver(claim)))
    return claims.length
  }

  private async deliver(claim: Claim): Promise<void> {
    const { db, policy, now, mailFrom } = this.options
    const log = this.log
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', claim.id).executeTakeFirstOrThrow()
    const context = { outboxId: claim.id, kind: claim.kind, attempts: claim.attempts }
    const held = await holdClaim(db, claim, { now, claimMs: policy.outboxClaimMs, stop: this.halt.signal }, (signal) =>
      this.transport!.sendMail({
        from: mailFrom,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: messageIdFor(row.idempotency_key, mailFrom),
        headers: { 'X-Outbox-Key': sha256(row.idempotency_key).slice(0, 32) },
        signal,
      }),
    )
    if (held.lost) {
      // Another copy has the row now (or an operator reset it): what it does stands.
      log.warn(context, 'outbox claim lost: this copy stopped its send and leaves the row to the new holder')
      return
    }
    if ('result' in held) {
      this.outages = 0
      if (await settleClaim(db, claim, { status: 'sent', at: now() }))
        log.info({ ...context, smtp: held.result.response }, 'mail sent')
      else log.warn(context, 'mail sent, but the claim was lost meanwhile: the new holder records the outcome')
      return
    }
    const { error } = held
    if (aborted(error) && this.halt.signal.aborted) {
      await releaseClaim(db, claim, now())
      log.info(context, 'mail send stopped for shutdown; the row is due again')
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    if (unreachable(error)) {
      this.outages += 1
      this.pausedUntil = Math.max(this.pausedUntil, now() + backoffMs(policy, this.outages))
    }
    const failed = claim.attempts >= policy.outboxMaxAttempts
    const outcome = failed
      ? ({ status: 'failed', at: now(), error: message } as const)
      : ({ status: 'pending', nextAttemptAt: now() + backoffMs(policy, claim.attempts), error: message } as const)
    const recorded = await settleClaim(db, claim, outcome)
    log.warn({ ...context, failed, recorded, error: message }, 'mail not sent')
  }
}

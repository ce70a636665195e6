/**
 * Delivers webhook events (./events.ts) through the outbox's fenced claims, signed after the
 * Standard Webhooks specification with the `standardwebhooks` library:
 * - `webhook-id` (the event's, the same on every attempt), `webhook-timestamp` (the attempt's,
 *   in seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`, one per
 *   signing secret: two while a rotated secret's grace period lasts);
 * - a 2xx answer delivers it; 410 Gone disables the endpoint (its deliveries are held until an
 *   operator enables it again) and is logged; any other answer, a redirect (never followed), a
 *   timeout or a refused connection is tried again with backoff (server/policy.ts,
 *   `webhookBackoffMs`: about a day), then the delivery is parked as failed;
 * - every attempt is kept (`webhook_attempts`: when, the status or the error, how long);
 * - the connection goes only where ./address.ts allows, to the address it checked.
 */
import { Webhook } from 'standardwebhooks'
import type * as Undici from 'undici'
import { ClaimWorker } from '../claim-worker'
import { newId } from '../crypto'
import type { Db } from '../db'
import type { Logger } from '../log'
import { claimDue, holdClaim, releaseClaim, settleClaim, type Claim, type Outcome } from '../outbox-claims'
import { webhookBackoffMs, type Policy } from '../policy'
import { checkEndpointUrl, guardedLookup } from './address'
import { signingSecrets } from './endpoints'

export type WebhookOptions = {
  db: Db
  policy: Policy
  log: Logger
  /** The clock for scheduling (tests move it by hand). */
  now: () => number
  /** Deliver to `http` and to loopback or private addresses (tests, local development). */
  allowLocal: boolean
  /** The `User-Agent` the requests carry. */
  userAgent: string
}

/** What one attempt got: the receiver's status, or the error that ended it. */
type Answer = { status: number } | { error: string }

/** The error's message with its causes (`fetch failed` says little; `connect ECONNREFUSED 127.0.0.1:4000` does). */
function describe(error: unknown): string {
  const parts: string[] = []
  for (let cause = error; cause instanceof Error && parts.length < 4; cause = cause.cause)
    if (!parts.includes(cause.message)) parts.push(cause.message)
  return parts.join(': ') || String(error)
}

/** undici (Node's own fetch, with a connection pool whose lookup can be replaced), loaded at the first delivery: a server without endpoints never pays for it at start. */
let undici: Promise<typeof Undici> | null = null

export class WebhookWorker extends ClaimWorker {
  /** Keeps connections to the endpoints open between deliveries; each new one connects through `guardedLookup`. */
  private agent: Undici.Agent | null = null

  constructor(private readonly options: WebhookOptions) {
    super('webhooks', options.log)
  }

  private async connections(): Promise<{ agent: Undici.Agent; fetch: typeof Undici.fetch }> {
    const { Agent, fetch } = await (undici ??= import('undici'))
    if (!this.agent || this.agent.closed) {
      const { policy, allowLocal } = this.options
      this.agent = new Agent({
        connect: { lookup: guardedLookup(allowLocal), timeout: policy.webhookTimeoutMs },
        headersTimeout: policy.webhookTimeoutMs,
        bodyTimeout: policy.webhookTimeoutMs,
      })
    }
    return { agent: this.agent, fetch }
  }

  /** Always on: without endpoints nothing is queued. */
  get enabled(): boolean {
    return true
  }

  protected get batch(): number {
    return this.options.policy.webhookBatch
  }

  protected get pollMs(): number {
    return this.options.policy.outboxPollMs
  }

  override async stop(waitMs?: number): Promise<void> {
    await super.stop(waitMs)
    if (this.agent && !this.agent.closed) await this.agent.close()
  }

  override async step(): Promise<number> {
    const { db, policy, now } = this.options
    const claims = await claimDue(db, {
      table: 'webhook_deliveries',
      now: now(),
      claimMs: policy.outboxClaimMs,
      limit: policy.webhookBatch,
    })
    await Promise.all(claims.map((claim) => this.deliver(claim)))
    return claims.length
  }

  private async deliver(claim: Claim): Promise<void> {
    const { db, policy, now } = this.options
    const log = this.log
    const delivery = await db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow()
    const endpoint = await db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', delivery.endpoint_id)
      .executeTakeFirst()
    const context = {
      deliveryId: claim.id,
      eventId: delivery.event_id,
      endpointId: delivery.endpoint_id,
      attempts: claim.attempts,
    }
    if (!endpoint || !endpoint.active) {
      // Disabled meanwhile: held, not tried, until an operator enables the endpoint again.
      await settleClaim(db, claim, {
        status: 'held',
        at: now(),
        error: `endpoint disabled: ${endpoint?.disabled_reason ?? 'removed'}`,
      })
      return
    }
    const started = performance.now()
    const held = await holdClaim(db, claim, { now, claimMs: policy.outboxClaimMs, stop: this.halt.signal }, (signal) =>
      this.send(endpoint.url, delivery.event_id, delivery.payload, signingSecrets(endpoint, Date.now()), signal),
    )
    const answer: Answer = 'result' in held ? held.result : { error: describe(held.error) }
    await db
      .insertInto('webhook_attempts')
      .values({
        id: newId(),
        delivery_id: claim.id,
        attempt: claim.attempts,
        at: now(),
        status: 'status' in answer ? answer.status : null,
        error: 'error' in answer ? answer.error.slice(0, 500) : null,
        duration_ms: Math.round(performance.now() - started),
      })
      .execute()
    if (held.lost) {
      log.warn(context, 'webhook claim lost: this copy stopped its attempt and leaves the delivery to the new holder')
      return
    }
    if (!('result' in held) && this.halt.signal.aborted) {
      await releaseClaim(db, claim, now())
      log.info(context, 'webhook attempt stopped for shutdown; the delivery is due again')
      return
    }
    if ('status' in answer && answer.status >= 200 && answer.status < 300) {
      if (await settleClaim(db, claim, { status: 'sent', at: now() }))
        log.info({ ...context, status: answer.status }, 'webhook delivered')
      return
    }
    if ('status' in answer && answer.status === 410) {
      // The receiver says the endpoint is gone for good (Standard Webhooks): stop sending to it.
      const reason = `answered 410 Gone on ${new Date(now()).toISOString()}`
      await db
        .updateTable('webhook_endpoints')
        .set({ active: 0, disabled_reason: reason, disabled_at: now(), updated_at: now() })
        .where('id', '=', endpoint.id)
        .where('active', '=', 1)
        .execute()
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'held', last_error: `endpoint disabled: ${reason}` })
        .where('endpoint_id', '=', endpoint.id)
        .where('status', '=', 'pending')
        .execute()
      await settleClaim(db, claim, { status: 'held', at: now(), error: `endpoint disabled: ${reason}` })
      log.warn(
        { ...context, url: endpoint.url, reason },
        'webhook endpoint disabled: it answered 410 Gone (npm run admin -- webhooks list; webhooks enable <id> once it is fixed)',
      )
      return
    }
    const error = 'status' in answer ? `HTTP ${answer.status}` : answer.error
    const failed = claim.attempts >= policy.webhookMaxAttempts
    const outcome: Outcome = failed
      ? { status: 'failed', at: now(), error }
      : { status: 'pending', nextAttemptAt: now() + webhookBackoffMs(policy, claim.attempts), error }
    const recorded = await settleClaim(db, claim, outcome)
    log.warn({ ...context, failed, recorded, error }, 'webhook not delivered')
  }

  /** One attempt: the signed POST, without following redirects, within the timeout. */
  private async send(
    url: string,
    eventId: string,
    body: string,
    secrets: string[],
    signal: AbortSignal,
  ): Promise<Answer> {
    const { policy, allowLocal, userAgent } = this.options
    checkEndpointUrl(url, allowLocal)
    const timestamp = new Date()
    const signature = secrets.map((secret) => new Webhook(secret).sign(eventId, timestamp, body)).join(' ')
    const { agent, fetch } = await this.connections()
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': userAgent,
        'webhook-id': eventId,
        'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      },
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(policy.webhookTimeoutMs)]),
      dispatcher: agent,
    })
    // The answer's body is not read: its status is the receiver's whole answer.
    await response.body?.cancel().catch(() => {})
    return { status: response.status }
  }
}

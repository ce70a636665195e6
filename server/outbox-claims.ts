/**
 * Claims on outbox rows, whatever their kind: mail (`outbox`) and signed webhooks
 * (`webhook_deliveries`), two tables with the same claim columns, so that anything that must
 * leave the building once goes the same way. Several copies of the server work through them: a
 * copy claims a due row before it works on it, so two copies do not work on one row.
 *
 * A claim is fenced: each one carries a new random token, and every later write about the row
 * (renewing the claim, recording that it was sent, or when to try again, or that it failed) names
 * that token and changes nothing when the row's token is another. So a copy that lost its claim
 * (it stalled longer than the claim lasts and another copy took the row over, or an operator
 * reset the row) cannot overwrite what the new holder does, and a send is counted once.
 *
 * The holder renews its claim every third of the claim's length while it works (`holdClaim`), so
 * a slow but living holder keeps the row however long its work takes, and a claim expires only
 * when its holder has stopped. When renewing shows the claim is lost, or the holder cannot renew
 * it before it would expire, the work is told to stop (an AbortSignal): nobody else may take the
 * row before then, so the two never send at once.
 */
import { randomToken } from './crypto'
import type { Db } from './db'

/** The tables whose rows are claimed: each has status, attempts, next_attempt_at, locked_until, claim_token, last_error and sent_at. */
export type ClaimTable = 'outbox' | 'webhook_deliveries'

export type Claim = {
  table: ClaimTable
  id: string
  kind: string
  /** This claim's token: only its holder may write about the row. */
  token: string
  /** How many times the row has been tried, this claim included. */
  attempts: number
  /** When the claim ends unless renewed. */
  until: number
}

/** What became of a claimed row. */
export type Outcome =
  | { status: 'sent'; at: number }
  | { status: 'pending'; nextAttemptAt: number; error: string }
  | { status: 'failed'; at: number; error: string }
  /** Not due until someone makes it pending again (a webhook whose endpoint was disabled). */
  | { status: 'held'; at: number; error: string }

/**
 * Claims up to `limit` rows that are due (pending and due, or sending under an expired claim),
 * for `claimMs`, each under a new token. One conditional update per row: of two copies racing
 * for a row, one gets it.
 */
export async function claimDue(
  db: Db,
  { now, claimMs, limit, table = 'outbox' }: { now: number; claimMs: number; limit: number; table?: ClaimTable },
): Promise<Claim[]> {
  const due = await db
    .selectFrom(table)
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute()
  const claims: Claim[] = []
  for (const { id } of due) {
    const token = randomToken(16)
    const until = now + claimMs
    const row = await db
      .updateTable(table)
      .set((eb) => ({ status: 'sending', locked_until: until, claim_token: token, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
        ]),
      )
      .returning(['kind', 'attempts'])
      .executeTakeFirst()
    if (row) claims.push({ table, id, kind: row.kind, token, attempts: Number(row.attempts), until })
  }
  return claims
}

/** Extends the claim to `now + claimMs`; false when the claim is no longer this holder's. */
export async function renewClaim(db: Db, claim: Claim, { now, claimMs }: { now: number; claimMs: number }) {
  const until = now + claimMs
  const result = await db
    .updateTable(claim.table)
    .set({ locked_until: until })
    .where('id', '=', claim.id)
    .where('claim_token', '=', claim.token)
    .where('status', '=', 'sending')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return false
  claim.until = until
  return true
}

/** Records the outcome and ends the claim, if the claim is still this holder's (else changes nothing: false). */
export async function settleClaim(db: Db, claim: Claim, outcome: Outcome): Promise<boolean> {
  const changes =
    outcome.status === 'sent'
      ? { status: 'sent', sent_at: outcome.at, last_error: null }
      : outcome.status === 'pending'
        ? { status: 'pending', next_attempt_at: outcome.nextAttemptAt, last_error: outcome.error.slice(0, 500) }
        : { status: outcome.status, next_attempt_at: outcome.at, last_error: outcome.error.slice(0, 500) }
  const result = await db
    .updateTable(claim.table)
    .set({ ...changes, locked_until: null, claim_token: null })
    .where('id', '=', claim.id)
    .where('claim_token', '=', claim.token)
    .where('status', '=', 'sending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Gives the row back, due at once, without an outcome (the holder is stopping); false when it was not this holder's. */
export function releaseClaim(db: Db, claim: Claim, now: number): Promise<boolean> {
  return settleClaim(db, claim, { status: 'pending', nextAttemptAt: now, error: 'claim released: the server stopped' })
}

export type Held<T> = { lost: false; result: T } | { lost: false; error: unknown } | { lost: true; error?: unknown }

/**
 * Runs `work` while holding the claim: renews it every third of `claimMs`, and aborts `work`'s
 * signal when the claim turns out to be lost, or when renewing has failed (the database
 * unreachable) until less than a renewal interval is left of it. `stop` aborts it from outside
 * (shutdown). Resolves with the work's result or error, or `lost`.
 */
export async function holdClaim<T>(
  db: Db,
  claim: Claim,
  { now, claimMs, stop }: { now: () => number; claimMs: number; stop?: AbortSignal },
  work: (signal: AbortSignal) => Promise<T>,
): Promise<Held<T>> {
  const controller = new AbortController()
  let lost = false
  const onStop = () => controller.abort(stop?.reason)
  stop?.addEventListener('abort', onStop)
  if (stop?.aborted) onStop()
  const every = Math.max(1, Math.floor(claimMs / 3))
  let renewing: Promise<void> | null = null
  const renew = async () => {
    try {
      if (!(await renewClaim(db, claim, { now: now(), claimMs }))) lost = true
    } catch {
      // The database cannot be reached: keep working while the claim lasts, then give up.
      if (claim.until - now() < every) lost = true
    }
    if (lost) controller.abort(new Error('outbox claim lost'))
  }
  const timer = setInterval(() => {
    renewing ??= renew().finally(() => (renewing = null))
  }, every)
  timer.unref()
  try {
    const result = await work(controller.signal)
    return lost ? { lost: true } : { lost: false, result }
  } catch (error) {
    return lost ? { lost: true, error } : { lost: false, error }
  } finally {
    clearInterval(timer)
    stop?.removeEventListener('abort', onStop)
    await renewing
  }
}

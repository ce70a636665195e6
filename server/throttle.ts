/**
 * Rate limits and login throttling, kept in the database so that every copy of the server
 * counts together. Each count is one atomic upsert, made before the work it guards.
 */
import { sql } from 'kysely'
import type { Db } from './db'
import type { AttemptDelay, Window } from './policy'

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number }

/** Counts one event for `key` in a fixed window; refuses once the window's limit is passed. */
export async function hit(db: Db, key: string, window: Window, now: number): Promise<Verdict> {
  const expired = now - window.windowMs
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow()
  if (Number(row.count) <= window.limit) return { allowed: true }
  return { allowed: false, retryAfterMs: Math.max(1, Number(row.window_start) + window.windowMs - now) }
}

/**
 * Counts one login attempt for `key` in a fixed window, before the password is checked: one
 * atomic upsert, so a burst of concurrent attempts gets consecutive counts however the requests
 * interleave. Returns this attempt's number in the window and when the window ends.
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ nth: number; windowEnds: number }> {
  const expired = now - windowMs
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 1, window_start: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when login_attempts.window_start <= ${expired} then 1 else login_attempts.failures + 1 end`,
        window_start: sql<number>`case when login_attempts.window_start <= ${expired} then ${now} else login_attempts.window_start end`,
      }),
    )
    .returning(['failures', 'window_start'])
    .executeTakeFirstOrThrow()
  return { nth: Number(row.failures), windowEnds: Number(row.window_start) + windowMs }
}

/** Gives back an attempt counted by `countAttempt` that was not a failure (refused elsewhere, or a success). */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ failures: sql<number>`login_attempts.failures - 1` })
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute()
}

/**
 * How long the attempt after the `n`th of a streak must wait: nothing while the free ones last
 * (the first `free` go through at once), then `firstDelayMs` after the last free one, doubling
 * with each further attempt up to the cap.
 */
export function delayAfter(policy: AttemptDelay, n: number): number {
  if (n < policy.free) return 0
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (n - policy.free))
}

/**
 * Growing delays for `key` (an account, from any address): an attempt is let through only when
 * the previous one's delay has passed, and each attempt let through sets the next delay (see
 * `delayAfter`); a streak is forgotten after `quietMs` without attempts. A refusal costs the
 * caller nothing and changes nothing, so this slows guessing without ever locking anyone out
 * for longer than `maxDelayMs`. One atomic upsert: its WHERE lets the update (and RETURNING)
 * happen only while the gate is open, so concurrent attempts cannot slip through together.
 */
export async function passGate(db: Db, key: string, policy: AttemptDelay, now: number): Promise<Verdict> {
  const quiet = now - policy.quietMs
  const nth = sql<number>`case when login_attempts.window_start <= ${quiet} then 1 else login_attempts.failures + 1 end`
  // The delays as a CASE over the streak's length: portable SQL (no pow or shift functions).
  const steps: number[] = []
  for (let n = policy.free; delayAfter(policy, n) < policy.maxDelayMs; n++) steps.push(n)
  const delay = sql<number>`case when ${nth} < ${sql.lit(policy.free)} then 0 ${sql.join(
    steps.map((n) => sql`when ${nth} = ${sql.lit(n)} then ${sql.lit(delayAfter(policy, n))}`),
    sql` `,
  )} else ${sql.lit(policy.maxDelayMs)} end`
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 1, window_start: now, locked_until: now + delayAfter(policy, 1) })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: nth,
          window_start: now,
          locked_until: sql<number>`cast(${now} as bigint) + ${delay}`,
        })
        .where((eb) =>
          eb.or([eb('login_attempts.locked_until', 'is', null), eb('login_attempts.locked_until', '<=', now)]),
        ),
    )
    .returning(['failures'])
    .executeTakeFirst()
  if (row) return { allowed: true }
  const gate = await db.selectFrom('login_attempts').select('locked_until').where('key', '=', key).executeTakeFirst()
  return { allowed: false, retryAfterMs: Math.max(1, Number(gate?.locked_until ?? now) - now) }
}

/** Seconds for a Retry-After header, never 0. */
export function retryAfterSeconds(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)))
}

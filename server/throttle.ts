/**
 * Rate limits and login lockouts, kept in the database so that every copy of the server
 * counts together. Each update is one atomic upsert.
 */
import { sql } from 'kysely'
import type { Db } from './db'
import type { Window } from './policy'

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

/** Is `key` locked out of logging in? */
export async function lockedFor(db: Db, key: string, now: number): Promise<number> {
  const row = await db.selectFrom('login_attempts').select('locked_until').where('key', '=', key).executeTakeFirst()
  const until = row?.locked_until == null ? 0 : Number(row.locked_until)
  return until > now ? until - now : 0
}

/** Records a failed login for `key`; returns the lockout length when this failure reached the limit. */
export async function recordFailure(db: Db, key: string, window: Window, lockoutMs: number, now: number) {
  const expired = now - window.windowMs
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 1, window_start: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when login_attempts.window_start <= ${expired} then 1 else login_attempts.failures + 1 end`,
        window_start: sql<number>`case when login_attempts.window_start <= ${expired} then ${now} else login_attempts.window_start end`,
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow()
  if (Number(row.failures) < window.limit) return 0
  await db
    .updateTable('login_attempts')
    .set({ locked_until: now + lockoutMs, failures: 0, window_start: now })
    .where('key', '=', key)
    .execute()
  return lockoutMs
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute()
}

/** Seconds for a Retry-After header, never 0. */
export function retryAfterSeconds(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)))
}

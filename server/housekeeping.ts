/** Deletes rows nobody needs any more: ended sessions, spent or expired reset tokens, old throttling counters. */
import type { Db } from './db'

const DAY = 24 * 60 * 60 * 1000

export type Swept = { sessions: number; resetTokens: number; loginAttempts: number; rateLimits: number }

export async function sweep(db: Db, now: number): Promise<Swept> {
  const old = now - DAY
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows)
  return {
    sessions: count(await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst()),
    resetTokens: count(
      await db
        .deleteFrom('password_reset_tokens')
        .where((eb) => eb.or([eb('expires_at', '<=', old), eb('used_at', '<=', old)]))
        .executeTakeFirst(),
    ),
    loginAttempts: count(
      await db
        .deleteFrom('login_attempts')
        .where('window_start', '<=', old)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .executeTakeFirst(),
    ),
    rateLimits: count(await db.deleteFrom('rate_limits').where('window_start', '<=', old).executeTakeFirst()),
  }
}

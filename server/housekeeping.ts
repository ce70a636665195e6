/**
 * Deletes what nobody needs any more and keeps the retention periods the privacy policy promises
 * (`retention` of content/facts/legal.yml, which the policy states, read here so that the policy
 * and the server cannot drift apart):
 * ended sessions, spent or expired reset tokens, old throttling counters; the IP address and
 * browser of a contact message after `technicalDataDays`; spam-trap messages after the same;
 * enquiries after `enquiryMonths`; copies of sent or failed mail, and of webhook events delivered,
 * failed or held (with their attempts), after `mailQueueDays`; spent proof-of-work challenges once
 * they have expired (a solution can no longer be sent then, so there is nothing left to refuse).
 */
import { retention } from '../content/facts/facts'
import type { Db } from './db'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

export type Swept = {
  sessions: number
  resetTokens: number
  loginAttempts: number
  rateLimits: number
  contactTechnicalData: number
  spamMessages: number
  enquiries: number
  mail: number
  webhooks: number
  challenges: number
}

export async function sweep(db: Db, now: number): Promise<Swept> {
  const old = now - retention.rateLimitHours * HOUR
  const technicalCutoff = now - retention.technicalDataDays * DAY
  const enquiryCutoff = now - retention.enquiryMonths * 30 * DAY
  const mailCutoff = now - retention.mailQueueDays * DAY
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows)
  const updated = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows)
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
    spamMessages: count(
      await db
        .deleteFrom('contact_messages')
        .where('spam', '=', 1)
        .where('created_at', '<=', technicalCutoff)
        .executeTakeFirst(),
    ),
    contactTechnicalData: updated(
      await db
        .updateTable('contact_messages')
        .set({ ip: null, user_agent: null })
        .where('created_at', '<=', technicalCutoff)
        .where((eb) => eb.or([eb('ip', 'is not', null), eb('user_agent', 'is not', null)]))
        .executeTakeFirst(),
    ),
    enquiries: count(
      await db.deleteFrom('contact_messages').where('created_at', '<=', enquiryCutoff).executeTakeFirst(),
    ),
    mail: count(
      await db
        .deleteFrom('outbox')
        .where('status', 'in', ['sent', 'failed'])
        .where('created_at', '<=', mailCutoff)
        .executeTakeFirst(),
    ),
    // Attempts go with their delivery (ON DELETE CASCADE).
    webhooks: count(
      await db
        .deleteFrom('webhook_deliveries')
        .where('status', 'in', ['sent', 'failed', 'held'])
        .where('created_at', '<=', mailCutoff)
        .executeTakeFirst(),
    ),
    challenges: count(await db.deleteFrom('spent_challenges').where('expires_at', '<=', now).executeTakeFirst()),
  }
}

/**
 * Table types for Kysely. Times are epoch milliseconds (bigint in PostgreSQL, integer in
 * SQLite), flags are 0/1 and ids are random text, so both dialects read the same values.
 */
import type { Insertable, Selectable } from 'kysely'

export type ContactMessageTable = {
  id: string
  created_at: number
  locale: string
  /** `page` (contact page form) or `modal` (the offcanvas dialog). */
  form: string
  name: string
  email: string
  subject: string | null
  message: string
  phone: string | null
  company: string | null
  /** 1 when the honeypot was filled: kept for review, never mailed. */
  spam: number
  ip: string | null
  user_agent: string | null
}

export type OutboxTable = {
  id: string
  /** One mail per key, ever: enqueuing the same key twice keeps the first. */
  idempotency_key: string
  created_at: number
  kind: string
  to_address: string
  reply_to: string | null
  subject: string
  text_body: string
  html_body: string
  /** pending -> sending -> sent, or back to pending with a later `next_attempt_at`, or failed. */
  status: string
  attempts: number
  next_attempt_at: number
  /** While `sending`: when the claim ends unless its holder renews it. */
  locked_until: number | null
  /** While `sending`: the current claim's token; only its holder may renew the claim or record the outcome. */
  claim_token: string | null
  last_error: string | null
  sent_at: number | null
}

export type CustomerTable = {
  id: string
  email: string
  name: string
  password_hash: string | null
  active: number
  created_at: number
  updated_at: number
}

export type SessionTable = {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  id: string
  customer_id: string
  created_at: number
  expires_at: number
  remember: number
}

export type PasswordResetTokenTable = {
  /** SHA-256 of the token mailed to the customer. */
  token_hash: string
  customer_id: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export type LoginAttemptTable = {
  /** `account:<email>` or `ip:<address>`. */
  key: string
  failures: number
  window_start: number
  locked_until: number | null
}

export type RateLimitTable = {
  /** `<bucket>:<subject>`, e.g. `contact:203.0.113.9`. */
  key: string
  count: number
  window_start: number
}

export type Database = {
  contact_messages: ContactMessageTable
  outbox: OutboxTable
  customers: CustomerTable
  sessions: SessionTable
  password_reset_tokens: PasswordResetTokenTable
  login_attempts: LoginAttemptTable
  rate_limits: RateLimitTable
}

export type ContactMessage = Selectable<ContactMessageTable>
export type NewContactMessage = Insertable<ContactMessageTable>
export type OutboxMessage = Selectable<OutboxTable>
export type Customer = Selectable<CustomerTable>

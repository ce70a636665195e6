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
  /**
   * Where the message was written, as the form reported it: the page's path, and for the dialog
   * the topic of the button that opened it (`cta`, content/site/contact-topics.ts and the service files) and the plan it
   * named. For reporting only: nothing the server decides depends on them.
   */
  page: string | null
  cta: string | null
  plan: string | null
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

/** A solved proof-of-work challenge, kept until it expires so that its solution is accepted once. */
export type SpentChallengeTable = {
  /** The challenge's signature (unique to each challenge the server issued). */
  id: string
  expires_at: number
}

/** Keys the server makes for itself and every copy shares (the proof-of-work signing key). */
export type ServerKeyTable = {
  name: string
  value: string
  created_at: number
}

/** A receiver of signed webhooks (the agency's CRM), managed with the admin command. */
export type WebhookEndpointTable = {
  id: string
  url: string
  description: string | null
  /** The signing secret, `whsec_` and base64 (Standard Webhooks). */
  secret: string
  /** After a rotation: the old secret, which signs beside the new one until `previous_secret_until`. */
  previous_secret: string | null
  previous_secret_until: number | null
  /** 1 while deliveries go out; 0 once disabled (by the admin command, or by the endpoint's 410). */
  active: number
  disabled_reason: string | null
  disabled_at: number | null
  created_at: number
  updated_at: number
}

/**
 * One event for one endpoint, claimed and settled like outbox mail (server/outbox-claims.ts):
 * pending -> sending -> sent, or back to pending with a later `next_attempt_at`, or failed; or
 * held while its endpoint is disabled (enabling it again makes them pending).
 */
export type WebhookDeliveryTable = {
  id: string
  /** The `webhook-id`: the same on every attempt and for every endpoint, so a receiver can drop a repeat. */
  event_id: string
  endpoint_id: string
  contact_id: string
  /** The event type, e.g. `lead.created`. */
  kind: string
  /** The JSON body, fixed when the event was queued: every attempt sends the same bytes. */
  payload: string
  created_at: number
  status: string
  attempts: number
  next_attempt_at: number
  locked_until: number | null
  claim_token: string | null
  last_error: string | null
  sent_at: number | null
}

/** Each attempt of a delivery: when, the answer's status (or none), the error and how long it took. */
export type WebhookAttemptTable = {
  id: string
  delivery_id: string
  attempt: number
  at: number
  status: number | null
  error: string | null
  duration_ms: number
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
  spent_challenges: SpentChallengeTable
  server_keys: ServerKeyTable
  webhook_endpoints: WebhookEndpointTable
  webhook_deliveries: WebhookDeliveryTable
  webhook_attempts: WebhookAttemptTable
}

export type ContactMessage = Selectable<ContactMessageTable>
export type NewContactMessage = Insertable<ContactMessageTable>
export type OutboxMessage = Selectable<OutboxTable>
export type Customer = Selectable<CustomerTable>
export type WebhookEndpoint = Selectable<WebhookEndpointTable>
export type WebhookDelivery = Selectable<WebhookDeliveryTable>

/**
 * Webhook endpoints: the receivers (the agency's CRM) that get every lead as a signed event.
 * They live in the database and are managed with the admin command (`npm run admin -- webhooks`),
 * not in settings, because they have state that every copy of the server must share at once: an
 * endpoint that answers 410 is disabled by whichever copy got the answer, and a rotated secret
 * keeps signing beside the new one for a grace period that began at one moment for all.
 *
 * Secrets follow Standard Webhooks: `whsec_` and 32 random bytes in base64. They are kept as
 * they are (signing needs them), as the leads themselves are: protect the database and its
 * backups accordingly.
 */
import { randomBytes } from 'node:crypto'
import { newId } from '../crypto'
import type { Db } from '../db'
import type { WebhookEndpoint } from '../db/schema'

export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/** A secret as Standard Webhooks writes them: `whsec_` and base64 of 24 to 64 bytes. */
export function validSecret(secret: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret)
  if (!match) return false
  const bytes = Buffer.from(match[1]!, 'base64').length
  return bytes >= 24 && bytes <= 64
}

/**
 * The secrets that sign a request now: the current one, and the previous one while its grace
 * period lasts. A receiver that still has the old secret verifies the request all the same (the
 * `webhook-signature` header carries one signature per secret).
 */
export function signingSecrets(
  endpoint: Pick<WebhookEndpoint, 'secret' | 'previous_secret' | 'previous_secret_until'>,
  now: number,
): string[] {
  const previous =
    endpoint.previous_secret && endpoint.previous_secret_until !== null && endpoint.previous_secret_until > now
      ? [endpoint.previous_secret]
      : []
  return [endpoint.secret, ...previous]
}

export async function addEndpoint(
  db: Db,
  { url, description, secret = newSecret() }: { url: string; description?: string; secret?: string },
  now: number,
): Promise<WebhookEndpoint> {
  if (!validSecret(secret)) throw new Error('A secret is whsec_ followed by 24 to 64 bytes in base64')
  const endpoint: WebhookEndpoint = {
    id: newId(),
    url,
    description: description ?? null,
    secret,
    previous_secret: null,
    previous_secret_until: null,
    active: 1,
    disabled_reason: null,
    disabled_at: null,
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('webhook_endpoints').values(endpoint).execute()
  return endpoint
}

export function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  return db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at').execute()
}

/** An endpoint by its id or an unambiguous beginning of it (the admin command shows 8 characters). */
export async function findEndpoint(db: Db, idOrPrefix: string): Promise<WebhookEndpoint> {
  const matches = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', 'like', `${idOrPrefix.replace(/[%_\\]/g, '')}%`)
    .execute()
  if (matches.length === 0) throw new Error(`No webhook endpoint ${idOrPrefix}`)
  if (matches.length > 1) throw new Error(`${idOrPrefix} names ${matches.length} endpoints: give more of the id`)
  return matches[0]!
}

/**
 * Stops deliveries to the endpoint: its queued deliveries are held (not tried) until it is
 * enabled again, and new leads are not queued for it. `reason` is shown by the admin command.
 */
export async function disableEndpoint(db: Db, id: string, reason: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('webhook_endpoints')
      .set({ active: 0, disabled_reason: reason, disabled_at: now, updated_at: now })
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst()
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'held', last_error: `endpoint disabled: ${reason}`.slice(0, 500) })
      .where('endpoint_id', '=', id)
      .where('status', '=', 'pending')
      .execute()
    return Number(result.numUpdatedRows) === 1
  })
}

/** Delivers to the endpoint again; the deliveries held meanwhile are due at once, with a fresh count of attempts. */
export async function enableEndpoint(db: Db, id: string, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_endpoints')
      .set({ active: 1, disabled_reason: null, disabled_at: null, updated_at: now })
      .where('id', '=', id)
      .execute()
    const released = await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null })
      .where('endpoint_id', '=', id)
      .where('status', '=', 'held')
      .executeTakeFirst()
    return Number(released.numUpdatedRows)
  })
}

/** Deletes the endpoint with its deliveries and their attempts. */
export async function removeEndpoint(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute()
}

/**
 * A new secret for the endpoint, returned once. The old one goes on signing beside it for
 * `graceMs`, so the receiver can switch to the new one within that time without refusing a
 * request. (A rotation within the grace period of the one before drops the oldest secret.)
 */
export async function rotateSecret(db: Db, id: string, graceMs: number, now: number): Promise<string> {
  const endpoint = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const secret = newSecret()
  await db
    .updateTable('webhook_endpoints')
    .set({
      secret,
      previous_secret: graceMs > 0 ? endpoint.secret : null,
      previous_secret_until: graceMs > 0 ? now + graceMs : null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute()
  return secret
}

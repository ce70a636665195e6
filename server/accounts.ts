/** Customers, sessions and password-reset tokens: the queries the API and the CLI share. */
import { sql } from 'kysely'
import { newId, randomToken, sha256 } from './crypto'
import type { Db } from './db'
import type { Customer } from './db/schema'

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findCustomer(db: Db, email: string): Promise<Customer | undefined> {
  return db.selectFrom('customers').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst()
}

export async function addCustomer(
  db: Db,
  { email, name, passwordHash }: { email: string; name: string; passwordHash: string | null },
  now: number,
): Promise<Customer> {
  const customer: Customer = {
    id: newId(),
    email: normalizeEmail(email),
    name: name.trim(),
    password_hash: passwordHash,
    active: 1,
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('customers').values(customer).execute()
  return customer
}

/**
 * Gives the customer a new password inside the caller's transaction, and with it spends every
 * reset token still open and ends every session: whoever held the old password or a reset link
 * is out.
 */
async function replacePassword(trx: Db, customerId: string, passwordHash: string, now: number): Promise<void> {
  await trx
    .updateTable('customers')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', customerId)
    .execute()
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute()
  await trx.deleteFrom('sessions').where('customer_id', '=', customerId).execute()
}

/** Sets a password: spends every open reset token and ends every session of the customer. */
export async function setPassword(db: Db, customerId: string, passwordHash: string, now: number): Promise<void> {
  await db.transaction().execute((trx) => replacePassword(trx, customerId, passwordHash, now))
}

/** Enables or disables a customer; disabling ends the sessions at once. */
export async function setActive(db: Db, customerId: string, active: boolean, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customers')
      .set({ active: active ? 1 : 0, updated_at: now })
      .where('id', '=', customerId)
      .execute()
    if (!active) await trx.deleteFrom('sessions').where('customer_id', '=', customerId).execute()
  })
}

/** Starts a session; returns the cookie's token (only its hash is stored). */
export async function createSession(
  db: Db,
  customerId: string,
  { remember, lifetimeMs }: { remember: boolean; lifetimeMs: number },
  now: number,
): Promise<string> {
  const token = randomToken()
  await db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      customer_id: customerId,
      created_at: now,
      expires_at: now + lifetimeMs,
      remember: remember ? 1 : 0,
    })
    .execute()
  // Expired sessions of this customer are of no use to anyone.
  await db.deleteFrom('sessions').where('customer_id', '=', customerId).where('expires_at', '<=', now).execute()
  return token
}

export async function sessionCustomer(db: Db, token: string, now: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .select(['customers.id', 'customers.name', 'customers.email', 'sessions.expires_at'])
    .where('sessions.id', '=', sha256(token))
    .where('sessions.expires_at', '>', now)
    .where('customers.active', '=', 1)
    .executeTakeFirst()
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sha256(token)).execute()
}

/** Makes a single-use reset token (256 bits); returns the token to mail. */
export async function createResetToken(db: Db, customerId: string, lifetimeMs: number, now: number): Promise<string> {
  const token = randomToken()
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: sha256(token),
      customer_id: customerId,
      created_at: now,
      expires_at: now + lifetimeMs,
      used_at: null,
    })
    .execute()
  return token
}

/** The customer a reset token belongs to, if it is unused, unexpired and the account active. */
export async function resetTokenCustomer(db: Db, token: string, now: number) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('customers', 'customers.id', 'password_reset_tokens.customer_id')
    .select(['customers.id', 'customers.email'])
    .where('password_reset_tokens.token_hash', '=', sha256(token))
    .where('password_reset_tokens.used_at', 'is', null)
    .where('password_reset_tokens.expires_at', '>', now)
    .where('customers.active', '=', 1)
    .executeTakeFirst()
}

/**
 * Spends a reset token and sets the new password in one transaction: the token (and every other
 * open token of the customer) is used, all sessions end, failed logins are forgotten.
 * False when someone spent the token first.
 */
export async function spendResetToken(
  db: Db,
  {
    token,
    customerId,
    email,
    passwordHash,
  }: { token: string; customerId: string; email: string; passwordHash: string },
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    if (Number(spent.numUpdatedRows) !== 1) return false
    await replacePassword(trx, customerId, passwordHash, now)
    await forgetFailedLogins(trx, email)
    return true
  })
}

/** Login throttling of an account from any address (growing delays). */
export function accountKey(email: string): string {
  return `account:${normalizeEmail(email)}`
}

/** Login throttling of an account from one client address (a hard limit). E-mail addresses hold no space. */
export function pairKey(email: string, client: string): string {
  return `pair:${normalizeEmail(email)} ${client}`
}

/** Forgets an account's failed logins: its delays and the limits of every address that tried it. */
export async function forgetFailedLogins(db: Db, email: string): Promise<void> {
  const pairs = pairKey(email, '')
  await db
    .deleteFrom('login_attempts')
    .where((eb) =>
      eb.or([
        eb('key', '=', accountKey(email)),
        eb(sql<string>`substr(login_attempts.key, 1, ${sql.lit(pairs.length)})`, '=', pairs),
      ]),
    )
    .execute()
}

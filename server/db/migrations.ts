/**
 * The schema, as ordered migrations that run unchanged on SQLite and PostgreSQL.
 * Append new migrations; never edit one that has shipped.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely'

const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('form', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('company', 'text')
        .addColumn('spam', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute()
      await db.schema.createIndex('contact_messages_created_at').on('contact_messages').column('created_at').execute()

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('locked_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'bigint')
        .execute()
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute()

      await db.schema
        .createTable('customers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('sessions_customer').on('sessions').column('customer_id').execute()

      await db.schema
        .createTable('password_reset_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute()
      await db.schema
        .createIndex('password_reset_tokens_customer')
        .on('password_reset_tokens')
        .column('customer_id')
        .execute()

      await db.schema
        .createTable('login_attempts')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('locked_until', 'bigint')
        .execute()

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .execute()
    },
  },
  '2026-11-25-001-outbox-claim-token': {
    // Fencing of outbox claims: each claim gets a new token, and only the holder of the current
    // token may renew the claim or record the row's outcome (server/outbox-claims.ts).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('claim_token', 'text').execute()
    },
  },
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the database to the newest schema; safe to run from several processes at once. */
export async function migrate(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

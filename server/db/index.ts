/**
 * The database: embedded SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both sit behind the same Kysely query builder and the same migrations. A database that cannot
 * be reached or stays locked makes queries fail with `DatabaseUnavailable` (./errors.ts), never
 * the process: see ./sqlite.ts and ./postgres.ts.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from '@photostructure/sqlite'
import { Kysely, sql } from 'kysely'
import { defaultPolicy, type Policy } from '../policy'
import { migrate } from './migrations'
import { createPool, FaultTolerantPostgresDialect } from './postgres'
import type { Database } from './schema'
import { WaitingSqliteDialect, writeAheadLog } from './sqlite'

export type Db = Kysely<Database>

/** How the readiness check asks an SQLite database whether it takes writes (see `databaseReady`). */
const writeProbes = new WeakMap<Db, (timeoutMs: number) => Promise<boolean>>()

/**
 * SQLite's own durability setting for the server's database: NORMAL, with the driver syncing the
 * write-ahead log after each commit off the event loop (see openDb and ./sqlite.ts).
 */
export const sqliteSynchronous = 'NORMAL'

export type DbOptions = {
  dataDir: string
  databaseUrl: string | undefined
  /** Waiting for a locked SQLite file and for a PostgreSQL connection (the defaults of server/policy.ts otherwise). */
  policy?: Pick<Policy, 'dbBusyWaitMs' | 'sqliteBusyTimeoutMs' | 'dbConnectTimeoutMs'>
  /** Told when a PostgreSQL connection dies (the pool replaces it). */
  onConnectionLost?: (error: Error) => void
}

/** Opens the database without migrating it. */
export function openDb({ dataDir, databaseUrl, policy = defaultPolicy, onConnectionLost }: DbOptions): Db {
  if (databaseUrl) {
    const pool = createPool({
      connectionString: databaseUrl,
      connectTimeoutMs: policy.dbConnectTimeoutMs,
      onConnectionLost,
    })
    return new Kysely<Database>({ dialect: new FaultTolerantPostgresDialect({ pool }) })
  }
  mkdirSync(dataDir, { recursive: true })
  // SQLite's own busy wait blocks the event loop: keep it to a few milliseconds and wait the
  // rest asynchronously (./sqlite.ts).
  const file = path.join(dataDir, 'fjordlys.sqlite')
  const sqlite = new DatabaseSync(file, { timeout: policy.sqliteBusyTimeoutMs })
  // WAL lets the CLI read while the server writes; writers take turns (see ./sqlite.ts).
  sqlite.exec('pragma journal_mode = WAL')
  sqlite.exec('pragma foreign_keys = ON')
  // Every commit is on disk (the WAL synced) before the server answers, so a message it
  // acknowledged survives a power failure. SQLite's FULL would sync inside COMMIT, holding the
  // event loop for the disk; with NORMAL the driver syncs the log itself, on the thread pool,
  // before the commit resolves (./sqlite.ts). `npm run bench` measures both (docs/server.md).
  sqlite.exec(`pragma synchronous = ${sqliteSynchronous}`)
  const dialect = new WaitingSqliteDialect(sqlite, { busyWaitMs: policy.dbBusyWaitMs, log: writeAheadLog(file) })
  const db = new Kysely<Database>({ dialect })
  writeProbes.set(db, (timeoutMs) => dialect.driver.writable(timeoutMs))
  return db
}

/** Opens the database and brings its schema up to date. */
export async function createDb(options: DbOptions): Promise<Db> {
  const db = openDb(options)
  try {
    await migrate(db as Kysely<unknown>)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return db
}

/**
 * Whether the database takes writes now, within `timeoutMs`: on SQLite, whether the write lock
 * can be had (ahead of the server's own queued work: another process holding it is what makes
 * the file unready); on PostgreSQL, a transaction with one query on a pool connection.
 */
export async function databaseReady(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
  const writable = writeProbes.get(db)
  const probe = writable
    ? writable(timeoutMs).catch(() => false)
    : db
        .transaction()
        .execute((trx) => sql`select 1`.execute(trx))
        .then(
          () => true,
          () => false,
        )
  try {
    return await Promise.race([probe, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export function describeDb({ dataDir, databaseUrl }: DbOptions): string {
  if (!databaseUrl) return `SQLite ${path.join(dataDir, 'fjordlys.sqlite')}`
  const url = new URL(databaseUrl)
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
}

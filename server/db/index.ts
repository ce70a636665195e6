/**
 * The database: embedded SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both sit behind the same Kysely query builder and the same migrations.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrate } from './migrations'
import type { Database } from './schema'

export type Db = Kysely<Database>

/** SQLite's durability setting for the server's database (see openDb). */
export const sqliteSynchronous = 'FULL'
export type DbOptions = { dataDir: string; databaseUrl: string | undefined }

const INT8_OID = 20

/** Opens the database without migrating it. */
export function openDb({ dataDir, databaseUrl }: DbOptions): Db {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // Epoch milliseconds fit a double exactly: read bigint columns as numbers.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as never,
      },
    })
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  mkdirSync(dataDir, { recursive: true })
  const sqlite = new SQLite(path.join(dataDir, 'fjordlys.sqlite'))
  // WAL lets the CLI read while the server writes; the busy timeout lets them take turns writing.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  // FULL: every commit is on disk (fsync of the WAL) before the server answers, so a message it
  // acknowledged survives a power failure; NORMAL may lose the last commits. Its cost per commit
  // is measured by `npm run bench` (README, "Server and API").
  sqlite.pragma(`synchronous = ${sqliteSynchronous}`)
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
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

export function describeDb({ dataDir, databaseUrl }: DbOptions): string {
  if (!databaseUrl) return `SQLite ${path.join(dataDir, 'fjordlys.sqlite')}`
  const url = new URL(databaseUrl)
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
}

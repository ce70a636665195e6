/**
 * The embedded SQLite database behind Kysely, without stalling the server while another process
 * holds the write lock.
 *
 * The driver (@photostructure/sqlite: Node's own `node:sqlite`, packaged for Node 20 with prebuilt
 * binaries, so installing it compiles nothing) is synchronous: while SQLite's busy handler waits for a lock (`busy_timeout`),
 * the whole process waits with it, health checks and static files included. So the busy
 * timeout here is a few milliseconds, and a statement that still finds the database locked is
 * tried again after an asynchronous pause that doubles each time, while the event loop serves
 * everything else. The waiting is bounded: a unit of work (a statement, or a transaction) that
 * still finds the database locked `busyWaitMs` after it asked for the connection fails with
 * `DatabaseUnavailable` (a 503 with Retry-After). The time it waited in the queue behind others
 * counts, so under a long lock those queued behind the first give up as soon as they find it
 * still held, and every request is answered within about `busyWaitMs`, not one `busyWaitMs`
 * after another. (Waiting in the queue alone, under load, never fails anything.)
 *
 * Transactions begin with `BEGIN IMMEDIATE`, which takes the write lock up front: the only
 * statement of a transaction that can find the database locked is its first one, and that can
 * be retried as a whole. (A deferred transaction that reads first and then finds the lock taken
 * must be rolled back; SQLite does not let it wait.)
 *
 * Like Kysely's own SQLite driver, one connection serves the process and a queue hands it to one
 * unit of work (a statement or a transaction) at a time. Each statement is compiled once and kept
 * (by its SQL, which Kysely builds the same for every call of a query).
 *
 * Durability without holding the event loop: with `synchronous = FULL` SQLite syncs the
 * write-ahead log inside COMMIT, and since the driver is synchronous the whole server waits for
 * the disk at every write (about 0.8 ms a commit here, a quarter of a contact message's time on
 * the event loop). Instead the database runs with `synchronous = NORMAL`, where COMMIT only writes
 * the log, and the driver syncs the log itself (`writeAheadLog`: fdatasync on libuv's thread pool)
 * before the commit's promise resolves, or an autocommitted write's. The unit of work keeps the connection
 * until then, so nothing else in this process reads the commit before it is on disk, and a caller
 * that was told "committed" was told so after the sync, as with FULL. (Another process on the same
 * file could read it during that sync; SQLite's checkpoints still sync the log before they copy it
 * into the database, as NORMAL does.)
 */
import type { DatabaseSyncInstance, StatementSyncInstance } from '@photostructure/sqlite'
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely'
import { open, type FileHandle } from 'node:fs/promises'
import { DatabaseUnavailable } from './errors'

export type SqliteWaitOptions = {
  /** How long a unit of work waits in all for a lock another process holds before it fails with `DatabaseUnavailable`. */
  busyWaitMs: number
  /**
   * SQLite's write-ahead log, synced after every commit and every autocommitted write (SQLite
   * itself runs with `synchronous = NORMAL`): `writeAheadLog(file)`.
   */
  log: CommitLog
}

/** Where commits go before the database file: synced to disk by the driver, closed with it. */
export type CommitLog = { sync(): Promise<void>; close(): Promise<void> }

/**
 * The write-ahead log of the database `file` (`<file>-wal`), synced with fdatasync from libuv's
 * thread pool. It is opened at the first sync, when a write has created it, and kept open: while a
 * connection is open SQLite keeps the same file (it rewrites it from the start after a
 * checkpoint), and deletes it only when the last connection closes.
 */
export function writeAheadLog(file: string): CommitLog {
  let handle: Promise<FileHandle> | undefined
  const opened = () =>
    (handle ??= open(`${file}-wal`, 'r').catch((error: unknown) => {
      handle = undefined
      throw error
    }))
  return {
    sync: async () => {
      let log: FileHandle
      try {
        log = await opened()
      } catch (error) {
        // No log yet: nothing has been written to one (a statement that may write, but did not).
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
        throw error
      }
      await log.datasync()
    },
    close: async () => {
      const closing = handle
      handle = undefined
      if (closing) await (await closing.catch(() => null))?.close()
    },
  }
}

/** How many compiled statements the connection keeps (the server runs a few dozen queries). */
const statementCacheSize = 256

/** A read: Kysely's all begin with SELECT. Any other statement may write. */
const read = /^\s*select\b/i
const mayWrite = (sql: string) => !read.test(sql)

/** The values SQLite binds. */
type SqlValue = null | number | bigint | string | NodeJS.ArrayBufferView

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The pause before try `attempt + 1` on a locked database: 5 ms, doubling, at most 100 ms. */
function pauseBeforeRetry(attempt: number): number {
  return Math.min(5 * 2 ** Math.min(attempt, 10), 100)
}

/** SQLITE_BUSY, with or without an extended code (SQLITE_BUSY_SNAPSHOT, ...): another connection holds the lock. */
const SQLITE_BUSY = 5
/** SQLite's own text for SQLITE_BUSY (sqlite3_errstr): the error of a statement that returns rows carries only this. */
const busyMessage = 'database is locked'

function isBusy(error: unknown): boolean {
  const { errcode, message } = (error ?? {}) as { errcode?: unknown; message?: unknown }
  if (typeof errcode === 'number') return (errcode & 0xff) === SQLITE_BUSY
  return message === busyMessage
}

/** One unit of work at a time on the single connection, in the order they asked (a probe may go first). */
class Queue {
  private held = false
  private readonly waiting: (() => void)[] = []

  async lock(first = false): Promise<void> {
    if (!this.held) {
      this.held = true
      return
    }
    await new Promise<void>((resolve) => (first ? this.waiting.unshift(resolve) : this.waiting.push(resolve)))
  }

  /** Hands the connection to the next in line, if any. */
  unlock(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.held = false
  }
}

class SqliteConnection implements DatabaseConnection {
  constructor(
    private readonly db: DatabaseSyncInstance,
    private readonly log: CommitLog,
  ) {}

  /** When the unit of work holding the connection gives up on a lock (see `WaitingSqliteDriver.acquireConnection`). */
  deadline = Number.POSITIVE_INFINITY

  /** Compiled statements by their SQL, least recently used first, and whether each returns rows. */
  private readonly statements = new Map<string, { statement: StatementSyncInstance; returnsRows: boolean }>()

  /** Whether a write has run since the log was last synced. */
  private unsynced = false

  private prepared(sql: string) {
    let entry = this.statements.get(sql)
    if (entry) this.statements.delete(sql)
    else {
      const statement = this.db.prepare(sql)
      // A statement that returns rows has columns (a SELECT, or a write with RETURNING).
      entry = { statement, returnsRows: statement.columns().length > 0 }
      if (this.statements.size >= statementCacheSize) this.statements.delete(this.statements.keys().next().value!)
    }
    this.statements.set(sql, entry)
    return entry
  }

  private run<R>(compiledQuery: CompiledQuery): QueryResult<R> {
    const { statement, returnsRows } = this.prepared(compiledQuery.sql)
    const parameters = compiledQuery.parameters as SqlValue[]
    if (returnsRows) return { rows: statement.all(...parameters) as R[] }
    const { changes, lastInsertRowid } = statement.run(...parameters)
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] }
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.runWaiting<R>(compiledQuery)
    if (mayWrite(compiledQuery.sql)) this.unsynced = true
    // Outside a transaction (after COMMIT, or an autocommitted write) what was written is synced
    // before the caller hears of it.
    if (this.unsynced && !this.db.isTransaction) {
      this.unsynced = false
      await this.log.sync()
    }
    return result
  }

  /** Runs the statement, waiting asynchronously while another process holds the write lock. */
  private async runWaiting<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    for (let attempt = 0; ; attempt++) {
      // A statement inside a transaction already holds the write lock (BEGIN IMMEDIATE took it);
      // if it is refused anyway, only the whole transaction can be tried again.
      const inTransaction = this.db.isTransaction
      try {
        return this.run(compiledQuery)
      } catch (error) {
        if (!isBusy(error)) throw error
        if (inTransaction) throw new DatabaseUnavailable('busy', { cause: error })
        const left = this.deadline - Date.now()
        if (left <= 0) throw new DatabaseUnavailable('busy', { cause: error })
        const pause = Math.min(left, pauseBeforeRetry(attempt))
        await sleep(pause)
      }
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const statement = this.db.prepare(compiledQuery.sql)
    if (statement.columns().length === 0) throw new Error('Only a query that returns rows can be streamed')
    for (const row of statement.iterate(...(compiledQuery.parameters as SqlValue[]))) yield { rows: [row as R] }
  }
}

export class WaitingSqliteDriver implements Driver {
  private readonly queue = new Queue()
  private readonly connection: SqliteConnection

  constructor(
    private readonly db: DatabaseSyncInstance,
    private readonly options: SqliteWaitOptions,
  ) {
    this.connection = new SqliteConnection(db, options.log)
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const asked = Date.now()
    await this.queue.lock()
    this.connection.deadline = asked + this.options.busyWaitMs
    return this.connection
  }

  /**
   * Whether this connection can take the write lock now, within `timeoutMs`: for the readiness
   * check. It goes ahead of the queued work (a server busy with its own requests is not
   * unready), takes the lock and lets it go at once; false while another process holds it.
   */
  async writable(timeoutMs: number): Promise<boolean> {
    const asked = Date.now()
    await this.queue.lock(true)
    try {
      this.connection.deadline = asked + timeoutMs
      await this.connection.executeQuery(CompiledQuery.raw('begin immediate'))
      return true
    } catch (error) {
      if (error instanceof DatabaseUnavailable) return false
      throw error
    } finally {
      if (this.db.isTransaction) this.db.prepare('rollback').run()
      this.queue.unlock()
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // SQLite may have rolled back already (after some errors it ends the transaction itself).
    if (this.db.isTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    this.queue.unlock()
  }

  async destroy(): Promise<void> {
    this.db.close()
    await this.options.log.close()
  }
}

/** Kysely's SQLite query compiler, adapter and introspector, with the driver above. */
export class WaitingSqliteDialect implements Dialect {
  readonly driver: WaitingSqliteDriver

  constructor(sqlite: DatabaseSyncInstance, wait: SqliteWaitOptions) {
    this.driver = new WaitingSqliteDriver(sqlite, wait)
  }

  createDriver(): Driver {
    return this.driver
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler()
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter()
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db)
  }
}

/**
 * PostgreSQL behind Kysely, for a database that goes away now and then: a restart, a failover,
 * `pg_terminate_backend`, a proxy that cuts idle connections.
 *
 * node-postgres reports a connection that dies as an `'error'` event on its client (and on the
 * pool, while the client is idle in it); an event with no listener ends the process. Every client
 * gets a listener as it connects, and the pool one too, so a lost connection is a log line: the
 * pool drops the dead client and connects a new one for the next query. A query that was running
 * on it, or that cannot get a connection at all, fails with `DatabaseUnavailable` (503), and the
 * requests after it work again as soon as PostgreSQL does.
 */
import {
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
  type CompiledQuery,
} from 'kysely'
import pg from 'pg'
import { classifyPostgresError, DatabaseUnavailable } from './errors'

export type PostgresOptions = {
  connectionString: string
  /** How long a query waits for a new connection before it gives up (node-postgres waits forever by default). */
  connectTimeoutMs: number
  /** Told of every connection that dies (the pool replaces it). */
  onConnectionLost?: (error: Error) => void
}

const INT8_OID = 20

export function createPool({ connectionString, connectTimeoutMs, onConnectionLost }: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    // TCP keep-alive notices a peer that vanished without closing the connection (a failover, a dropped route).
    keepAlive: true,
    // Epoch milliseconds fit a double exactly: read bigint columns as numbers.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as never,
    },
  })
  const lost = (error: Error) => onConnectionLost?.(error)
  // A client's own listener covers it while a query holds it (the pool's covers only idle clients).
  pool.on('connect', (client) => client.on('error', lost))
  // Idle clients' errors reach the pool too; the client's listener above has reported them already.
  pool.on('error', () => {})
  return pool
}

/** Passes every call through to Kysely's driver, turning lost connections into `DatabaseUnavailable`. */
class FaultTolerantDriver implements Driver {
  private readonly inner = new WeakMap<DatabaseConnection, DatabaseConnection>()

  constructor(private readonly driver: Driver) {}

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return this.inner.get(connection) ?? connection
  }

  private static async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      throw classifyPostgresError(error)
    }
  }

  init(): Promise<void> {
    return this.driver.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let connection: DatabaseConnection
    try {
      connection = await this.driver.acquireConnection()
    } catch (error) {
      // No connection to be had (refused, timed out, the database not accepting connections): not the query's fault.
      throw error instanceof DatabaseUnavailable ? error : new DatabaseUnavailable('unreachable', { cause: error })
    }
    const wrapped: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
        FaultTolerantDriver.guard(() => connection.executeQuery<R>(query)),
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
    }
    this.inner.set(wrapped, connection)
    return wrapped
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return FaultTolerantDriver.guard(() => this.driver.beginTransaction(this.unwrap(connection), settings))
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return FaultTolerantDriver.guard(() => this.driver.commitTransaction(this.unwrap(connection)))
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return FaultTolerantDriver.guard(() => this.driver.rollbackTransaction(this.unwrap(connection)))
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.unwrap(connection))
  }

  destroy(): Promise<void> {
    return this.driver.destroy()
  }
}

export class FaultTolerantPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new FaultTolerantDriver(super.createDriver())
  }
}

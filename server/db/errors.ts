/**
 * Database faults that are events, not bugs: the database cannot be reached (PostgreSQL restarted,
 * failed over, or cut the connection; a proxy's idle timeout) or stays locked by another process
 * (SQLite's write lock, held by the admin CLI). The drivers (./sqlite.ts, ./postgres.ts) turn them
 * into `DatabaseUnavailable`, which the API answers with 503 and Retry-After instead of a 500.
 */

export type UnavailableReason = 'busy' | 'unreachable'

export class DatabaseUnavailable extends Error {
  constructor(
    readonly reason: UnavailableReason,
    options: { cause?: unknown } = {},
  ) {
    const cause = options.cause instanceof Error ? `: ${options.cause.message}` : ''
    super(
      reason === 'busy'
        ? `The database is locked by another process${cause}`
        : `The database cannot be reached${cause}`,
      options,
    )
    this.name = 'DatabaseUnavailable'
  }
}

/** PostgreSQL error classes and codes that mean the connection or the server went away. */
const lostConnectionCodes = new Set([
  // admin_shutdown (pg_terminate_backend, a fast shutdown), crash_shutdown, cannot_connect_now (starting up or shutting down)
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections
  '53300',
  // Node's socket errors
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
])

/** Messages node-postgres raises without a code when a connection ends or cannot be made. */
const lostConnectionMessages =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/i

/** Whether a PostgreSQL client error means the connection is gone rather than that the query was wrong. */
export function isLostConnection(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (lostConnectionCodes.has(code) || code.startsWith('08'))) return true
  return typeof message === 'string' && lostConnectionMessages.test(message)
}

/** The error as the API should see it: `DatabaseUnavailable` for a lost connection, else unchanged. */
export function classifyPostgresError(error: unknown): unknown {
  if (error instanceof DatabaseUnavailable || !isLostConnection(error)) return error
  return new DatabaseUnavailable('unreachable', { cause: error })
}

import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresUrl, startServer, type TestServer } from './harness'

// Every API suite runs on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL too
// (describe.each over `dialects`). This suite shows in the report whether that second leg ran.
describe.skipIf(!postgresUrl)('the PostgreSQL leg (skipped: set TEST_DATABASE_URL to run it; .ci/run does)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer('postgres')
  })
  afterAll(() => server?.close())

  it('runs against a real PostgreSQL server with the migrated schema', async () => {
    const version = await sql<{ version: string }>`select version()`.execute(server.services.db)
    expect(version.rows[0]!.version).toMatch(/^PostgreSQL/)
    const tables = await server.services.db.introspection.getTables()
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'contact_messages',
        'outbox',
        'customers',
        'sessions',
        'password_reset_tokens',
        'login_attempts',
        'rate_limits',
      ]),
    )
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from '../../server/db'

describe('the embedded SQLite database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fj-durable-'))
  const db = openDb({ dataDir, databaseUrl: undefined })
  afterAll(async () => {
    await db.destroy()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('syncs every commit to disk (synchronous=FULL), so an acknowledged message survives a power failure', async () => {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
    // 2 is FULL (1 is NORMAL, which may lose the last commits in WAL mode).
    expect(rows[0]!.synchronous).toBe(2)
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
    expect(mode.rows[0]!.journal_mode).toBe('wal')
  })
})

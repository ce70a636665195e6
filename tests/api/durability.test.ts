import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from '@photostructure/sqlite'
import { Kysely, sql } from 'kysely'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { openDb } from '../../server/db'
import { WaitingSqliteDialect, writeAheadLog, type CommitLog } from '../../server/db/sqlite'

const dataDirs: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fj-durable-'))
  dataDirs.push(dir)
  return dir
}
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('the embedded SQLite database', () => {
  it('runs in WAL mode with synchronous=NORMAL, its commits synced by the driver', async () => {
    const db = openDb({ dataDir: dataDir(), databaseUrl: undefined })
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
      // 1 is NORMAL: COMMIT writes the log and the driver syncs it (below); 2 (FULL) would sync
      // inside COMMIT, with the event loop waiting for the disk.
      expect(rows[0]!.synchronous).toBe(1)
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
      expect(mode.rows[0]!.journal_mode).toBe('wal')
    } finally {
      await db.destroy()
    }
  })

  it('syncs the write-ahead log it writes to, and has nothing to sync before the log exists', async () => {
    const file = path.join(dataDir(), 'db.sqlite')
    const sqlite = new DatabaseSync(file)
    const log = writeAheadLog(file)
    try {
      sqlite.exec('pragma journal_mode = WAL')
      await expect(log.sync()).resolves.toBeUndefined()
      sqlite.exec('create table t (x integer)')
      expect(existsSync(`${file}-wal`)).toBe(true)
      await expect(log.sync()).resolves.toBeUndefined()
    } finally {
      await log.close()
      sqlite.close()
    }
  })
})

/** A log whose syncs the test finishes by hand, counting them. */
function heldLog() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = []
  const log: CommitLog = {
    sync: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    close: async () => {},
  }
  return { log, pending }
}

/** Whether `promise` has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe('the SQLite driver: a write is reported only once its log is on disk', () => {
  let sqlite: InstanceType<typeof DatabaseSync>
  let db: Kysely<{ t: { x: number } }>
  const open = (log: CommitLog) => {
    sqlite = new DatabaseSync(path.join(dataDir(), 'db.sqlite'))
    sqlite.exec('pragma journal_mode = WAL')
    sqlite.exec('create table t (x integer)')
    db = new Kysely({ dialect: new WaitingSqliteDialect(sqlite, { busyWaitMs: 1000, log }) })
  }
  afterEach(async () => db.destroy())

  it('a transaction resolves after the sync, and the next unit of work waits for it', async () => {
    const { log, pending } = heldLog()
    open(log)
    const committed = db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ x: 1 }).execute()
      await trx.insertInto('t').values({ x: 2 }).execute()
    })
    const read = db.selectFrom('t').select('x').execute()
    expect(await settled(committed)).toBe(false)
    // One sync for the whole transaction, at its commit, not one per statement.
    expect(pending).toHaveLength(1)
    expect(await settled(read)).toBe(false)
    pending[0]!.resolve()
    await committed
    expect((await read).map((row) => row.x)).toEqual([1, 2])
    // The read wrote nothing: no sync after it.
    expect(pending).toHaveLength(1)
  })

  it('an autocommitted write waits for its own sync', async () => {
    const { log, pending } = heldLog()
    open(log)
    const inserted = db.insertInto('t').values({ x: 3 }).execute()
    expect(await settled(inserted)).toBe(false)
    expect(pending).toHaveLength(1)
    pending[0]!.resolve()
    await inserted
  })

  it('a failed sync fails the commit, so nobody is told the write is safe', async () => {
    const { log, pending } = heldLog()
    open(log)
    const committed = db.transaction().execute((trx) => trx.insertInto('t').values({ x: 4 }).execute())
    await settled(committed)
    pending[0]!.reject(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }))
    await expect(committed).rejects.toThrow('fdatasync')
    // The connection is free again. The row is there (COMMIT ran): what failed is the promise
    // that it is on disk, which the caller (a 500, not a thank-you) never got.
    const read = db.selectFrom('t').select('x').execute()
    expect((await read).map((row) => row.x)).toEqual([4])
  })
})

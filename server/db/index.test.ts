import { sql } from 'drizzle-orm'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { appSettings } from './schema'
import { openDatabase } from './index'
import { migrate } from './migrate'

describe('openDatabase', () => {
  const dirs: string[] = []
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

  it('keeps PGlite in dataDir/pglite, creating the folder, and the data survives a reopen', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'tp-db-')), 'nested')
    dirs.push(path.dirname(dataDir))
    const first = await openDatabase({ dataDir })
    expect(first.driver).toBe('pglite')
    await migrate(first.db, first.driver)
    await first.db.insert(appSettings).values({ key: 'probe', value: 'kept' })
    await first.close()
    expect((await stat(path.join(dataDir, 'pglite'))).isDirectory()).toBe(true)

    const second = await openDatabase({ dataDir })
    await migrate(second.db, second.driver)
    const rows = await second.db.select().from(appSettings)
    expect(rows.map((r) => r.value)).toEqual(['kept'])
    await second.close()
  })

  it.runIf(process.env.TEST_DATABASE_URL)('uses node-postgres when a URL is given', async () => {
    const opened = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '/nonexistent' })
    expect(opened.driver).toBe('postgres')
    const result = await opened.db.execute<{ one: number }>(sql`select 1::int as one`)
    expect(result.rows).toEqual([{ one: 1 }])
    await opened.close()
  })
})

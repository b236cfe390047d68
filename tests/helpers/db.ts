import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openPglite, openPostgres, PGLITE_EXTENSIONS, wrapPglite, type OpenDatabase } from '../../server/db/index'
import { migrate } from '../../server/db/migrate'

/**
 * A fresh database for one test file or test, migrated unless asked not to: PGlite in memory
 * by default, or a brand-new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (dropped on close), so one suite runs on both drivers.
 */
export async function createTestDatabase(opts: { migrate?: boolean } = {}): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    if (opts.migrate === false) return openPglite()
    // Booting PGlite from a migrated image costs about half of initdb plus migrations.
    return wrapPglite(await PGlite.create({ loadDataDir: await migratedPgliteImage(), extensions: PGLITE_EXTENSIONS }))
  }
  const opened = await createPostgresDatabase(serverUrl)
  if (opts.migrate !== false) {
    try {
      await migrate(opened.db, opened.driver)
    } catch (err) {
      await opened.close()
      throw err
    }
  }
  return opened
}

/** True when the suite runs against real PostgreSQL, where concurrency can be proven. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let pgliteImage: Promise<Blob> | undefined

/** Made once per test worker: an in-memory PGlite with every migration applied, dumped. */
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const template = await openPglite()
    try {
      await migrate(template.db, template.driver)
      const client = (template.db as unknown as { $client: PGlite }).$client
      return await client.dumpDataDir('none')
    } finally {
      await template.close()
    }
  })()
  return pgliteImage
}

async function createPostgresDatabase(serverUrl: string): Promise<OpenDatabase> {
  const name = `tp_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const opened = await openPostgres(url.toString())
  return {
    ...opened,
    async close() {
      await opened.close()
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
    },
  }
}

async function withAdminClient<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

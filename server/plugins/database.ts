import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type Database } from '../db/index'

export type OpenedDatabase = Awaited<ReturnType<typeof openDatabase>>
import { migrate } from '../db/migrate'
import { demoAccountsWithDemoPassword, ensureSuperadmin, seedDemo } from '../db/seed'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    dbDriver: 'pglite' | 'postgres'
    /** True when this start filled an empty database with the demo company. */
    seededDemo: boolean
  }
}

/** Opens the database, brings its schema up to date and seeds an empty one; closes it on shutdown. */
async function database(fastify: FastifyInstance, opts: { database?: OpenedDatabase }) {
  const { config } = fastify
  // Tests hand in a throwaway database; the product opens the one its configuration names.
  const { db, driver, close } = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.databaseTimeouts }))
  fastify.addHook('onClose', async () => close())
  await migrate(db, driver)
  const { seeded } = config.seedDemo ? await seedDemo(db, config) : { seeded: false }
  if (config.isProduction) {
    const open = await demoAccountsWithDemoPassword(db)
    if (open.length) {
      throw new Error(
        `Refusing to start in production: ${open.join(', ')} still sign${open.length === 1 ? 's' : ''} in with the demo password printed in the README. ` +
          'Change the password or delete the account on this database, or start with a fresh one.',
      )
    }
  }
  // The super admin comes from configuration, demo or not: without one nobody can run the platform.
  await ensureSuperadmin(db, config.superadminEmail)
  fastify.decorate('db', db)
  fastify.decorate('dbDriver', driver)
  fastify.decorate('seededDemo', seeded)
}

export default fp(database, { name: 'database', dependencies: ['config'] })

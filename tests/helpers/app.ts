import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq } from 'drizzle-orm'
import app, { serverOptions } from '../../server/app'
import { loadConfig, type Config } from '../../server/config'
import { createSession } from '../../server/lib/sessions'
import { superadmins, users } from '../../server/db/schema'
import { DEMO_COMPANY_ID } from '../../server/db/seed'
import { createTestDatabase } from './db'

export { DEMO_COMPANY_ID }

export interface TestAppExtras {
  /** Where the server's log lines go (pino's JSON, one per line), for a test that reads them. */
  logStream?: { write(line: string): void }
  /** Hooks a test adds to the whole app before its routes exist (a recorder of what it answered). */
  beforeRoutes?: (server: FastifyInstance) => void
}

/** The real app on a throwaway database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL). */
export async function buildTestApp(overrides: Partial<Config> = {}, extras: TestAppExtras = {}): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-test-'))
  const config: Config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'no-web') }), ...overrides }
  const options = serverOptions(config)
  if (extras.logStream) options.logger = { ...(options.logger as object), stream: extras.logStream }
  const server = Fastify(options)
  extras.beforeRoutes?.(server)
  await server.register(fp(app), { config, database: await createTestDatabase() })
  server.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  await server.ready()
  return server
}

/** A signed-in session for a seeded account, without going through the login screens. */
export async function tokenFor(server: FastifyInstance, email: string): Promise<string> {
  const [user] = await server.db
    .select()
    .from(users)
    .where(and(eq(users.email, email)))
  if (user) return createSession(server.db, server.jwtSecret, { role: user.role, userId: user.id, companyId: user.companyId })
  const [superadmin] = await server.db.select().from(superadmins).where(eq(superadmins.email, email))
  if (!superadmin) throw new Error(`no account ${email}`)
  return createSession(server.db, server.jwtSecret, { role: 'SUPERADMIN', superadminId: superadmin.id })
}

/** The newest one-time code sent to an email or mobile, read from the dev outbox like a person would. */
export async function latestCode(server: FastifyInstance, to: string): Promise<string> {
  const res = await server.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
  const code = res.json().data.find((m: { code: string | null }) => m.code)?.code
  if (!code) throw new Error(`no code sent to ${to}`)
  return code
}

export const auth = (token: string) => ({ authorization: token })

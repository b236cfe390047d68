import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema'

/** What both drivers return from `db.execute`: rows, typed by the caller. */
interface QueryRows<T> {
  rows: T[]
}
interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>
}

/** The database as feature code sees it; the PGlite and node-postgres instances both satisfy it. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>
/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Either the database or a transaction, for helpers that work inside or outside one. */
export type Executor = Database | Transaction

export type Driver = 'pglite' | 'postgres'

export interface OpenDatabase {
  db: Database
  driver: Driver
  close(): Promise<void>
}

/** The PGlite extensions the migrations need. */
export const PGLITE_EXTENSIONS = { pg_trgm }

/** PGlite persisted in dataDir, or in memory without one. */
export async function openPglite(dataDir?: string): Promise<OpenDatabase> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  return wrapPglite(await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS }))
}

export function wrapPglite(client: PGlite): OpenDatabase {
  const db = drizzlePglite({ client, schema })
  return { db, driver: 'pglite', close: () => client.close() }
}

/** How long a request may wait on PostgreSQL before it is answered 503 instead of hanging. */
export interface PostgresTimeouts {
  connectTimeoutMs: number
  statementTimeoutMs: number
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectTimeoutMs: 3_000, statementTimeoutMs: 5_000 }

export async function openPostgres(databaseUrl: string, timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // The server cancels a slow statement; a server that went silent cannot, so the client gives up a second later.
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + 1_000,
    // A transaction left open (a request that died between statements) must not hold its locks for long.
    idle_in_transaction_session_timeout: timeouts.statementTimeoutMs * 2,
    keepAlive: true,
    // Every statement here is a short OLTP read or write; JIT compilation (on by default since
    // PostgreSQL 12) costs tens of milliseconds on the few whose row estimates are large (a capped
    // search's walk: 24 ms of JIT for a 2 ms statement) and never pays back.
    options: '-c jit=off',
  })
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const db = drizzleNodePg({ client: pool, schema })
  return { db, driver: 'postgres', close: () => pool.end() }
}

/** node-postgres when a URL is given, else PGlite persisted in `${dataDir}/pglite`. */
export function openDatabase(opts: { databaseUrl?: string; dataDir: string; timeouts?: PostgresTimeouts }): Promise<OpenDatabase> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.timeouts) : openPglite(path.join(opts.dataDir, 'pglite'))
}

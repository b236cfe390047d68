import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { SelfSigned } from './tls.mjs'
import { freePort, waitForHealth } from './server-net.mjs'

/**
 * The product as it runs in production: `node --import tsx server/main.ts` in its own process, on
 * its own port, against PGlite in a data folder or a PostgreSQL database. Suites drive it with
 * fetch, run two of them side by side, and kill one with SIGKILL to see what the database keeps.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface ServerProcessOptions {
  /** PostgreSQL URL; without it the server uses PGlite in dataDir. */
  databaseUrl?: string
  /** The data folder (PGlite and uploads); a fresh temporary one when omitted. */
  dataDir?: string
  seedDemo?: boolean
  /** Milliseconds to wait for /api/health; a first start migrates, seeds and hashes on busy cores. */
  startTimeoutMs?: number
  env?: Record<string, string>
  /** Serve HTTPS (HTTP/2 and HTTP/1.1) with this certificate, which the health check then trusts. */
  tls?: SelfSigned
}

export interface ServerProcess {
  url: string
  port: number
  pid: number
  dataDir: string
  /** The last lines the process wrote, for failure messages. */
  output(): string
  /** kill -9: no graceful close, no flush, nothing. Resolves once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM and wait: the graceful close main.ts installs. Falls back to SIGKILL after graceMs. */
  stop(graceMs?: number): Promise<void>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export function tempDataDir(label = 'proc'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `tp-${label}-`))
}

export async function startServer(opts: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort()
  const dataDir = opts.dataDir ?? tempDataDir()
  // Only what the product reads: the test runner's own variables (NODE_ENV=test, TEST_DATABASE_URL) stay out.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // No SPA here: the suites talk to the API.
    WEB_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: opts.seedDemo === false ? 'false' : 'true',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.tls ? { TLS_CERT_FILE: opts.tls.certFile, TLS_KEY_FILE: opts.tls.keyFile } : {}),
    ...opts.env,
  }
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    if (lines.length > 80) lines.splice(0, lines.length - 80)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  const url = `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`
  const proc: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    dataDir,
    output: () => lines.join('\n'),
    kill: () => signalAndWait(child, exited, 'SIGKILL'),
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
    },
    exited,
  }
  try {
    await waitForHealth(url, { ca: opts.tls?.cert, timeoutMs: opts.startTimeoutMs ?? 120_000, child })
  } catch (err) {
    await proc.kill()
    throw new Error(`${(err as Error).message}:\n${proc.output()}`, { cause: err })
  }
  return proc
}

async function signalAndWait(child: ChildProcess, exited: Promise<unknown>, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  await exited
}

export interface ScratchDatabase {
  url: string
  name: string
  drop(): Promise<void>
}

/** A brand-new, empty database on the PostgreSQL server of TEST_DATABASE_URL, for real processes to migrate and seed. */
export async function createScratchDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<ScratchDatabase> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `tp_proc_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    name,
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  }
}

/** Ends a suite's server processes and what they leave behind: their data folders, the suite's own connection, the scratch database. */
export async function tearDown(instances: ServerProcess[], database?: ScratchDatabase, client?: pg.Client): Promise<void> {
  await Promise.all(instances.map((instance) => instance.kill()))
  for (const instance of instances) fs.rmSync(instance.dataDir, { recursive: true, force: true })
  await client?.end().catch(() => {})
  await database?.drop()
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

// ---------------------------------------------------------------- talking to it

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads any JSON answer, refusals included, and asserts on its shape
export interface Answer<T = any> {
  status: number
  headers: Headers
  body: T
}

/** One JSON call; the body is parsed whatever the status, so a refusal can be asserted on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Answer: the caller names the shape when it wants one
export async function call<T = any>(
  baseUrl: string,
  method: string,
  urlPath: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.token) headers.authorization = opts.token
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${baseUrl}${urlPath}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON; the caller sees the text
  }
  return { status: res.status, headers: res.headers, body: body as T }
}

/** Signs in through the API and returns the token, failing loudly with the server's answer. */
export async function login(baseUrl: string, kind: 'member' | 'admin', credentials: { companyId?: string; email: string; password: string }) {
  const res =
    kind === 'member'
      ? await call(baseUrl, 'POST', '/api/v1/user/auth/login', { body: { companyId: credentials.companyId, user: credentials.email, password: credentials.password } })
      : await call(baseUrl, 'POST', '/api/v1/company/auth/login', { body: { email: credentials.email, password: credentials.password } })
  if (res.status !== 200) throw new Error(`${kind} login of ${credentials.email} answered ${res.status}: ${JSON.stringify(res.body)}`)
  return res.body.data.token as string
}

/** The newest code the dev outbox holds for an address. */
export async function outboxCode(baseUrl: string, to: string): Promise<string> {
  const res = await call(baseUrl, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)
  const code = (res.body.data as { code: string | null }[]).find((m) => m.code)?.code
  if (!code) throw new Error(`no code sent to ${to}`)
  return code
}

/** The super admin signs in by emailed code, read from the outbox like a person would. */
export async function superadminLogin(baseUrl: string, email = 'super@str.example'): Promise<string> {
  const sent = await call(baseUrl, 'GET', `/api/v1/superadmin/auth/login/email/otp?email=${encodeURIComponent(email)}`)
  if (sent.status !== 200) throw new Error(`super admin code answered ${sent.status}: ${JSON.stringify(sent.body)}`)
  const otp = await outboxCode(baseUrl, email)
  const res = await call(baseUrl, 'POST', '/api/v1/superadmin/auth/login/verify', { body: { email, otp } })
  if (res.status !== 200) throw new Error(`super admin verify answered ${res.status}: ${JSON.stringify(res.body)}`)
  return res.body.data.token as string
}

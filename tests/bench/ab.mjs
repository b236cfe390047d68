/**
 * `node tests/bench/ab.mjs <dir-of-the-other-checkout>`: the read endpoints of two checkouts, side by
 * side and alternating (A, B, A, B), on copies of one bench database, so that the machine's noise of
 * the moment falls on both alike. A is the other checkout (say, a worktree of the commit before a
 * change), B is this one. Used for the before/after tables of docs/PERFORMANCE.md; `npm run bench` is
 * still the run that judges the targets. Knobs: BENCH_SECONDS (6), BENCH_ROUNDS (2), PG_URL,
 * BENCH_MEMBERS, BENCH_PURCHASES, BENCH_ONLY (comma-separated scenario names).
 * The two approval scenarios write: each approves purchases made pending for it before B's copy is
 * taken, so both checkouts approve the same purchases, each in its own database, each once (an
 * exhausted pool starts over and shows as errors: raise BENCH_PURCHASES then).
 */
import { fork, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { benchServerEnv } from './server-env.mjs'
import { serverNodeArgs } from '../../scripts/server-args.mjs'
import { COMPANY_ID, generateMembers, generatePurchases, isActiveMember, memberEmail, memberMobile, paymentUtr } from './generate.mjs'
import { freePort, waitForHealth } from '../helpers/server-net.mjs'

const env = process.env
const here = fileURLToPath(new URL('../..', import.meta.url))
const other = path.resolve(process.argv[2] ?? '')
if (!process.argv[2]) throw new Error('usage: node tests/bench/ab.mjs <dir-of-the-other-checkout>')
const SECONDS = Number(env.BENCH_SECONDS ?? 6)
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2)
const MEMBERS = Number(env.BENCH_MEMBERS ?? 100_000)
const PURCHASES = Number(env.BENCH_PURCHASES ?? 1_000_000)
const PG_URL = (env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
const dbs = { A: `tp_ab_${stamp}_a`, B: `tp_ab_${stamp}_b` }
const log = (...a) => console.error(`[ab ${new Date().toISOString().slice(11, 19)}]`, ...a)
const children = new Set()

/** The SMTP and SMS sinks both servers send to (the approvals queue the buyer's and reward news), each in its own process. */
let smtpPort
let smsPort
async function startSink(file) {
  const port = await freePort()
  const child = fork(path.join(here, 'tests/bench', file), { env: { ...env, PORT: String(port) }, stdio: 'inherit' })
  children.add(child)
  child.once('exit', () => children.delete(child))
  await new Promise((resolve) => child.once('message', resolve))
  return port
}
async function startSmtpSink() {
  smtpPort = await startSink('smtp-sink.mjs')
  smsPort = await startSink('sms-sink.mjs')
}

function startServer(dir, database, port) {
  const child = spawn(process.execPath, serverNodeArgs(env, 'server/main.ts'), {
    cwd: dir,
    env: benchServerEnv(env, `${PG_URL}/${database}`, port, smtpPort, smsPort),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  return waitForHealth(`http://127.0.0.1:${port}`, { timeoutMs: 180_000, child }).then(() => ({ child, base: `http://127.0.0.1:${port}` }))
}

async function stop(server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve))
  server.child.kill('SIGTERM')
  await exited
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres` })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function login(base, url, body) {
  const res = await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const json = await res.json()
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`)
  return `Bearer ${json.data.token}`
}

async function sessions(base) {
  const members = []
  for (let n = 1; members.length < 32; n++) {
    if (isActiveMember(n)) members.push(await login(base, '/api/v1/user/auth/login', { companyId: COMPANY_ID, user: memberEmail(n), password: 'Member@2026!' }))
  }
  return { members, admin: await login(base, '/api/v1/company/auth/login', { email: 'admin@str.example', password: 'Admin@2026!' }) }
}

const SCENARIOS = {
  'price/get': { path: '/api/v1/user/package/price/get', member: true },
  'profile/get': { path: '/api/v1/user/auth/profile/get', member: true },
  'history page 1': { path: '/api/v1/user/transaction/list?page=1&limit=10', member: true },
  'admin users search "Priya" p1': { path: '/api/v1/admin/auth/list?page=1&limit=10&search=Priya' },
  'admin users search by mobile p1': { path: `/api/v1/admin/auth/list?page=1&limit=10&search=${memberMobile(Math.min(12_345, MEMBERS))}` },
  'admin users p1': { path: '/api/v1/admin/auth/list?page=1&limit=10' },
  'admin users p1000': { path: '/api/v1/admin/auth/list?page=1000&limit=10' },
  'admin purchases p1': { path: '/api/v1/admin/transaction/list?page=1&limit=10' },
  'admin purchases p1000': { path: '/api/v1/admin/transaction/list?page=1000&limit=10' },
  'admin purchases search "Priya" p1': { path: '/api/v1/admin/transaction/list?page=1&limit=10&search=Priya' },
  'admin purchases search by UTR p1': { path: `/api/v1/admin/transaction/list?page=1&limit=10&search=${paymentUtr(Math.min(543_210, Math.floor(PURCHASES / 10) * 10))}` },
  'admin dashboard': { path: '/api/v1/admin/dashboard/get' },
  'My Stock p1': { path: '/api/v1/user/stock/my/list?page=1&limit=10', member: true },
  // Logins (argon2id) and price/get at the same time, each with the full connection count: what a
  // burst of sign-ins costs the readers. The figures are price/get's; the logins' own are logged.
  'login storm': { path: '/api/v1/user/package/price/get', member: true, storm: true },
  // As in run.mjs: 100-token purchases, so that level 1 (5%) and level 2 (1%) pay whole tokens.
  'approval (paying referral rewards)': { path: '/api/v1/admin/transaction/approve', approve: 'referred' },
  'approval (no referrer)': { path: '/api/v1/admin/transaction/approve', approve: 'plain' },
}
/** Per approval scenario, the purchases it approves (the same in A's and B's databases). */
const approvalPools = { referred: [], plain: [] }

/** Purchases of referred and of unreferred members made PENDING 100-token purchases, and supply enough for all. */
async function prepareApprovals(pool) {
  for (const [kind, referred] of [
    ['referred', true],
    ['plain', false],
  ]) {
    const { rows } = await pool.query(
      `SELECT p.id FROM purchases p JOIN users u ON u.id = p.user_id
      WHERE p.company_id = $1 AND u.deleted_at IS NULL AND (u.referred_by_id IS NOT NULL) = $2 ORDER BY p.id`,
      [COMPANY_ID, referred],
    )
    approvalPools[kind] = rows.map((r) => r.id)
  }
  const all = [...approvalPools.referred, ...approvalPools.plain]
  // The generated approvals' rewards go with them: each purchase pays its rewards once.
  await pool.query('DELETE FROM referral_rewards WHERE purchase_id = ANY($1::uuid[])', [all])
  // In batches: each row's status change moves the company's purchase counters (a trigger), and one
  // statement over every purchase would write one counter row hundreds of thousands of times in one
  // transaction, each version found by walking the ones before it (minutes at 300,000).
  for (let start = 0; start < all.length; start += 2_000) {
    await pool.query(
      `UPDATE purchases SET status = 'PENDING', decided_by_id = NULL, decided_at = NULL, rejection_reason = NULL,
      amount = 1000, total_quantity = 100, fee_amount = 20, final_amount = 1020 WHERE id = ANY($1::uuid[])`,
      [all.slice(start, start + 2_000)],
    )
  }
  await pool.query(`UPDATE companies SET private_supply = private_supply + 1000000000, remaining_private_supply = remaining_private_supply + 1000000000 WHERE id = $1`, [
    COMPANY_ID,
  ])
  await pool.query('VACUUM ANALYZE purchases')
  log(`approval pools: ${approvalPools.referred.length} referred, ${approvalPools.plain.length} unreferred`)
}

/**
 * The cluster's WAL counters (pg_stat_wal): a write scenario's round logs what each request wrote
 * to the WAL, its full-page images included (the first change of a page after a checkpoint logs the
 * whole 8 kB page, so an insert into a random-key index costs a page image, not a tuple). Cluster-wide,
 * so the round's neighbours (the delivery worker, autovacuum) are counted in too.
 */
async function walCounters() {
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres` })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT wal_records::float8 AS records, wal_fpi::float8 AS fpi, wal_bytes::float8 AS bytes FROM pg_stat_wal')
    return rows[0]
  } finally {
    await client.end()
  }
}
function walPerRequest(before, after, requests) {
  const per = (key) => (after[key] - before[key]) / Math.max(requests, 1)
  return `; WAL per request ${per('records').toFixed(1)} records, ${per('fpi').toFixed(2)} page images, ${Math.round(per('bytes'))} bytes`
}

/** 32 connections on `server` for `seconds`, each sending `request`. */
function load(server, seconds, request, options = {}) {
  return autocannon({ url: server.base, connections: 32, duration: seconds, timeout: 10, requests: [request], ...options })
}

// Members who may sign in, in turn, so that no one account meets the per-account login limit.
const loginPool = Array.from({ length: MEMBERS }, (_, i) => i + 1).filter(isActiveMember)
let loginNext = 0
function logins(server, seconds) {
  return load(server, seconds, {
    method: 'POST',
    path: '/api/v1/user/auth/login',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({ companyId: COMPANY_ID, user: memberEmail(loginPool[loginNext++ % loginPool.length]), password: 'Member@2026!' }),
    }),
  })
}

function cannon(server, spec, seconds) {
  if (spec.approve) {
    const ids = approvalPools[spec.approve]
    server.next ??= {}
    return load(server, seconds, {
      method: 'POST',
      path: spec.path,
      setupRequest: (req) => {
        const n = (server.next[spec.approve] = (server.next[spec.approve] ?? 0) + 1)
        const id = ids[(n - 1) % ids.length]
        return { ...req, headers: { ...req.headers, 'content-type': 'application/json', authorization: server.tokens.admin }, body: JSON.stringify({ id }) }
      },
    })
  }
  return load(
    server,
    seconds,
    { method: 'GET', path: spec.path },
    {
      setupClient: (client) => {
        const token = spec.member ? server.tokens.members[setupClientCount++ % server.tokens.members.length] : server.tokens.admin
        client.setHeaders({ authorization: token })
      },
    },
  )
}
let setupClientCount = 0

async function main() {
  log(`A = ${other}, B = ${here}; ${MEMBERS} members, ${PURCHASES} purchases`)
  await admin(`CREATE DATABASE "${dbs.A}"`)
  await startSmtpSink()
  let a = await startServer(other, dbs.A, await freePort())
  const pool = new pg.Pool({ connectionString: `${PG_URL}/${dbs.A}`, max: 10 })
  await generateMembers(pool, MEMBERS)
  await generatePurchases(pool, 1, PURCHASES, MEMBERS)
  await prepareApprovals(pool)
  await pool.end()
  await stop(a)
  // B's database is a copy of A's, taken while nothing is connected; each server then migrates its own.
  await admin(`CREATE DATABASE "${dbs.B}" TEMPLATE "${dbs.A}"`)
  a = await startServer(other, dbs.A, await freePort())
  const b = await startServer(here, dbs.B, await freePort())
  a.tokens = await sessions(a.base)
  b.tokens = await sessions(b.base)
  log('servers up, sessions made')

  const only = env.BENCH_ONLY?.split(',')
  const rows = []
  for (const [name, spec] of Object.entries(SCENARIOS)) {
    if (only && !only.includes(name)) continue
    const figures = { A: [], B: [] }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, server] of [
        ['A', a],
        ['B', b],
      ]) {
        await cannon(server, spec, 1)
        const walBefore = spec.approve ? await walCounters() : undefined
        const [r, storm] = await Promise.all([cannon(server, spec, SECONDS), spec.storm ? logins(server, SECONDS) : undefined])
        if (storm) log(`${name} ${label}: logins ${Math.round(storm.requests.average)} req/s p99 ${storm.latency.p99} ms errors ${storm.errors + storm.timeouts + storm.non2xx}`)
        const errors = r.errors + r.timeouts + r.non2xx
        figures[label].push({ rps: Math.round(r.requests.average), p99: r.latency.p99, errors })
        log(
          `${name} ${label}: ${Math.round(r.requests.average)} req/s p99 ${r.latency.p99} ms errors ${errors}${walBefore ? walPerRequest(walBefore, await walCounters(), r.requests.total) : ''}`,
        )
      }
    }
    rows.push({ name, ...figures })
  }
  const show = (runs) =>
    `${runs.map((r) => r.rps).join(' / ')} req/s, p99 ${runs.map((r) => r.p99).join(' / ')} ms${runs.some((r) => r.errors) ? ` (errors ${runs.map((r) => r.errors).join(' / ')})` : ''}`
  console.log(`| endpoint | A (${path.basename(other)}) | B (this checkout) |\n|---|---|---|`)
  for (const row of rows) console.log(`| ${row.name} | ${show(row.A)} | ${show(row.B)} |`)
}

try {
  await main()
} finally {
  for (const child of children) child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 2000))
  if (!env.KEEP_DB) for (const db of Object.values(dbs)) await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`).catch(() => {})
}

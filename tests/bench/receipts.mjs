/**
 * Payment receipts per second: the real server (PostgreSQL, the demo company) making the PDF of one
 * approved purchase again and again, for a member who reads English and for one who reads Hindi
 * (Devanagari shaping costs more). A receipt is CPU work in the server's one thread, so a few
 * connections already fill it; more only queue. Run alone (`node tests/bench/receipts.mjs`), and by
 * `npm run bench` after its main run (BENCH_RECEIPTS=0 skips it there).
 *
 * Env: RECEIPT_SECONDS (8), RECEIPT_CONNECTIONS (4), PG_URL (postgres://postgres@127.0.0.1:5432),
 * KEEP_DB=1 keeps the throwaway database.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { benchServerEnv } from './server-env.mjs'
import { serverNodeArgs } from '../../scripts/server-args.mjs'
import { freePort, waitForHealth } from '../helpers/server-net.mjs'

const env = process.env
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SECONDS = Number(env.RECEIPT_SECONDS ?? 8)
const CONNECTIONS = Number(env.RECEIPT_CONNECTIONS ?? 4)
const PG_URL = (env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')
const DB_NAME = `tp_receipts_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`
const DEMO_COMPANY_ID = '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68'
const log = (...a) => console.error(`[receipts ${new Date().toISOString().slice(11, 19)}]`, ...a)

async function onPostgres(database, sql, params = []) {
  const client = new pg.Client({ connectionString: `${PG_URL}/${database}` })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}

async function call(base, url, { token, body } = {}) {
  const headers = { ...(body && { 'content-type': 'application/json' }), ...(token && { authorization: token }) }
  const res = await fetch(base + url, { method: body ? 'POST' : 'GET', headers, body: body && JSON.stringify(body) })
  const json = await res.json()
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`)
  return json.data
}

/** The demo member's purchase, submitted and approved through the API as a person would. */
async function approvedPurchase(base, member, admin, n) {
  const purchase = await call(base, '/api/v1/user/package/purchase', {
    token: member,
    body: { purchaseId: `PUR-${String(900000 + n)}`, paymentMethod: 'MANUAL', amount: '1234.50' },
  })
  await call(base, '/api/v1/admin/transaction/approve', { token: admin, body: { id: purchase.id } })
  return purchase.id
}

function cannon(base, url, token) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + url, connections: CONNECTIONS, duration: SECONDS, headers: { authorization: token } }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

async function main() {
  await onPostgres('postgres', `CREATE DATABASE ${DB_NAME}`)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, serverNodeArgs(env, 'server/main.ts'), {
    cwd: root,
    env: benchServerEnv(env, `${PG_URL}/${DB_NAME}`, port),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    await waitForHealth(base, { timeoutMs: 180_000, child: server })
    const login = async (url, body) => `Bearer ${(await call(base, url, { body })).token}`
    const member = await login('/api/v1/user/auth/login', { companyId: DEMO_COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' })
    const admin = await login('/api/v1/company/auth/login', { email: 'admin@str.example', password: 'Admin@2026!' })
    const rows = []
    for (const [n, language] of [
      [1, 'en'],
      [2, 'hi'],
    ]) {
      const id = await approvedPurchase(base, member, admin, n)
      await onPostgres(DB_NAME, `UPDATE users SET language = $1 WHERE email = 'member@str.example' AND company_id = $2`, [language, DEMO_COMPANY_ID])
      const url = `/api/v1/user/transaction/${id}/receipt`
      // Uncounted warm-up: the first receipts compile the shaping code.
      await fetch(base + url, { headers: { authorization: member } }).then((res) => res.arrayBuffer())
      const r = await cannon(base, url, member)
      const errors = r.errors + r.non2xx
      rows.push(
        `| receipt PDF (${language}) | ${CONNECTIONS} | ${r.requests.average.toFixed(1)} | ${r.latency.p50} | ${r.latency.p99} | ${errors} | ${(r.throughput.average / Math.max(r.requests.average, 1) / 1024).toFixed(1)} |`,
      )
      log(`${language}: ${r.requests.average.toFixed(1)} receipts/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${errors}`)
    }
    console.log(['', '| endpoint | connections | req/s | p50 ms | p99 ms | errors | kB each |', '|---|---:|---:|---:|---:|---:|---:|', ...rows].join('\n'))
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
    if (env.KEEP_DB !== '1') await onPostgres('postgres', `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})

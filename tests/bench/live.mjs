/**
 * `node tests/bench/live.mjs` (also the last part of `npm run bench`): live events at launch-day
 * scale. Two real server processes (PostgreSQL, the bench's production-like settings) on one fresh
 * database: 1,000 event streams open on instance B, and approvals made on instance A, one at a time,
 * each timed from the moment its request is sent to the moment each of the 1,000 streams has the
 * event. Checks: B's RSS stays under the project's 300 MB budget with the streams open, and the p99 of
 * that delay is at most 1 s.
 *
 * Env: LIVE_STREAMS (1000), LIVE_APPROVALS (200), LIVE_HOLD_SECONDS (10, streams held open while RSS
 * is sampled), PG_URL (postgres://postgres@127.0.0.1:5432), KEEP_DB=1 keeps the throwaway database.
 * Prints a JSON summary on its last line.
 */
import { spawn, fork } from 'node:child_process'
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { benchServerEnv } from './server-env.mjs'
import { serverNodeArgs } from '../../scripts/server-args.mjs'
import { COMPANY_ID } from './generate.mjs'
import { freePort, waitForHealth } from '../helpers/server-net.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const env = process.env
const STREAMS = Number(env.LIVE_STREAMS ?? 1000)
const APPROVALS = Number(env.LIVE_APPROVALS ?? 200)
const HOLD_SECONDS = Number(env.LIVE_HOLD_SECONDS ?? 10)
const RSS_BUDGET_MB = 300
const P99_BUDGET_MS = 1000
const PG_URL = (env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '')
const DB_NAME = `tp_bench_live_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`
const DATABASE_URL = `${PG_URL}/${DB_NAME}`

const log = (...a) => console.error(`[bench:live ${new Date().toISOString().slice(11, 19)}]`, ...a)
const children = []

async function startServer(port, smtpPort) {
  const child = spawn(process.execPath, serverNodeArgs(env, 'server/main.ts'), {
    cwd: root,
    env: benchServerEnv(env, DATABASE_URL, port, smtpPort),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.push(child)
  await waitForHealth(`http://127.0.0.1:${port}`, { timeoutMs: 180_000, child })
  return child
}

async function startSmtpSink(port) {
  const child = fork(path.join(root, 'tests/bench/smtp-sink.mjs'), { env: { ...env, PORT: String(port) }, stdio: 'inherit' })
  children.push(child)
  await new Promise((resolve) => child.once('message', resolve))
}

async function stopChildren() {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null)
  const exited = running.map((c) => new Promise((r) => c.once('exit', r)))
  for (const c of running) c.kill('SIGTERM')
  let timer
  await Promise.race([Promise.all(exited), new Promise((r) => (timer = setTimeout(r, 12_000)))])
  clearTimeout(timer)
  for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024
}

async function post(base, url, token, body) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body ?? {}),
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

/** Opens one stream with a fresh ticket; `onEvent(type, purchaseId, at)` for each purchase event. */
async function openStream(base, token, agent, onEvent) {
  const ticket = (await fetch(`${base}/api/v1/user/events/ticket`, { method: 'POST', headers: { authorization: token } }).then((r) => r.json())).data.ticket
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/v1/events?ticket=${ticket}`, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`))
      res.setEncoding('utf8')
      let buffer = ''
      res.on('data', (chunk) => {
        buffer += chunk
        let cut
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          const data = /^data: (.*)$/m.exec(frame)?.[1]
          if (!data) continue
          const event = JSON.parse(data)
          onEvent(event.type, event.purchaseId, performance.now())
        }
      })
      resolve(req)
    })
    req.on('error', reject)
  })
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function main() {
  const admin0 = new pg.Client({ connectionString: `${PG_URL}/postgres` })
  await admin0.connect()
  await admin0.query(`CREATE DATABASE ${DB_NAME}`)
  await admin0.end()
  const [portA, portB, smtpPort] = [await freePort(), await freePort(), await freePort()]
  const a = `http://127.0.0.1:${portA}`
  const b = `http://127.0.0.1:${portB}`
  const sql = new pg.Client({ connectionString: DATABASE_URL })
  const streams = []
  try {
    await startSmtpSink(smtpPort)
    await startServer(portA, smtpPort)
    const serverB = await startServer(portB, smtpPort)
    await sql.connect()
    const rssIdle = rssMb(serverB.pid)

    const member = (await post(a, '/api/v1/user/auth/login', null, { companyId: COMPANY_ID, user: 'member@str.example', password: 'Member@2026!' })).data
    const adminToken = (await post(a, '/api/v1/company/auth/login', null, { email: 'admin@str.example', password: 'Admin@2026!' })).data.token
    const [{ id: memberId }] = (await sql.query(`SELECT id FROM users WHERE email = 'member@str.example'`)).rows

    // Arrival times of each decision, one per stream; the submissions only counted.
    const arrivals = new Map()
    let submittedHeard = 0
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
    const opening = performance.now()
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, () =>
        openStream(b, member.token, agent, (type, purchaseId, at) => {
          if (type !== 'purchase.decided') return void submittedHeard++
          const list = arrivals.get(purchaseId)
          if (list) list.push(at)
        }),
      )
      streams.push(...(await Promise.all(batch)))
    }
    log(`${STREAMS} streams open on B in ${((performance.now() - opening) / 1000).toFixed(1)} s`)

    // Sampled every quarter second to the end, bursts included (the submissions' 200,000 frames).
    let rssMax = rssMb(serverB.pid)
    const sampler = setInterval(() => {
      try {
        rssMax = Math.max(rssMax, rssMb(serverB.pid))
      } catch {
        // The server may be gone at the very end.
      }
    }, 250)
    for (let s = 0; s < HOLD_SECONDS; s++) {
      await new Promise((r) => setTimeout(r, 1000))
      rssMax = Math.max(rssMax, rssMb(serverB.pid))
    }
    const rssOpen = rssMb(serverB.pid)
    log(`B's RSS: ${rssIdle.toFixed(0)} MB idle, ${rssOpen.toFixed(0)} MB with ${STREAMS} streams (max ${rssMax.toFixed(0)} MB)`)

    // Pending purchases of the member (written directly: the approvals are what is measured).
    const { rows } = await sql.query(
      `INSERT INTO purchases (company_id, user_id, purchase_ref, payment_method, amount, price, total_quantity, fee_percent, fee_amount, final_amount, request_hash)
       SELECT $1, $2, 'LIVE-' || g, 'MANUAL', 10, 10, 1, 0, 0, 10, 'live-bench' FROM generate_series(1, $3::int) AS g RETURNING id`,
      [COMPANY_ID, memberId, APPROVALS],
    )
    // Their submissions reach every stream too (200,000 frames at the defaults): all of them are in
    // before the first approval, so the approvals are timed alone.
    const submittedDeadline = performance.now() + 60_000
    while (submittedHeard < APPROVALS * STREAMS && performance.now() < submittedDeadline) await new Promise((r) => setTimeout(r, 20))
    log(`${submittedHeard} submission events heard`)

    const delays = []
    const perApproval = []
    for (const { id } of rows) {
      arrivals.set(id, [])
      const sent = performance.now()
      await post(a, '/api/v1/admin/transaction/approve', adminToken, { id })
      const deadline = performance.now() + 5_000
      while (arrivals.get(id).length < STREAMS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2))
      const got = arrivals.get(id)
      for (const at of got) delays.push(at - sent)
      for (let missing = got.length; missing < STREAMS; missing++) delays.push(Infinity)
      perApproval.push(Math.max(...got) - sent)
      rssMax = Math.max(rssMax, rssMb(serverB.pid))
    }
    clearInterval(sampler)
    delays.sort((x, y) => x - y)
    const summary = {
      streams: STREAMS,
      approvals: APPROVALS,
      deliveries: delays.length,
      missed: delays.filter((d) => d === Infinity).length,
      p50Ms: Number(percentile(delays, 50).toFixed(1)),
      p99Ms: Number(percentile(delays, 99).toFixed(1)),
      maxMs: Number(delays.at(-1).toFixed(1)),
      lastStreamP99Ms: Number(
        percentile(
          [...perApproval].sort((x, y) => x - y),
          99,
        ).toFixed(1),
      ),
      rssIdleMb: Math.round(rssIdle),
      rssWithStreamsMb: Math.round(rssOpen),
      rssMaxMb: Math.round(rssMax),
    }
    const ok = summary.missed === 0 && summary.p99Ms <= P99_BUDGET_MS && summary.rssMaxMb < RSS_BUDGET_MB
    log(
      `approval on A -> event on each of B's ${STREAMS} streams: p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms, ${summary.missed} missed; ` +
        `B's RSS max ${summary.rssMaxMb} MB (budget ${RSS_BUDGET_MB}) -> ${ok ? 'PASS' : 'FAIL'}`,
    )
    console.log(JSON.stringify({ ...summary, pass: ok }))
    process.exitCode = ok ? 0 : 1
  } finally {
    for (const s of streams) s.destroy()
    await sql.end().catch(() => {})
    await stopChildren()
    if (env.KEEP_DB !== '1') {
      const c = new pg.Client({ connectionString: `${PG_URL}/postgres` })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
      await c.end()
    } else log(`kept ${DATABASE_URL}`)
  }
}

main().catch(async (err) => {
  console.error(err)
  for (const c of children) c.kill('SIGKILL')
  process.exit(1)
})

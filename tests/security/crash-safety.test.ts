import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { PGLITE_EXTENSIONS } from '../../server/db/index'
import { DEMO_ADMIN, DEMO_COMPANY_ID, DEMO_MEMBER } from '../../server/db/seed'
import { onPostgres } from '../helpers/db'
import { pngBytes } from '../helpers/purchase-factories'
import { call, createScratchDatabase, login, startServer, tempDataDir, type ScratchDatabase, type ServerProcess } from '../helpers/server-process'

/**
 * kill -9 in the middle of a burst of purchase submissions and approvals, then start again on the
 * same data. Whatever the server said yes to must be there, and nothing may be half applied: the
 * company's running totals and every member's balance must still equal what the purchase rows say.
 * The driver follows the run: PGlite in a data folder, or PostgreSQL with TEST_DATABASE_URL.
 */

const driver = onPostgres ? 'PostgreSQL' : 'PGlite'
/** One round per kill point: the burst is killed once this many answers are in. */
const KILL_POINTS = [40, 25]
const MEMBER_PASSWORD = 'Crash@Member2026'

let dataDir: string
let scratch: ScratchDatabase | undefined
let server: ServerProcess | undefined
let adminToken: string
/** Each member's unused uploads: a receipt belongs to one purchase, so each UPI submission takes its own. */
const members: { id: string; token: string; receipts: string[] }[] = []
let utrSeq = 0
let refSeq = 0

const nextUtr = () => `${String(Date.now()).slice(-4)}${String(++utrSeq).padStart(8, '0')}`
const nextRef = () => `PUR-${String(++refSeq).padStart(6, '0')}`

async function start(): Promise<ServerProcess> {
  server = await startServer({ dataDir, databaseUrl: scratch?.url })
  return server
}

/**
 * Plain SQL on the data the server left behind. PGlite serves one process, so the server is stopped
 * first (gracefully: its own close, not the crash under test) and the folder is opened here.
 */
async function withDatabase<T>(fn: (query: <R>(text: string) => Promise<R[]>) => Promise<T>): Promise<T> {
  if (scratch) {
    const client = new pg.Client({ connectionString: scratch.url })
    await client.connect()
    try {
      return await fn(async <R>(text: string) => (await client.query(text)).rows as R[])
    } finally {
      await client.end()
    }
  }
  await server?.stop()
  server = undefined
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS })
  try {
    return await fn(async <R>(text: string) => (await client.query(text)).rows as R[])
  } finally {
    await client.close()
  }
}

/** Fifty receipts, five per request (the most one takes), ten requests (well inside the upload limit). */
async function uploadReceipts(baseUrl: string, token: string): Promise<string[]> {
  const ids: string[] = []
  for (let request = 0; request < 10; request++) {
    const form = new FormData()
    for (let i = 0; i < 5; i++) form.append('medias', new Blob([new Uint8Array(pngBytes())], { type: 'image/png' }), `receipt-${i}.png`)
    const res = await fetch(`${baseUrl}/api/v1/superadmin/media/add`, { method: 'POST', headers: { authorization: token }, body: form })
    const body = await res.json()
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`)
    ids.push(...body.data.map((item: { id: string }) => item.id))
  }
  return ids
}

interface Submission {
  kind: 'submit'
  member: (typeof members)[number]
  body: { purchaseId: string; paymentMethod: 'UPI' | 'MANUAL'; amount: string; referenceNumber?: string; receiptId?: string }
}
interface Approval {
  kind: 'approve'
  purchaseId: string
}
type Step = Submission | Approval

function newSubmission(i: number): Submission {
  const member = members[i % members.length]
  const amount = `${100 + (i % 37) * 7}.${String(i % 100).padStart(2, '0')}`
  const upi = i % 3 === 0
  return {
    kind: 'submit',
    member,
    body: upi
      ? { purchaseId: nextRef(), paymentMethod: 'UPI', amount, referenceNumber: nextUtr(), receiptId: member.receipts.shift() }
      : { purchaseId: nextRef(), paymentMethod: 'MANUAL', amount },
  }
}

function send(baseUrl: string, step: Step) {
  return step.kind === 'submit'
    ? call(baseUrl, 'POST', '/api/v1/user/package/purchase', { token: step.member.token, body: step.body })
    : call(baseUrl, 'POST', '/api/v1/admin/transaction/approve', { token: adminToken, body: { id: step.purchaseId } })
}

interface BurstResult {
  acknowledged: { step: Step; data: { id: string; status: string; amount: string; transactionId: string } }[]
  inFlightAtKill: number
}

/** Fires every step at once and kills the server with SIGKILL as soon as enough answers are in. */
async function burstAndKill(proc: ServerProcess, steps: Step[], killAfter: number): Promise<BurstResult> {
  let answered = 0
  let inFlightAtKill = -1
  const acknowledged: BurstResult['acknowledged'] = []
  let killed: Promise<void> | undefined
  await Promise.allSettled(
    steps.map(async (step) => {
      const res = await send(proc.url, step)
      answered++
      if (res.status === 200) acknowledged.push({ step, data: res.body.data })
      if (answered >= killAfter && !killed) {
        inFlightAtKill = steps.length - answered
        killed = proc.kill()
      }
    }),
  )
  await killed
  return { acknowledged, inFlightAtKill }
}

/** Every way the totals could disagree with the rows; empty when the database is consistent. */
async function invariantViolations() {
  return withDatabase(async (query) => ({
    companies: await query(`
      with approved as (
        select company_id,
          sum(total_quantity) as quantity,
          coalesce(sum(final_amount) filter (where payment_method = 'BANK'), 0) as bank,
          coalesce(sum(final_amount) filter (where payment_method = 'UPI'), 0) as upi,
          coalesce(sum(final_amount) filter (where payment_method = 'MANUAL'), 0) as manual,
          coalesce(sum(final_amount) filter (where payment_method = 'CRYPTO'), 0) as crypto
        from purchases where status = 'APPROVED' group by company_id)
      select c.id, c.private_supply::text, c.remaining_private_supply::text, c.tokens_sold::text, coalesce(a.quantity, 0)::text as approved_quantity,
        c.collected_upi::text, coalesce(a.upi, 0)::text as approved_upi, c.collected_manual::text, coalesce(a.manual, 0)::text as approved_manual
      from companies c left join approved a on a.company_id = c.id
      where c.remaining_private_supply <> c.private_supply - coalesce(a.quantity, 0)
         or c.tokens_sold <> coalesce(a.quantity, 0)
         or c.collected_bank <> coalesce(a.bank, 0)
         or c.collected_upi <> coalesce(a.upi, 0)
         or c.collected_manual <> coalesce(a.manual, 0)
         or c.collected_crypto <> coalesce(a.crypto, 0)`),
    members: await query(`
      select u.id, coalesce(h.stock_balance, 0)::text as stock_balance, coalesce(sum(p.total_quantity) filter (where p.status = 'APPROVED'), 0)::text as approved_quantity
      from users u left join holdings h on h.user_id = u.id left join purchases p on p.user_id = u.id
      group by u.id, h.stock_balance
      having coalesce(h.stock_balance, 0) <> coalesce(sum(p.total_quantity) filter (where p.status = 'APPROVED'), 0)`),
    decisions: await query(`
      select id, status from purchases
      where (status = 'PENDING') <> (decided_at is null and decided_by_id is null)`),
  }))
}

async function purchasesById(ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; status: string; amount: string; purchase_ref: string; user_id: string }>()
  const list = ids.map((id) => `'${id}'`).join(',')
  const rows = await withDatabase((query) =>
    query<{ id: string; status: string; amount: string; purchase_ref: string; user_id: string }>(
      `select id, status::text, amount::text, purchase_ref, user_id from purchases where id in (${list})`,
    ),
  )
  return new Map(rows.map((row) => [row.id, row]))
}

async function pendingOfDemoCompany(): Promise<string[]> {
  return withDatabase((query) =>
    query<{ id: string }>(`select id from purchases where company_id = '${DEMO_COMPANY_ID}' and status = 'PENDING' order by created_at`).then((rows) => rows.map((r) => r.id)),
  )
}

describe(`crash safety on ${driver}: SIGKILL mid-burst, restart, nothing lost or half applied`, () => {
  beforeAll(async () => {
    dataDir = tempDataDir('crash')
    if (onPostgres) scratch = await createScratchDatabase()
    const proc = await start()
    adminToken = await login(proc.url, 'admin', DEMO_ADMIN)
    const demoToken = await login(proc.url, 'member', { companyId: DEMO_COMPANY_ID, ...DEMO_MEMBER })
    const profile = await call(proc.url, 'GET', '/api/v1/user/auth/profile/get', { token: demoToken })
    members.push({ id: profile.body.data.id, token: demoToken, receipts: await uploadReceipts(proc.url, demoToken) })
    for (let i = 0; i < 3; i++) {
      const email = `crash-${i}-${Date.now()}@member.example`
      const added = await call(proc.url, 'POST', '/api/v1/admin/auth/add', {
        token: adminToken,
        body: { role: 'USER', name: `Crash Member ${i}`, mobile: `9${String(Date.now()).slice(-6)}00${i}`, email, password: MEMBER_PASSWORD },
      })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      const token = await login(proc.url, 'member', { companyId: DEMO_COMPANY_ID, email, password: MEMBER_PASSWORD })
      members.push({ id: added.body.data.id, token, receipts: await uploadReceipts(proc.url, token) })
    }
    // Pending purchases for the first burst to approve, made before any crash.
    for (let i = 0; i < 50; i++) {
      const step = newSubmission(i)
      const res = await send(proc.url, step)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
  }, 240_000)

  afterAll(async () => {
    await server?.kill()
    await scratch?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  it(`${KILL_POINTS.length} rounds of 100 submissions and 50 approvals interleaved, killed after ${KILL_POINTS.join(' and ')} answers: every acknowledged write survives and the totals match the rows`, async () => {
    const report: string[] = []
    for (const [index, killAfter] of KILL_POINTS.entries()) {
      const round = index + 1
      // How many of the last round's purchases were still pending when its kill landed depends on
      // which of its in-flight requests the database finished first; top up to 50 before the burst.
      const pendingBefore = await pendingOfDemoCompany()
      // withDatabase stops a PGlite server to read its folder; the burst needs it running.
      const live = server ?? (await start())
      const toppedUp: string[] = []
      for (let i = pendingBefore.length; i < 50; i++) {
        const res = await send(live.url, newSubmission(round * 1000 + 500 + i))
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        toppedUp.push(res.body.data.id)
      }
      const targets = [...pendingBefore, ...toppedUp].slice(0, 50)
      expect(targets).toHaveLength(50)
      const submissions = Array.from({ length: 100 }, (_, i) => newSubmission(round * 1000 + i))
      // Two submissions, then an approval, over and over.
      const steps: Step[] = []
      for (let i = 0, s = 0, a = 0; s < submissions.length || a < targets.length; i++) {
        if (i % 3 === 2 && a < targets.length) steps.push({ kind: 'approve', purchaseId: targets[a++] })
        else if (s < submissions.length) steps.push(submissions[s++])
        else steps.push({ kind: 'approve', purchaseId: targets[a++] })
      }

      const { acknowledged, inFlightAtKill } = await burstAndKill(live, steps, killAfter)
      server = undefined
      const { signal } = await live.exited
      expect(signal).toBe('SIGKILL')
      expect(inFlightAtKill, 'the kill must land while requests are still in flight').toBeGreaterThan(0)

      // The product's own start is the recovery under test.
      await start()
      const ackSubmissions = acknowledged.filter((a) => a.step.kind === 'submit')
      const ackApprovals = acknowledged.filter((a) => a.step.kind === 'approve')
      report.push(
        `round ${round} (kill after ${killAfter}): ${ackSubmissions.length} submissions and ${ackApprovals.length} approvals acknowledged, ${inFlightAtKill} in flight at the kill`,
      )
      expect(ackSubmissions.length + ackApprovals.length).toBeGreaterThan(0)

      const stored = await purchasesById(acknowledged.map((a) => a.data.id))
      for (const { step, data } of ackSubmissions) {
        const row = stored.get(data.id)
        const { member, body } = step as Submission
        expect(row, `acknowledged submission ${body.purchaseId} is missing`).toBeDefined()
        expect(row).toMatchObject({ purchase_ref: body.purchaseId, user_id: member.id, amount: data.amount })
      }
      for (const { step } of ackApprovals) {
        const { purchaseId } = step as Approval
        expect(stored.get(purchaseId)?.status, `acknowledged approval of ${purchaseId}`).toBe('APPROVED')
      }
      expect(await invariantViolations()).toEqual({ companies: [], members: [], decisions: [] })
    }
    console.info(`[crash safety on ${driver}] ${report.join('; ')}`)
  }, 360_000)
})

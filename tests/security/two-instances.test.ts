import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { RATE_LIMITS } from '../../server/lib/rate-limit'
import { onPostgres } from '../helpers/db'
import {
  call,
  createScratchDatabase,
  login,
  outboxCode,
  startServer,
  superadminLogin,
  tearDown,
  type Answer,
  type ScratchDatabase,
  type ServerProcess,
} from '../helpers/server-process'
import { pngBytes } from '../helpers/factories'
import { startLocalS3, type LocalS3 } from '../helpers/s3'

/**
 * "The API is stateless; run N instances on one PostgreSQL." Two real server processes share one
 * fresh database, and every race below is spread across both, so nothing in one process's memory
 * (a lock, a cache, a counter) can be what keeps the answers right: only the database can.
 */

const RACE_TIMEOUT = 240_000
const COMPANY_PASSWORD = 'Race@Admin2026'
const MEMBER_PASSWORD = 'Race@Member2026'

let dbHandle: ScratchDatabase
let sqlClient: pg.Client
let instances: ServerProcess[] = []
let superToken: string
let s3: LocalS3

/** The i-th request goes to instance i mod 2. */
const on = (i: number) => instances[i % instances.length].url

const tally = (answers: Answer[]) => answers.reduce<Record<number, number>>((acc, { status }) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {})

async function query<T extends pg.QueryResultRow = Record<string, string>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await sqlClient.query<T>(text, values)).rows
}

let companySeq = 0
let mobileSeq = 0
// A valid Indian mobile no other call in this file returns.
const runDigits = String(Date.now()).slice(-4)
const nextMobile = () => `8${runDigits}${String(++mobileSeq).padStart(5, '0')}`

interface RaceCompany {
  id: string
  admins: string[]
  members: { id: string; email: string; token: string }[]
}

/**
 * A company made as the platform makes one: the super admin adds it, its admin signs in and adds a
 * second admin and the members, who sign in. Each step goes to the other instance than the last.
 */
async function raceCompany(memberCount: number): Promise<RaceCompany> {
  const n = ++companySeq
  const tag = `${Date.now() % 100000}${n}`
  const adminEmail = `race-${tag}@admin.example`
  const created = await call(on(n), 'POST', '/api/v1/superadmin/company/add', {
    token: superToken,
    body: {
      companyName: `Race Co ${tag}`,
      email: adminEmail,
      mobile: '9123456780',
      companyAadhaarCard: '234567890124',
      companyPan: 'ABCDE1234F',
      companyAddress: '1 MG Road, Bengaluru',
      companyPincode: '560001',
      tokenName: `Race Coin ${tag}`,
      tokenSymbol: `R${tag}`.slice(0, 10),
      price: '10.00',
      totalSupply: '1000000',
      platformChargePercent: '2.00',
      adminPassword: COMPANY_PASSWORD,
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const companyId = created.body.data.id as string
  const firstAdmin = await login(on(n + 1), 'admin', { email: adminEmail, password: COMPANY_PASSWORD })

  const secondEmail = `race-${tag}-2@admin.example`
  const added = await call(on(n), 'POST', '/api/v1/admin/auth/add', {
    token: firstAdmin,
    body: { role: 'ADMIN', name: 'Second Admin', mobile: nextMobile(), email: secondEmail, password: COMPANY_PASSWORD },
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const secondAdmin = await login(on(n + 1), 'admin', { email: secondEmail, password: COMPANY_PASSWORD })

  const members = []
  for (let i = 0; i < memberCount; i++) {
    const email = `race-${tag}-m${i}@member.example`
    const res = await call(on(i), 'POST', '/api/v1/admin/auth/add', {
      token: firstAdmin,
      body: { role: 'USER', name: `Racer ${i}`, mobile: nextMobile(), email, password: MEMBER_PASSWORD },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    members.push({ id: res.body.data.id as string, email, token: await login(on(i + 1), 'member', { companyId, email, password: MEMBER_PASSWORD }) })
  }
  return { id: companyId, admins: [firstAdmin, secondAdmin], members }
}

function submit(i: number, token: string, body: Record<string, unknown>) {
  return call(on(i), 'POST', '/api/v1/user/package/purchase', { token, body })
}

/**
 * One admin's approval, as a client that honours 503: a burst of 200 approvals of one company queues
 * on the company's row, and under a loaded machine (CI beside other suites) some wait longer for a
 * pool connection than the server's 3 s, which sheds them with 503 and Retry-After. That answer is
 * "not decided, try again", not a decision; the races assert on the decisions (exactly once, never
 * oversold), so a shed request is sent again, as the console's admin would click again.
 */
async function approve(i: number, token: string, id: string) {
  for (let attempt = 1; ; attempt++) {
    const answer = await call(on(i), 'POST', '/api/v1/admin/transaction/approve', { token, body: { id } })
    if (answer.status !== 503 || attempt === 20) return answer
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(answer.headers.get('retry-after') ?? 1)))
  }
}

async function companyRow(id: string) {
  const [row] = await query(
    `select private_supply, remaining_private_supply, tokens_sold, collected_bank, collected_upi, collected_manual, collected_crypto
     from companies where id = $1`,
    [id],
  )
  return row
}

describe.skipIf(!onPostgres)('two server instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    dbHandle = await createScratchDatabase()
    sqlClient = new pg.Client({ connectionString: dbHandle.url })
    // Both start together on the empty database: the migrator and the seed must take turns.
    // Both trust the loopback as their proxy, so a test can speak for many clients with X-Forwarded-For.
    // And both keep uploads in one S3-protocol bucket, as a deployment of several instances must.
    s3 = await startLocalS3()
    const behindProxy = { databaseUrl: dbHandle.url, env: { TRUST_PROXY: '127.0.0.1', ...s3.env } }
    instances = await Promise.all([startServer(behindProxy), startServer(behindProxy)])
    await sqlClient.connect()
    superToken = await superadminLogin(instances[0].url)
  }, 240_000)

  afterAll(async () => {
    await tearDown(instances, dbHandle, sqlClient)
    await s3?.close()
  }, 60_000)

  it('a receipt uploaded through one instance opens through the other, byte for byte', async () => {
    const company = await raceCompany(1)
    const [member] = company.members
    const form = new FormData()
    const bytes = pngBytes(64 * 1024)
    form.append('medias', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'receipt.png')
    const uploaded = await fetch(`${on(0)}/api/v1/superadmin/media/add`, { method: 'POST', headers: { authorization: member.token }, body: form })
    expect(uploaded.status).toBe(200)
    const [{ id, url }] = (await uploaded.json()).data as { id: string; url: string }[]

    const opened = await fetch(`${on(1)}${url}`)
    expect(opened.status).toBe(200)
    expect(Buffer.from(await opened.arrayBuffer()).equals(bytes)).toBe(true)
    // A fresh link asked of the second instance works on the first.
    const link = await call<{ data: { url: string } }>(on(1), 'GET', `/api/v1/media/${id}/link`, { token: member.token })
    expect(link.status).toBe(200)
    expect((await fetch(`${on(0)}${link.body.data.url}`)).status).toBe(200)
    // The bytes are in the shared bucket, not on either instance's disk.
    const [{ storage_name }] = await query<{ storage_name: string }>(`select storage_name from media where id = $1`, [id])
    expect(await s3.storedNames()).toContain(storage_name)
    for (const instance of instances) expect(fs.existsSync(`${instance.dataDir}/uploads/${storage_name}`)).toBe(false)
  })

  it('started together, they migrated once and seeded the demo company once', async () => {
    const [{ count: companies }] = await query(`select count(*)::int as count from companies where token_symbol = 'STR'`)
    expect(companies).toBe(1)
    const [{ count: migrations }] = await query(`select count(*)::int as count from drizzle.__drizzle_migrations`)
    const [{ count: distinct }] = await query(`select count(distinct hash)::int as count from drizzle.__drizzle_migrations`)
    expect(migrations).toBe(distinct)
    const [{ count: secrets }] = await query(`select count(*)::int as count from app_settings where key = 'jwt_secret'`)
    expect(secrets).toBe(1)
    // A token minted by one instance opens the other: the signing secret lives in the database.
    const profile = await call(instances[1].url, 'GET', '/api/v1/superadmin/company/list', { token: superToken })
    expect(profile.status).toBe(200)
  })

  it(
    '100 concurrent approvals of one purchase, spread over both instances and two admins: exactly one succeeds',
    async () => {
      const company = await raceCompany(1)
      const [member] = company.members
      const submitted = await submit(0, member.token, { purchaseId: 'PUR-100001', paymentMethod: 'MANUAL', amount: '100' })
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
      const purchaseId = submitted.body.data.id as string

      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => approve(i, company.admins[Math.floor(i / 2) % 2], purchaseId)))

      expect(tally(answers)).toEqual({ 200: 1, 409: 99 })
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body).toEqual({ status: false, code: 'PURCHASE_ALREADY_DECIDED', params: { status: 'approved' }, message: 'This purchase has already been approved.' })
      }
      const [purchase] = await query(`select status, total_quantity, final_amount from purchases where id = $1`, [purchaseId])
      expect(purchase).toMatchObject({ status: 'APPROVED', total_quantity: '10', final_amount: '102.00' })
      expect(await companyRow(company.id)).toMatchObject({
        private_supply: '300000.00',
        remaining_private_supply: '299990.00',
        tokens_sold: '10.00',
        collected_manual: '102.00',
      })
      const [user] = await query(`select stock_balance from holdings where user_id = $1`, [member.id])
      expect(user.stock_balance).toBe('10.00')
    },
    RACE_TIMEOUT,
  )

  it(
    '200 purchases approved concurrently against supply for 150: exactly 150 approved, 0 left, balances sum to the supply taken',
    async () => {
      const company = await raceCompany(4)
      // 70 INR at 10.00 buys 7 tokens, fee 2% = 1.40. Submitted concurrently too, 50 per member.
      const submissions = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          submit(i, company.members[i % 4].token, { purchaseId: `PUR-${String(200000 + i).padStart(6, '0')}`, paymentMethod: 'MANUAL', amount: '70' }),
        ),
      )
      expect(tally(submissions)).toEqual({ 200: 200 })
      const ids = submissions.map((s) => s.body.data.id as string)
      expect(new Set(ids).size).toBe(200)
      // Supply for exactly 150 of them, set the way a price or supply change would.
      await query(`update companies set remaining_private_supply = 1050 where id = $1`, [company.id])
      const before = await companyRow(company.id)

      const answers = await Promise.all(ids.map((id, i) => approve(i, company.admins[Math.floor(i / 2) % 2], id)))

      expect(tally(answers)).toEqual({ 200: 150, 409: 50 })
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body).toEqual({ status: false, code: 'SUPPLY_EXHAUSTED', message: 'Not enough tokens remain in the private supply to approve this purchase.' })
      }
      const approvedByAnswer = ids.filter((_, i) => answers[i].status === 200).sort()
      const rows = await query<{ id: string; status: string; user_id: string }>(`select id, status, user_id from purchases where company_id = $1`, [company.id])
      expect(
        rows
          .filter((r) => r.status === 'APPROVED')
          .map((r) => r.id)
          .sort(),
      ).toEqual(approvedByAnswer)
      expect(rows.filter((r) => r.status === 'PENDING')).toHaveLength(50)

      expect(await companyRow(company.id)).toEqual({
        ...before,
        remaining_private_supply: '0.00',
        tokens_sold: '1050.00',
        // 150 x 71.40
        collected_manual: '10710.00',
      })
      const balances = await query<{ id: string; stock_balance: string }>(
        `select u.id, coalesce(h.stock_balance, 0.00)::text as stock_balance from users u left join holdings h on h.user_id = u.id where u.company_id = $1 and u.role = 'USER'`,
        [company.id],
      )
      const total = balances.reduce((sum, b) => sum + Number(b.stock_balance), 0)
      expect(total).toBe(1050)
      for (const { id, stock_balance } of balances) {
        const approvedOfMember = rows.filter((r) => r.user_id === id && r.status === 'APPROVED').length
        expect(stock_balance).toBe(`${approvedOfMember * 7}.00`)
      }
    },
    RACE_TIMEOUT,
  )

  it(
    'referral rewards: 100 approvals of one purchase over both instances pay each level once',
    async () => {
      const company = await raceCompany(3)
      const [b, a, m] = company.members
      // B referred A, A referred M, as registering with each other's Member ID would have linked them.
      await query(`update users set referred_by_id = $2 where id = $1`, [a.id, b.id])
      await query(`update users set referred_by_id = $2 where id = $1`, [m.id, a.id])
      // 1,000 INR at 10.00 buys 100 tokens: level 1 (5%) earns 5, level 2 (1%) earns 1.
      const submitted = await submit(0, m.token, { purchaseId: 'PUR-300001', paymentMethod: 'MANUAL', amount: '1000' })
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
      const purchaseId = submitted.body.data.id as string

      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => approve(i, company.admins[Math.floor(i / 2) % 2], purchaseId)))

      expect(tally(answers)).toEqual({ 200: 1, 409: 99 })
      const rewards = await query(`select level::text, referrer_id, tokens::text, status from referral_rewards where purchase_id = $1 order by level`, [purchaseId])
      expect(rewards).toEqual([
        { level: '1', referrer_id: a.id, tokens: '5', status: 'PAID' },
        { level: '2', referrer_id: b.id, tokens: '1', status: 'PAID' },
      ])
      const balances = await query(`select user_id as id, stock_balance from holdings where user_id = any($1) order by stock_balance`, [[a.id, b.id, m.id]])
      expect(Object.fromEntries(balances.map((row) => [row.id, row.stock_balance]))).toEqual({ [b.id]: '1.00', [a.id]: '5.00', [m.id]: '100.00' })
      expect(await companyRow(company.id)).toMatchObject({ remaining_private_supply: '299894.00', tokens_sold: '100.00' })
    },
    RACE_TIMEOUT,
  )

  it(
    'two bulk approvals over overlapping purchases, one on each instance: each purchase decided exactly once, the outcomes add up',
    async () => {
      const company = await raceCompany(2)
      const submissions = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          submit(i, company.members[i % 2].token, { purchaseId: `PUR-${String(500000 + i).padStart(6, '0')}`, paymentMethod: 'MANUAL', amount: '70' }),
        ),
      )
      expect(tally(submissions)).toEqual({ 200: 60 })
      const ids = submissions.map((s) => s.body.data.id as string)
      // 0..39 and 20..59, the overlap sent in the other order, so the two calls meet in the middle.
      const first = ids.slice(0, 40)
      const second = [...ids.slice(40), ...ids.slice(20, 40).reverse()]

      const [a, b] = await Promise.all([
        call(on(0), 'POST', '/api/v1/admin/transaction/decide', { token: company.admins[0], body: { decision: 'APPROVE', ids: first } }),
        call(on(1), 'POST', '/api/v1/admin/transaction/decide', { token: company.admins[1], body: { decision: 'APPROVE', ids: second } }),
      ])

      expect(a.status, JSON.stringify(a.body)).toBe(200)
      expect(b.status, JSON.stringify(b.body)).toBe(200)
      type Outcome = { id: string; outcome: string; purchase?: { decidedBy: { id: string } } }
      const outcomes = [...a.body.data.outcomes, ...b.body.data.outcomes] as Outcome[]
      const decided = outcomes.filter((o) => o.outcome === 'DECIDED')
      expect(decided.map((o) => o.id).sort()).toEqual([...ids].sort())
      expect(outcomes.filter((o) => o.outcome === 'ALREADY_DECIDED')).toHaveLength(20)
      expect(a.body.data.decided + b.body.data.decided).toBe(60)
      expect(a.body.data.alreadyDecided + b.body.data.alreadyDecided).toBe(20)
      const rows = await query<{ id: string; status: string; decided_by_id: string }>(`select id, status, decided_by_id from purchases where id = any($1::uuid[])`, [ids])
      expect(rows.every((r) => r.status === 'APPROVED')).toBe(true)
      const decider = new Map(decided.map((o) => [o.id, o.purchase!.decidedBy.id]))
      for (const row of rows) expect(row.decided_by_id).toBe(decider.get(row.id))
      expect((await companyRow(company.id)).tokens_sold).toBe('420.00')
    },
    RACE_TIMEOUT,
  )

  it(
    'referral rewards: 200 purchases with referrers approved at once against a pool for 150 stay at or above zero, and supply taken = sold + rewards',
    async () => {
      const company = await raceCompany(5)
      const [referrer, ...buyers] = company.members
      await query(`update users set referred_by_id = $2 where id = any($1)`, [buyers.map((buyer) => buyer.id), referrer.id])
      // 200 INR at 10.00 buys 20 tokens and pays the referrer 1 (5%); level 2 rounds to nothing.
      const submissions = await Promise.all(
        Array.from({ length: 200 }, (_, i) => submit(i, buyers[i % 4].token, { purchaseId: `PUR-${String(400000 + i).padStart(6, '0')}`, paymentMethod: 'MANUAL', amount: '200' })),
      )
      expect(tally(submissions)).toEqual({ 200: 200 })
      const ids = submissions.map((res) => res.body.data.id as string)
      // A pool for exactly 150 of them with their rewards: 150 x (20 + 1).
      await query(`update companies set remaining_private_supply = 3150 where id = $1`, [company.id])

      const answers = await Promise.all(ids.map((id, i) => approve(i, company.admins[Math.floor(i / 2) % 2], id)))

      expect(tally(answers)).toEqual({ 200: 150, 409: 50 })
      const [books] = await query(
        `select c.remaining_private_supply::text as remaining, c.tokens_sold::text as sold, c.reward_tokens::text as rewards,
                (select coalesce(sum(total_quantity), 0)::text from purchases p where p.company_id = c.id and p.status = 'APPROVED') as approved_quantity,
                (select coalesce(sum(tokens), 0)::text from referral_rewards r where r.company_id = c.id) as reward_rows,
                (select count(*)::text from referral_rewards r where r.company_id = c.id) as reward_count,
                (select coalesce(sum(stock_balance), 0)::text from holdings h where h.company_id = c.id) as balances
         from companies c where c.id = $1`,
        [company.id],
      )
      expect(books).toEqual({
        remaining: '0.00',
        sold: '3000.00',
        rewards: '150.00',
        approved_quantity: '3000',
        reward_rows: '150',
        reward_count: '150',
        balances: '3150.00',
      })
      // Supply taken (3,150) = tokens sold + rewards, and every holder's balance is their own purchases and rewards.
      const [ref] = await query(`select stock_balance from holdings where user_id = $1`, [referrer.id])
      expect(ref.stock_balance).toBe('150.00')
    },
    RACE_TIMEOUT,
  )

  it(
    '50 concurrent registrations with one email and its code, spread over both: one account',
    async () => {
      const person = {
        companyId: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68',
        name: 'Asha Verma',
        email: `twin-${Date.now()}@member.example`,
        mobile: nextMobile(),
      }
      const sent = await call(on(1), 'POST', '/api/v1/user/auth/register/otp', { body: person })
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      const otp = await outboxCode(on(0), person.email)

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          // From 50 addresses, so the per-address registration limit does not decide the race.
          call(on(i), 'POST', '/api/v1/user/auth/register', {
            body: { ...person, otp, dateOfBirth: '1994-03-12', password: `Secret@2026-${i}` },
            headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
          }),
        ),
      )

      const counts = tally(answers)
      expect(counts[200]).toBe(1)
      expect((counts[400] ?? 0) + (counts[409] ?? 0)).toBe(49)
      for (const refused of answers.filter((a) => a.status !== 200)) expect([400, 409]).toContain(refused.status)
      const [{ count }] = await query(`select count(*)::int as count from users where email = $1`, [person.email])
      expect(count).toBe(1)
    },
    RACE_TIMEOUT,
  )

  it(
    'one super-admin code verified 50 times at once, spread over both: used once, one session',
    async () => {
      const email = 'super@str.example'
      const sent = await call(on(0), 'GET', `/api/v1/superadmin/auth/login/email/otp?email=${email}`)
      expect(sent.status).toBe(200)
      const otp = await outboxCode(on(1), email)
      const [{ count: before }] = await query(`select count(*)::int as count from sessions where role = 'SUPERADMIN'`)

      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call(on(i), 'POST', '/api/v1/superadmin/auth/login/verify', { body: { email, otp } })))

      expect(tally(answers)).toEqual({ 200: 1, 401: 49 })
      const [{ count: after }] = await query(`select count(*)::int as count from sessions where role = 'SUPERADMIN'`)
      expect(after).toBe(before + 1)
    },
    RACE_TIMEOUT,
  )

  it(
    'one password-reset code used by 50 concurrent resets with 50 passwords: exactly one password wins',
    async () => {
      const company = await raceCompany(1)
      const [member] = company.members
      const sent = await call(on(0), 'POST', '/api/v1/user/auth/forgot-password/otp', { body: { companyId: company.id, user: member.email } })
      expect(sent.status).toBe(200)
      const otp = await outboxCode(on(1), member.email)

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(on(i), 'POST', '/api/v1/user/auth/forgot-password', { body: { companyId: company.id, user: member.email, otp, password: `Reset@2026-${i}` } }),
        ),
      )

      expect(tally(answers)).toEqual({ 200: 1, 400: 49 })
      const winner = answers.findIndex((a) => a.status === 200)
      // The old session is revoked; the winner's password, and only it, signs in.
      expect((await call(on(0), 'GET', '/api/v1/user/auth/profile/get', { token: member.token })).status).toBe(401)
      await expect(login(on(1), 'member', { companyId: company.id, email: member.email, password: `Reset@2026-${winner}` })).resolves.toBeTruthy()
      const loser = (winner + 1) % 50
      const refused = await call(on(0), 'POST', '/api/v1/user/auth/login', { body: { companyId: company.id, user: member.email, password: `Reset@2026-${loser}` } })
      expect(refused.status).toBe(401)
    },
    RACE_TIMEOUT,
  )

  it(
    'rate limits are shared: sign-in tries and code sends alternating between the instances are counted once',
    async () => {
      const company = await raceCompany(1)
      const [member] = company.members
      // The member already signed in once from this address (raceCompany); that try counts too.
      const left = RATE_LIMITS.loginPerTargetAndIp.limit - 1
      const tries = Array.from({ length: left }, (_, i) =>
        call(on(i), 'POST', '/api/v1/user/auth/login', { body: { companyId: company.id, user: member.email, password: `Wrong@${i}` } }),
      )
      expect(tally(await Promise.all(tries))).toEqual({ 401: left })
      for (const instance of instances) {
        const limited = await call(instance.url, 'POST', '/api/v1/user/auth/login', { body: { companyId: company.id, user: member.email, password: MEMBER_PASSWORD } })
        expect(limited.status).toBe(429)
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      }

      const email = `flood-${Date.now()}@member.example`
      const sends = await Promise.all(
        Array.from({ length: RATE_LIMITS.otpPerTarget.limit + 3 }, (_, i) =>
          // Each from its own address: only the ceiling per target, shared by both instances, can refuse.
          call(on(i), 'POST', '/api/v1/user/auth/register/otp', {
            body: { companyId: company.id, name: 'Flood', email, mobile: nextMobile() },
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
          }),
        ),
      )
      expect(tally(sends)).toEqual({ 200: RATE_LIMITS.otpPerTarget.limit, 429: 3 })
    },
    RACE_TIMEOUT,
  )

  it(
    '50 concurrent submissions with one purchaseId, spread over both: one purchase, every answer names it',
    async () => {
      const company = await raceCompany(1)
      const [member] = company.members
      const body = { purchaseId: 'PUR-300001', paymentMethod: 'MANUAL', amount: '250' }

      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => submit(i, member.token, body)))

      expect(tally(answers)).toEqual({ 200: 50 })
      const rows = await query<{ id: string }>(`select id from purchases where user_id = $1 and purchase_ref = $2`, [member.id, body.purchaseId])
      expect(rows).toHaveLength(1)
      for (const answer of answers) expect(answer.body.data).toMatchObject({ id: rows[0].id, transactionId: 'PUR-300001', amount: '250.00', status: 'PENDING' })
    },
    RACE_TIMEOUT,
  )

  it(
    '50 concurrent submissions with one purchaseId but two different amounts: one purchase, the other content refused',
    async () => {
      const company = await raceCompany(1)
      const [member] = company.members
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => submit(i, member.token, { purchaseId: 'PUR-300002', paymentMethod: 'MANUAL', amount: i % 2 ? '300' : '400' })),
      )

      const rows = await query<{ id: string; amount: string }>(`select id, amount from purchases where user_id = $1`, [member.id])
      expect(rows).toHaveLength(1)
      const counts = tally(answers)
      expect((counts[200] ?? 0) + (counts[409] ?? 0)).toBe(50)
      // Every copy with the stored content is answered with it; every copy with the other is refused.
      answers.forEach((answer, i) => {
        const amount = i % 2 ? '300.00' : '400.00'
        if (amount === rows[0].amount) expect(answer.body.data).toMatchObject({ id: rows[0].id, amount })
        else expect(answer.status).toBe(409)
      })
    },
    RACE_TIMEOUT,
  )
})

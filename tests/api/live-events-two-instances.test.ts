import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import app, { serverOptions } from '../../server/app'
import { loadConfig } from '../../server/config'
import { openPostgres, type OpenDatabase } from '../../server/db/index'
import { createTestDatabase, onPostgres } from '../helpers/db'
import { DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { addMember, approve, insertPendingPurchases } from '../helpers/company-factories'
import { manualPurchase, submitPurchase } from '../helpers/purchase-factories'
import { openStream, ticketFor, type OpenStream } from '../helpers/live-stream'

/**
 * Two instances of the app on one PostgreSQL database, as production runs N of them: a change made
 * through one reaches the streams open on the other, through the database's notifications only.
 */

const instances: { server: FastifyInstance; url: string }[] = []
const open: OpenStream[] = []
let shared: OpenDatabase

async function startInstance(database: OpenDatabase) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-live-'))
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIR: path.join(dataDir, 'no-web') }) }
  const server = Fastify(serverOptions(config))
  await server.register(fp(app), { config, database })
  server.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  await server.listen({ host: '127.0.0.1', port: 0 })
  instances.push({ server, url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}` })
}

async function stream(url: string, ticket: string) {
  const opened = await openStream(url, ticket)
  open.push(opened)
  expect(opened.status).toBe(200)
  return opened
}

describe.skipIf(!onPostgres)('live events across two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    shared = await createTestDatabase()
    const [{ name }] = (await shared.db.execute<{ name: string }>(sql`select current_database() as name`)).rows
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.pathname = `/${name}`
    await startInstance(shared)
    // The second instance has a pool of its own on the same database, as another process would.
    await startInstance(await openPostgres(url.toString()))
  }, 180_000)

  afterAll(async () => {
    for (const s of open) s.close()
    // The second first: the first's close drops the scratch database.
    for (const { server } of instances.reverse()) await server.close()
  })

  it("an approval made on instance A reaches the member's stream open on instance B", async () => {
    const [a, b] = instances
    const member = await addMember(a.server, DEMO_COMPANY_ID)
    const [purchase] = await insertPendingPurchases(a.server, DEMO_COMPANY_ID, [member.id], 1)
    const live = await stream(b.url, await ticketFor(b.server, member.token!, 'user'))

    expect((await approve(a.server, await tokenFor(a.server, 'admin@str.example'), purchase)).statusCode).toBe(200)
    const heard = await live.waitFor((e) => e.data.purchaseId === purchase)
    expect(heard.data).toMatchObject({ type: 'purchase.decided', memberId: member.id, status: 'APPROVED' })
  })

  it("a purchase submitted on instance B reaches the admin's stream open on instance A", async () => {
    const [a, b] = instances
    const live = await stream(a.url, await ticketFor(a.server, await tokenFor(a.server, 'admin@str.example'), 'admin'))
    const member = await addMember(b.server, DEMO_COMPANY_ID)
    expect((await submitPurchase(b.server, member.token!, manualPurchase('100'))).statusCode).toBe(200)
    const heard = await live.waitFor((e) => e.data.memberId === member.id)
    expect(heard.data).toMatchObject({ type: 'purchase.submitted', companyId: DEMO_COMPANY_ID, status: 'PENDING' })
  })

  it('a ticket issued by one instance opens a stream on the other, once', async () => {
    const [a, b] = instances
    const member = await addMember(a.server, DEMO_COMPANY_ID)
    const ticket = await ticketFor(a.server, member.token!, 'user')
    await stream(b.url, ticket)
    const reused = await openStream(a.url, ticket)
    expect(reused.status).toBe(401)
  })

  it('closes its streams when its listening connection is lost, and listens again', async () => {
    const [a, b] = instances
    const member = await addMember(a.server, DEMO_COMPANY_ID)
    const before = await stream(b.url, await ticketFor(b.server, member.token!, 'user'))
    await shared.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN purchase_events'`)
    // Notices sent while nobody listened are lost: the stream ends so that its client reads again.
    await before.ended

    const [purchase] = await insertPendingPurchases(a.server, DEMO_COMPANY_ID, [member.id], 1)
    const adminToken = await tokenFor(a.server, 'admin@str.example')
    // Until it listens again, the instance opens no stream that would hear nothing: 503, then 200.
    let after: OpenStream | undefined
    const statuses: number[] = []
    await expect
      .poll(
        async () => {
          after = await openStream(b.url, await ticketFor(b.server, member.token!, 'user'))
          open.push(after)
          statuses.push(after.status)
          return after.status
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(200)
    expect(statuses.every((status) => status === 503 || status === 200)).toBe(true)
    expect((await approve(a.server, adminToken, purchase)).statusCode).toBe(200)
    await after!.waitFor((e) => e.data.purchaseId === purchase)
  })
})

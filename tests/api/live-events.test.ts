import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, DEMO_COMPANY_ID, tokenFor } from '../helpers/app'
import { addMember, approve, insertPendingPurchases, newCompanyWithAdmin, reject, setRemainingSupply } from '../helpers/company-factories'
import { manualPurchase, submitPurchase } from '../helpers/purchase-factories'
import { openStream, ticketFor, type OpenStream } from '../helpers/live-stream'

/**
 * Live events as a browser meets them: a signed-in client asks for a ticket, opens the stream with
 * it, and hears of the purchases it may see as soon as their change is committed.
 */

let server: FastifyInstance
let baseUrl: string
let adminToken: string
const open: OpenStream[] = []

async function stream(ticket?: string) {
  const opened = await openStream(baseUrl, ticket)
  open.push(opened)
  return opened
}

/** Lets a notification that would wrongly arrive do so before the test looks for it. */
const settle = () => new Promise((r) => setTimeout(r, 300))

beforeAll(async () => {
  server = await buildTestApp()
  await server.listen({ host: '127.0.0.1', port: 0 })
  baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  adminToken = await tokenFor(server, 'admin@str.example')
}, 120_000)

afterAll(async () => {
  for (const s of open) s.close()
  await server?.close()
})

describe('opening a stream', () => {
  it('refuses without a ticket, with an unknown one, with an expired one and with a used one: 401 LIVE_TICKET_INVALID', async () => {
    const member = await addMember(server, DEMO_COMPANY_ID)
    const refusals = [await stream(), await stream('nope'), await stream(randomBytes(32).toString('base64url'))]

    const expired = await ticketFor(server, member.token!, 'user')
    await server.db.execute(sql`update live_tickets set expires_at = now() - interval '1 second'`)
    refusals.push(await stream(expired))

    const once = await ticketFor(server, member.token!, 'user')
    const first = await stream(once)
    expect(first.status).toBe(200)
    first.close()
    refusals.push(await stream(once))

    for (const refused of refusals) {
      expect(refused.status).toBe(401)
      expect(refused.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(refused.body)).toMatchObject({ status: false, code: 'LIVE_TICKET_INVALID', message: 'Live updates could not start. Please reload the page.' })
    }
  })

  it('refuses the ticket of a session that signed out after asking for it', async () => {
    const member = await addMember(server, DEMO_COMPANY_ID)
    const ticket = await ticketFor(server, member.token!, 'user')
    const out = await server.inject({ method: 'POST', url: '/api/v1/user/auth/logout', headers: { authorization: member.token! } })
    expect(out.statusCode).toBe(200)
    const refused = await stream(ticket)
    expect(refused.status).toBe(401)
  })

  it('never takes the session token for a ticket, in the URL or in the Authorization header', async () => {
    const member = await addMember(server, DEMO_COMPANY_ID)
    const inUrl = await stream(member.token!)
    expect(inUrl.status).toBe(401)
    const inHeader = await fetch(`${baseUrl}/api/v1/events`, { headers: { authorization: member.token! } })
    expect(inHeader.status).toBe(401)
    expect(await inHeader.json()).toMatchObject({ code: 'LIVE_TICKET_INVALID' })
  })

  it('gives no ticket without a session, and none to the super admin', async () => {
    const none = await server.inject({ method: 'POST', url: '/api/v1/user/events/ticket' })
    expect(none.statusCode).toBe(401)
    const superadmin = await server.inject({ method: 'POST', url: '/api/v1/admin/events/ticket', headers: { authorization: await tokenFor(server, 'super@str.example') } })
    expect(superadmin.statusCode).toBe(403)
  })

  it('answers an event stream nothing may buffer, with the security headers of every answer', async () => {
    const member = await addMember(server, DEMO_COMPANY_ID)
    const ticket = await ticketFor(server, member.token!, 'user')
    const opened = await stream(ticket)
    expect(opened.status).toBe(200)
    expect(opened.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(opened.headers['cache-control']).toBe('no-cache, no-transform')
    expect(opened.headers['x-accel-buffering']).toBe('no')
    expect(opened.headers['content-security-policy']).toContain("default-src 'self'")
    await expect.poll(() => opened.comments).toContain('connected')
  })
})

describe('what a stream carries', () => {
  it("a member hears of the decisions on their own purchases, never of another member's", async () => {
    const [me, other] = [await addMember(server, DEMO_COMPANY_ID), await addMember(server, DEMO_COMPANY_ID)]
    const [mine, theirs] = [...(await insertPendingPurchases(server, DEMO_COMPANY_ID, [me.id], 1)), ...(await insertPendingPurchases(server, DEMO_COMPANY_ID, [other.id], 1))]
    const live = await stream(await ticketFor(server, me.token!, 'user'))

    expect((await approve(server, adminToken, theirs)).statusCode).toBe(200)
    expect((await reject(server, adminToken, mine)).statusCode).toBe(200)
    const heard = await live.waitFor((e) => e.data.purchaseId === mine)
    expect(heard).toEqual({
      event: 'purchase.decided',
      data: { type: 'purchase.decided', purchaseId: mine, memberId: me.id, companyId: DEMO_COMPANY_ID, status: 'REJECTED' },
    })
    await settle()
    expect(live.events.map((e) => e.data.purchaseId)).toEqual([mine])
  })

  it("a company admin hears of a new purchase of their company, never of another company's", async () => {
    const elsewhere = await newCompanyWithAdmin(server)
    const [ours, theirs] = [await addMember(server, DEMO_COMPANY_ID), await addMember(server, elsewhere.id)]
    const live = await stream(await ticketFor(server, adminToken, 'admin'))

    const foreign = await submitPurchase(server, theirs.token!, manualPurchase('100'))
    expect(foreign.statusCode, foreign.body).toBe(200)
    const submitted = await submitPurchase(server, ours.token!, manualPurchase('100'))
    expect(submitted.statusCode, submitted.body).toBe(200)

    const heard = await live.waitFor((e) => e.data.memberId === ours.id)
    expect(heard.event).toBe('purchase.submitted')
    expect(heard.data).toMatchObject({ companyId: DEMO_COMPANY_ID, status: 'PENDING' })
    await settle()
    expect(live.events.filter((e) => e.data.companyId !== DEMO_COMPANY_ID)).toEqual([])
    // The other company's own admin did hear of it.
    const theirLive = await stream(await ticketFor(server, elsewhere.admin.token, 'admin'))
    const again = await submitPurchase(server, theirs.token!, manualPurchase('150'))
    expect(again.statusCode).toBe(200)
    await theirLive.waitFor((e) => e.data.memberId === theirs.id)
  })

  it('says nothing of a decision that was rolled back', async () => {
    const elsewhere = await newCompanyWithAdmin(server)
    const member = await addMember(server, elsewhere.id)
    const [refused, rejected] = await insertPendingPurchases(server, elsewhere.id, [member.id], 2, { quantity: 10 })
    await setRemainingSupply(server, elsewhere.id, '0')
    const live = await stream(await ticketFor(server, member.token!, 'user'))

    // Oversold: the approval statement aborts, and its notification with it.
    expect((await approve(server, elsewhere.admin.token, refused)).statusCode).toBe(409)
    expect((await reject(server, elsewhere.admin.token, rejected)).statusCode).toBe(200)
    await live.waitFor((e) => e.data.purchaseId === rejected)
    await settle()
    expect(live.events.map((e) => e.data.purchaseId)).toEqual([rejected])
  })

  it('ends every open stream when the server shuts down, without waiting for their clients', async () => {
    const member = await addMember(server, DEMO_COMPANY_ID)
    const live = await stream(await ticketFor(server, member.token!, 'user'))
    expect(live.status).toBe(200)
    const started = Date.now()
    await server.close()
    await live.ended
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { auth, buildTestApp } from '../helpers/app'
import { addMember, adminGet, insertPendingPurchases, newCompanyWithAdmin, type TestCompany } from '../helpers/company-factories'

let server: FastifyInstance
let company: TestCompany

beforeAll(async () => {
  server = await buildTestApp()
  company = await newCompanyWithAdmin(server)
})
afterAll(async () => {
  await server.close()
})

function rejectWith(payload: Record<string, unknown>) {
  return server.inject({ method: 'POST', url: '/api/v1/admin/transaction/reject', headers: auth(company.admin.token), payload })
}

async function memberHistory(token: string) {
  const res = await server.inject({ method: 'GET', url: '/api/v1/user/transaction/list?status=REJECTED&page=1&limit=10', headers: auth(token) })
  expect(res.statusCode).toBe(200)
  return res.json().data.records as { id: string; rejectionReason: string | null }[]
}

describe('rejecting with a reason', () => {
  it('keeps the reason, trimmed, for the admin and the member', async () => {
    const member = await addMember(server, company.id)
    const [id] = await insertPendingPurchases(server, company.id, [member.id], 1)
    const res = await rejectWith({ id, reason: '  The UTR does not match any payment received.  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.rejectionReason).toBe('The UTR does not match any payment received.')

    const history = await adminGet(server, company.admin.token, 'transaction/list', { status: 'REJECTED' })
    expect(history.json().data.records.find((r: { id: string }) => r.id === id).rejectionReason).toBe('The UTR does not match any payment received.')
    expect(await memberHistory(member.token!)).toEqual([expect.objectContaining({ id, rejectionReason: 'The UTR does not match any payment received.' })])
  })

  it('rejects without a reason as the spec does, and the member then reads none', async () => {
    const member = await addMember(server, company.id)
    const [id] = await insertPendingPurchases(server, company.id, [member.id], 1)
    expect((await rejectWith({ id })).json().data.rejectionReason).toBeNull()
    expect(await memberHistory(member.token!)).toEqual([expect.objectContaining({ id, rejectionReason: null })])
  })

  it('refuses an overlong reason and leaves the purchase pending', async () => {
    const member = await addMember(server, company.id)
    const [id] = await insertPendingPurchases(server, company.id, [member.id], 1)
    const res = await rejectWith({ id, reason: 'x'.repeat(501) })
    expect(res.statusCode).toBe(400)
    expect(res.json().status).toBe(false)
    const pending = await adminGet(server, company.admin.token, 'transaction/list', { status: 'PENDING' })
    expect(pending.json().data.records.map((r: { id: string }) => r.id)).toContain(id)
  })

  it('refuses a blank reason, as the schema does, and leaves the purchase pending; the console leaves an empty one out', async () => {
    const member = await addMember(server, company.id)
    const [id] = await insertPendingPurchases(server, company.id, [member.id], 1)
    const blank = await rejectWith({ id, reason: '   ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ status: false, code: 'VALIDATION_FAILED', params: { field: 'reason' }, message: 'reason is required' })
    const pending = await adminGet(server, company.admin.token, 'transaction/list', { status: 'PENDING' })
    expect(pending.json().data.records.map((r: { id: string }) => r.id)).toContain(id)
    expect((await rejectWith({ id })).json().data.rejectionReason).toBeNull()
  })

  it('an approval keeps no reason', async () => {
    const member = await addMember(server, company.id)
    const [id] = await insertPendingPurchases(server, company.id, [member.id], 1)
    const res = await server.inject({ method: 'POST', url: '/api/v1/admin/transaction/approve', headers: auth(company.admin.token), payload: { id } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.rejectionReason).toBeNull()
  })
})

import { and, eq, isNull } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { users } from '../../server/db/schema'
import { auth, buildTestApp, tokenFor } from '../helpers/app'
import { addAdmin, addMember, approve, companyTotals, insertPendingPurchases, newCompanyWithAdmin, purchaseRows, userRow } from '../helpers/company-factories'
import { onPostgres } from '../helpers/db'

/** A company always keeps at least one active admin, whoever asks and however they race. */
describe('the last admin of a company', () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server.close())

  const updateUser = (token: string, payload: Record<string, unknown>) => server.inject({ method: 'PUT', url: '/api/v1/admin/auth/update', headers: auth(token), payload })
  const deleteUser = (token: string, id: string) => server.inject({ method: 'DELETE', url: '/api/v1/admin/auth/delete', headers: auth(token), payload: { id } })
  const activeAdmins = async (companyId: string) =>
    server.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, 'ADMIN'), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)))

  it('cannot remove themselves by sending their own id in upper case', async () => {
    const company = await newCompanyWithAdmin(server)
    const shouted = company.admin.id.toUpperCase()
    const deleted = await deleteUser(company.admin.token, shouted)
    expect(deleted.statusCode).toBe(400)
    expect(deleted.json().message).toBe('You cannot delete your own account.')
    const demoted = await updateUser(company.admin.token, { id: shouted, role: 'USER' })
    expect(demoted.statusCode).toBe(400)
    expect(demoted.json().message).toBe('You cannot change your own role or approval.')
    expect(await activeAdmins(company.id)).toEqual([{ id: company.admin.id }])
  })

  it('is kept by the database whatever statement tries to take the role, the status or the account', async () => {
    const company = await newCompanyWithAdmin(server)
    const second = await addAdmin(server, company.id, company.tokenSymbol)
    for (const set of [{ role: 'USER' as const }, { status: 'BLOCKED' as const }, { deletedAt: new Date() }]) {
      const everyAdmin = server.db.update(users).set(set).where(eq(users.companyId, company.id))
      await expect(everyAdmin).rejects.toMatchObject({ cause: { code: '23514', constraint: 'company_keeps_an_admin' } })
      expect(await activeAdmins(company.id)).toHaveLength(2)
    }
    // One of two may go; then the other is the last.
    await server.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, second.id))
    await expect(server.db.update(users).set({ role: 'USER' }).where(eq(users.id, company.admin.id))).rejects.toMatchObject({
      cause: { constraint: 'company_keeps_an_admin' },
    })
  })

  it('two admins demoting each other at the same moment leave one, with a clear answer to the other', async () => {
    const company = await newCompanyWithAdmin(server)
    const other = await addAdmin(server, company.id, company.tokenSymbol)
    const answers = await Promise.all([updateUser(company.admin.token, { id: other.id, role: 'USER' }), updateUser(other.token, { id: company.admin.id, role: 'USER' })])
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200)).toHaveLength(1)
    const refused = answers.find((a) => a.statusCode !== 200)!
    // 409 when both got past the handler and the database decided; 401 when the first had already ended the other's session.
    expect([401, 409]).toContain(refused.statusCode)
    if (refused.statusCode === 409) expect(refused.json().message).toBe('A company must keep at least one active admin.')
    expect(await activeAdmins(company.id)).toHaveLength(1)
  })

  it.skipIf(!onPostgres)('holds across two transactions interleaved on two connections', async () => {
    const company = await newCompanyWithAdmin(server)
    const other = await addAdmin(server, company.id, company.tokenSymbol)
    const pool = (server.db as unknown as { $client: pg.Pool }).$client
    const [first, second] = [await pool.connect(), await pool.connect()]
    try {
      await first.query('begin')
      await second.query('begin')
      await first.query(`update users set role = 'USER' where id = $1`, [other.id])
      // Waits for the first to finish, then counts what it left: nobody.
      const secondDemotion = second.query(`update users set deleted_at = now() where id = $1`, [company.admin.id]).then(
        () => null,
        (err: { constraint?: string }) => err.constraint,
      )
      await new Promise((resolve) => setTimeout(resolve, 200))
      await first.query('commit')
      expect(await secondDemotion).toBe('company_keeps_an_admin')
      await second.query('rollback')
    } finally {
      first.release()
      second.release()
    }
    expect(await activeAdmins(company.id)).toEqual([{ id: company.admin.id }])
  })

  it('lets the last active admin delete a blocked one: only active admins count', async () => {
    const company = await newCompanyWithAdmin(server)
    const other = await addAdmin(server, company.id, company.tokenSymbol)
    // The company's own admin was blocked by the platform: the other is the only active one left.
    await server.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.id, company.admin.id))
    const res = await deleteUser(other.token, company.admin.id)
    expect(res.statusCode).toBe(200)
    expect(await activeAdmins(company.id)).toEqual([{ id: other.id }])
  })
})

describe("a deleted member's purchases", () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server.close())

  it('are settled as rejected, with the reason, when the member is deleted; approving one later is refused', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const [pending, alsoPending] = await insertPendingPurchases(server, company.id, [member.id], 2, { quantity: 100 })
    const before = await companyTotals(server, company.id)
    const res = await server.inject({ method: 'DELETE', url: '/api/v1/admin/auth/delete', headers: auth(company.admin.token), payload: { id: member.id } })
    expect(res.statusCode).toBe(200)
    for (const row of await purchaseRows(server, [pending, alsoPending])) {
      expect(row).toMatchObject({ status: 'REJECTED', decidedById: company.admin.id, rejectionReason: "The member's account was deleted." })
      expect(row.decidedAt).toBeInstanceOf(Date)
    }
    const approval = await approve(server, company.admin.token, pending)
    expect(approval.statusCode).toBe(409)
    expect(await companyTotals(server, company.id)).toEqual(before)
    const list = await server.inject({ method: 'GET', url: '/api/v1/admin/transaction/list', headers: auth(company.admin.token) })
    const shown = list.json().data.records.find((r: { id: string }) => r.id === pending)
    expect(shown).toMatchObject({ status: 'REJECTED', rejectionReason: "The member's account was deleted.", decidedBy: { id: company.admin.id } })
  })

  it('cannot be approved when the member is gone, even if left pending from before', async () => {
    const company = await newCompanyWithAdmin(server)
    const member = await addMember(server, company.id)
    const [pending] = await insertPendingPurchases(server, company.id, [member.id], 1, { quantity: 100 })
    await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id))
    const before = await companyTotals(server, company.id)
    const approval = await approve(server, company.admin.token, pending)
    expect(approval.statusCode).toBe(409)
    expect(approval.json().message).toBe("This purchase's member account has been deleted, so it cannot be approved.")
    expect(await companyTotals(server, company.id)).toEqual(before)
    expect((await userRow(server, member.id)).stockBalance).toBe('0.00')
    expect((await purchaseRows(server, [pending]))[0].status).toBe('PENDING')
  })
})

describe('the super admin adds an admin to an existing company', () => {
  let server: FastifyInstance
  let superToken: string
  beforeAll(async () => {
    server = await buildTestApp()
    superToken = await tokenFor(server, 'super@str.example')
  })
  afterAll(() => server.close())

  const addCompanyAdmin = (token: string, payload: Record<string, unknown>) =>
    server.inject({ method: 'POST', url: '/api/v1/superadmin/company/admin/add', headers: auth(token), payload })
  const fields = (companyId: string, n: number) => ({
    companyId,
    name: `Rescue Admin ${n}`,
    email: `rescue-${n}@admin.example`,
    mobile: `70000000${String(n).padStart(2, '0')}`,
    password: 'Rescue@2026x',
  })

  it('gives a company whose only admin is locked out a way back in', async () => {
    const company = await newCompanyWithAdmin(server)
    const res = await addCompanyAdmin(superToken, fields(company.id, 1))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Admin added successfully',
      data: { name: 'Rescue Admin 1', email: 'rescue-1@admin.example', role: 'ADMIN', isApproved: true, status: 'ACTIVE' },
    })
    const login = await server.inject({ method: 'POST', url: '/api/v1/company/auth/login', payload: { email: 'rescue-1@admin.example', password: 'Rescue@2026x' } })
    expect(login.statusCode).toBe(200)
    const list = await server.inject({ method: 'GET', url: '/api/v1/admin/auth/list', headers: auth(login.json().data.token) })
    expect(list.json().data.records.map((u: { email: string }) => u.email)).toContain('rescue-1@admin.example')
  })

  it('keeps one admin per email across the platform, and answers 404 for a company that does not exist', async () => {
    const company = await newCompanyWithAdmin(server)
    const taken = await addCompanyAdmin(superToken, { ...fields(company.id, 2), email: 'admin@str.example' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('This email already belongs to a company admin.')
    const missing = await addCompanyAdmin(superToken, fields('7f1c1c1e-1111-4111-8111-111111111111', 3))
    expect(missing.statusCode).toBe(404)
  })

  it('is for the super admin only', async () => {
    const company = await newCompanyWithAdmin(server)
    const res = await addCompanyAdmin(company.admin.token, fields(company.id, 4))
    expect(res.statusCode).toBe(403)
  })
})

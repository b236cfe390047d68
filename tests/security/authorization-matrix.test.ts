import fs from 'node:fs'
import { randomUUID } from 'node:crypto'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { decodeJwt } from 'jose'
import { signToken, TOKEN_TTL_SECONDS } from '../../server/lib/tokens'
import { specificationPath } from '../../server/plugins/api'
import { auth, buildTestApp, latestCode, tokenFor } from '../helpers/app'

/**
 * Every operation of openapi.yaml against every kind of caller. The expected answer of each cell is
 * derived from the operation's security requirement, so an operation added to the contract is in
 * the matrix the moment it exists, and cannot ship without a wall.
 */

type Requirement = Record<string, string[]>
interface Operation {
  id: string
  method: string
  path: string
  security: Requirement[]
}

const spec = parse(fs.readFileSync(specificationPath, 'utf8'))
const operations: Operation[] = Object.entries(spec.paths as Record<string, Record<string, { operationId: string; security?: Requirement[] }>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ id: op.operationId, method: method.toUpperCase(), path, security: op.security ?? spec.security ?? [] })),
)
const secured = operations.filter((op) => op.security.length > 0)

type Caller = 'memberA' | 'memberB' | 'adminA' | 'adminB' | 'superadmin'
const roleOf: Record<Caller, 'USER' | 'ADMIN' | 'SUPERADMIN'> = {
  memberA: 'USER',
  memberB: 'USER',
  adminA: 'ADMIN',
  adminB: 'ADMIN',
  superadmin: 'SUPERADMIN',
}

/** Whether the contract lets this role through: authToken is for members, accessToken for the roles it names. */
function allows(op: Operation, role: 'USER' | 'ADMIN' | 'SUPERADMIN'): boolean {
  return op.security.some((req) =>
    Object.entries(req).every(([scheme, roles]) => (scheme === 'authToken' ? role === 'USER' : role !== 'USER' && (roles.length === 0 || roles.includes(role)))),
  )
}

function urlOf(op: Operation): string {
  return op.path.replace(/\{[^}]+\}/g, randomUUID())
}

describe('the authorization matrix', () => {
  let server: FastifyInstance
  const emails: Record<Caller, string> = {
    memberA: 'member@str.example',
    adminA: 'admin@str.example',
    superadmin: 'super@str.example',
    adminB: 'ops@matrix.example',
    memberB: 'member@matrix.example',
  }

  beforeAll(async () => {
    server = await buildTestApp()
    // Company B is made the way a super admin makes one, and its member the way its admin adds one.
    const superadmin = await tokenFor(server, emails.superadmin)
    const company = await server.inject({
      method: 'POST',
      url: '/api/v1/superadmin/company/add',
      headers: auth(superadmin),
      payload: {
        companyName: 'Matrix Coin Pvt Ltd',
        email: emails.adminB,
        mobile: '9123456780',
        companyAadhaarCard: '234567890124',
        companyPan: 'ABCDE1234F',
        companyAddress: '1 MG Road, Bengaluru',
        companyPincode: '560001',
        tokenName: 'Matrix Coin',
        tokenSymbol: 'MTX',
        price: '5.00',
        totalSupply: '1000000',
        platformChargePercent: '1.00',
        adminPassword: 'Matrix@2026!',
      },
    })
    expect(company.statusCode).toBe(200)
    const adminB = await tokenFor(server, emails.adminB)
    const member = await server.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/add',
      headers: auth(adminB),
      payload: { role: 'USER', name: 'Matrix Member', mobile: '9123456781', email: emails.memberB, password: 'Matrix@2026!' },
    })
    expect(member.statusCode).toBe(200)
  })
  afterAll(() => server.close())

  it('covers every operation of the contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40)
    expect(new Set(operations.map((op) => op.id)).size).toBe(operations.length)
  })

  describe.each(secured.map((op) => [op.id, op] as const))('%s', (_id, op) => {
    it('refuses a caller without a valid session with 401', async () => {
      const fresh = await tokenFor(server, emails.memberA)
      // The same live session, signed with an expiry in the past: only the token's exp is wrong.
      const claims = decodeJwt(fresh) as { sid: string; sub: string; cid: string }
      const expired = await signToken(
        server.jwtSecret,
        { sid: claims.sid, sub: claims.sub, role: 'USER', cid: claims.cid },
        Math.floor(Date.now() / 1000) - TOKEN_TTL_SECONDS.member - 60,
      )
      const revoked = await tokenFor(server, emails.adminA)
      await server.inject({ method: 'POST', url: '/api/v1/company/auth/logout', headers: auth(revoked) })
      const tampered = `${fresh.slice(0, -3)}${fresh.endsWith('AAA') ? 'BBB' : 'AAA'}`
      for (const header of [undefined, '', 'garbage', expired, revoked, tampered, `Bearer ${tampered}`]) {
        const res = await server.inject({
          method: op.method as 'GET',
          url: urlOf(op),
          headers: header === undefined ? {} : { authorization: header },
          payload: op.method === 'GET' ? undefined : {},
        })
        expect(res.statusCode, `${op.id} with ${header?.slice(0, 12)}`).toBe(401)
        expect(res.json().status).toBe(false)
      }
    })

    it.each(Object.keys(roleOf) as Caller[])('answers %s as its security requirement says', async (caller) => {
      const token = await tokenFor(server, emails[caller])
      const res = await server.inject({ method: op.method as 'GET', url: urlOf(op), headers: auth(token), payload: op.method === 'GET' ? undefined : {} })
      if (allows(op, roleOf[caller])) {
        expect([401, 403], `${op.id} must let ${caller} through, got ${res.body}`).not.toContain(res.statusCode)
      } else {
        expect(res.statusCode, `${op.id} must wall ${caller} off`).toBe(403)
        expect(res.json()).toEqual({ status: false, code: 'NO_ACCESS', message: 'You do not have access to this.' })
      }
      expect(res.statusCode, `${op.id} as ${caller}: ${res.body}`).toBeLessThan(500)
    })
  })

  it('a member of one company never sees another company through the member calls', async () => {
    const memberB = await tokenFor(server, emails.memberB)
    const price = await server.inject({ method: 'GET', url: '/api/v1/user/package/price/get', headers: auth(memberB) })
    expect(price.json().data.tokenSymbol).toBe('MTX')
    const details = await server.inject({ method: 'GET', url: '/api/v1/user/package/beneficiary/get', headers: auth(memberB) })
    expect(details.json().data).toEqual({ bankAccounts: [], upi: null })
  })

  it('the super admin code flow still works after the matrix signs everyone in and out', async () => {
    await server.inject({ method: 'GET', url: `/api/v1/superadmin/auth/login/email/otp?email=${emails.superadmin}` })
    const code = await latestCode(server, emails.superadmin)
    const res = await server.inject({ method: 'POST', url: '/api/v1/superadmin/auth/login/verify', payload: { email: emails.superadmin, otp: code } })
    expect(res.statusCode).toBe(200)
  })
})

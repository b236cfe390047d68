import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, DEMO_COMPANY_ID } from '../helpers/app'

/** Many accounts, two guesses each, from one address: under every per-account limit. */
describe('password spraying from one address', () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server.close())

  const adminLogin = (email: string, password: string, remoteAddress: string) =>
    server.inject({ method: 'POST', url: '/api/v1/company/auth/login', remoteAddress, payload: { email, password } })
  const memberLogin = (user: string, password: string, remoteAddress: string) =>
    server.inject({ method: 'POST', url: '/api/v1/user/auth/login', remoteAddress, payload: { companyId: DEMO_COMPANY_ID, user, password } })

  it('is stopped after 20 wrong passwords, across admin and member sign-ins', async () => {
    const sprayer = '198.51.100.20'
    const statuses: number[] = []
    for (let account = 0; account < 30; account++) {
      for (const password of ['Password@1', 'Welcome@123']) {
        const login = account % 2 ? adminLogin : memberLogin
        statuses.push((await login(`victim${account}@str.example`, password, sprayer)).statusCode)
      }
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses.slice(20)).toEqual(Array(40).fill(429))
    const blocked = await adminLogin('admin@str.example', 'Admin@2026!', sprayer)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json()).toMatchObject({ status: false })
  })

  it('does not stop anyone else, and right passwords never count', async () => {
    expect((await adminLogin('admin@str.example', 'Admin@2026!', '198.51.100.21')).statusCode).toBe(200)
    const office = '198.51.100.22'
    for (let i = 0; i < 19; i++) expect((await memberLogin(`typo${i}@str.example`, 'nope', office)).statusCode).toBe(401)
    for (let i = 0; i < 5; i++) expect((await memberLogin('member@str.example', 'Member@2026!', office)).statusCode).toBe(200)
    expect((await memberLogin('typo@str.example', 'nope', office)).statusCode).toBe(401)
    expect((await memberLogin('member@str.example', 'Member@2026!', office)).statusCode).toBe(429)
  })
})

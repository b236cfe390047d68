import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { auth, buildTestApp, tokenFor } from '../helpers/app'
import { registrationInput, requestRegistrationCode, signedInMember, uniqueIp } from '../helpers/factories'
import { latestCode } from '../helpers/app'

/** Names that would read differently in an admin's table, and birthdays that have not happened. */
describe('names and dates of birth', () => {
  let server: FastifyInstance
  beforeAll(async () => {
    server = await buildTestApp()
  })
  afterAll(() => server.close())

  const TRICKY_NAMES = [
    'Ravi\u202Egnp.exe', // right-to-left override
    'Ravi\u2066Kumar\u2069', // isolates
    'Ravi\u0007Kumar', // bell
    'Ravi\u001b[31mKumar', // terminal escape sequence
    'Ravi\nKumar',
    '   ',
  ]

  it('registration refuses them', async () => {
    for (const name of TRICKY_NAMES) {
      const res = await requestRegistrationCode(server, { ...registrationInput(), name })
      expect(res.statusCode, JSON.stringify(name)).toBe(400)
    }
    expect((await requestRegistrationCode(server, { ...registrationInput(), name: 'रवि कुमार' })).statusCode).toBe(200)
  })

  it('the profile and the admin console refuse them too', async () => {
    const member = await signedInMember(server)
    const admin = await tokenFor(server, 'admin@str.example')
    for (const name of TRICKY_NAMES) {
      const profile = await server.inject({ method: 'PUT', url: '/api/v1/user/auth/profile/update', headers: auth(member.token), payload: { name, password: member.password } })
      // A blank field on the profile form means "unchanged" (the form posts every field).
      if (name.trim()) expect(profile.statusCode, JSON.stringify(name)).toBe(400)
      else expect(profile.json().data.name).toBe(member.name)
      const added = await server.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/add',
        headers: auth(admin),
        payload: { name, mobile: '9000000001', email: 'tricky@member.example', role: 'USER', password: 'Secret@2026' },
      })
      expect(added.statusCode, JSON.stringify(name)).toBe(400)
    }
  })

  it('refuses a date of birth in the future, on registration and on the profile', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const input = registrationInput()
    expect((await requestRegistrationCode(server, input)).statusCode).toBe(200)
    const otp = await latestCode(server, input.email)
    const res = await server.inject({ method: 'POST', url: '/api/v1/user/auth/register', remoteAddress: uniqueIp(), payload: { ...input, otp, dateOfBirth: tomorrow } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ status: false, message: 'Date of birth cannot be in the future.' })
    const ok = await server.inject({ method: 'POST', url: '/api/v1/user/auth/register', remoteAddress: uniqueIp(), payload: { ...input, otp, dateOfBirth: '1990-05-01' } })
    expect(ok.statusCode, ok.body).toBe(200)

    const member = await signedInMember(server)
    const profile = await server.inject({ method: 'PUT', url: '/api/v1/user/auth/profile/update', headers: auth(member.token), payload: { dateOfBirth: tomorrow, password: member.password } })
    expect(profile.statusCode).toBe(400)
    expect(profile.json().message).toBe('Date of birth cannot be in the future.')
    const ancient = await server.inject({ method: 'PUT', url: '/api/v1/user/auth/profile/update', headers: auth(member.token), payload: { dateOfBirth: '1850-01-01', password: member.password } })
    expect(ancient.statusCode).toBe(400)
  })
})

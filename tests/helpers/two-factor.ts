import { generate } from 'otplib'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { auth } from './app'
import { uniqueIp } from './factories'

/**
 * Two-factor sign-in as a person does it: the authenticator app's codes are computed here with
 * otplib from the secret the server showed, at the current time step or one ahead (the server takes
 * one step of drift either way, and each step once).
 */

/** The code the app shows `steps` periods of 30 s from now. */
export function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })
}

/** Six digits that are none of the codes the server would take right now. */
export async function wrongCodeFor(secret: string): Promise<string> {
  const live = new Set(await Promise.all([-1, 0, 1].map((s) => codeAt(secret, s))))
  let n = 123456
  while (live.has(String(n).padStart(6, '0'))) n = (n + 1) % 1_000_000
  return String(n).padStart(6, '0')
}

export type Console = 'company' | 'superadmin'
const base = (console: Console) => (console === 'company' ? '/api/v1/company/auth/two-factor' : '/api/v1/superadmin/auth/two-factor')

export function twoFactorCall(server: FastifyInstance, console: Console, token: string, action: '' | 'setup' | 'enable' | 'disable' | 'recovery-codes', payload?: object) {
  return server.inject({
    method: action === '' ? 'GET' : 'POST',
    url: action === '' ? base(console) : `${base(console)}/${action}`,
    headers: auth(token),
    payload,
  })
}

/** Enrols the signed-in account: scans (reads) the secret, confirms with the current code. */
export async function enrol(server: FastifyInstance, console: Console, token: string) {
  const setup = await twoFactorCall(server, console, token, 'setup')
  expect(setup.statusCode, setup.body).toBe(200)
  const { secret, otpauthUri } = setup.json().data as { secret: string; otpauthUri: string }
  const enabled = await twoFactorCall(server, console, token, 'enable', { code: await codeAt(secret) })
  expect(enabled.statusCode, enabled.body).toBe(200)
  return { secret, otpauthUri, recoveryCodes: enabled.json().data.recoveryCodes as string[] }
}

export function adminPasswordLogin(server: FastifyInstance, email: string, password: string, ip = uniqueIp()) {
  return server.inject({ method: 'POST', url: '/api/v1/company/auth/login', remoteAddress: ip, payload: { email, password } })
}

export function adminCodeStep(server: FastifyInstance, challenge: string, code: string, ip = uniqueIp()) {
  return server.inject({ method: 'POST', url: '/api/v1/company/auth/login/two-factor', remoteAddress: ip, payload: { challenge, code } })
}

/** The password step, expecting a challenge of the given kind. */
export async function challengeFor(server: FastifyInstance, email: string, password: string, kind: 'VERIFY' | 'ENROL' = 'VERIFY') {
  const res = await adminPasswordLogin(server, email, password)
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().data).toEqual({ twoFactor: kind, challenge: expect.any(String), expiresInSeconds: 300 })
  return res.json().data.challenge as string
}

export function superadminAuthenticatorLogin(server: FastifyInstance, email: string, code: string, ip = uniqueIp()) {
  return server.inject({ method: 'POST', url: '/api/v1/superadmin/auth/login/authenticator', remoteAddress: ip, payload: { email, code } })
}

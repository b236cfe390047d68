import { describe, expect, it } from 'vitest'
import { fakeJwt, signInConsole } from '../../tests/web/factories'
import { clearConsoleSession, decodeJwtPayload, hasConsoleSession, startConsoleSession } from '@/lib/auth-storage'

describe('decodeJwtPayload', () => {
  it('reads the claims, including non-ASCII text', () => {
    const token = fakeJwt({ role: 'ADMIN', name: 'Zoë' })
    expect(decodeJwtPayload(token)).toMatchObject({ role: 'ADMIN' })
  })

  it('gives null for something that is not a JWT', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull()
    expect(decodeJwtPayload('a.%%%.c')).toBeNull()
    expect(decodeJwtPayload(`a.${btoa('[1,2]')}.c`)).toBeNull()
  })
})

describe('console session', () => {
  it('starts with the token, the logged-in flag and a reload counter of 1', () => {
    startConsoleSession('t')
    expect(window.localStorage.getItem('accessToken')).toBe('t')
    expect(window.localStorage.getItem('isLoggedIn')).toBe('true')
    expect(window.localStorage.getItem('reloadCount')).toBe('1')
    clearConsoleSession()
    expect(window.localStorage.length).toBe(0)
  })

  it('belongs to the role in the token', () => {
    signInConsole('ADMIN')
    expect(hasConsoleSession('ADMIN')).toBe(true)
    expect(hasConsoleSession('SUPERADMIN')).toBe(false)
  })

  it('is over once the token has expired', () => {
    signInConsole('SUPERADMIN', { exp: 1_000 })
    expect(hasConsoleSession('SUPERADMIN', 999_000)).toBe(true)
    expect(hasConsoleSession('SUPERADMIN', 1_000_000)).toBe(false)
  })
})

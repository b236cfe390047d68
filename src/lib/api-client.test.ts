import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../tests/web/msw'
import { fakeJwt, signInConsole } from '../../tests/web/factories'
import { companyLogin, getBeneficiary, getProfile, userLogin } from '@/client/sdk.gen'
import { adminClient, COMPANY_ID, setConsoleUnauthorizedHandler, setUnauthorizedHandler, userClient } from '@/lib/api-client'

afterEach(() => {
  setUnauthorizedHandler(() => {})
  setConsoleUnauthorizedHandler(() => {})
})

describe('userClient', () => {
  it('sends the stored authToken raw in Authorization', async () => {
    const token = fakeJwt({ role: 'USER' })
    window.localStorage.setItem('authToken', token)
    let seen: string | null = null
    server.use(
      http.get('/api/v1/user/auth/profile/get', ({ request }) => {
        seen = request.headers.get('Authorization')
        return HttpResponse.json({ status: false, message: 'nope' }, { status: 404 })
      }),
    )
    await getProfile({ client: userClient })
    expect(seen).toBe(token)
  })

  it('on a 401 for an authenticated call, forgets the token and hands over to the router', async () => {
    window.localStorage.setItem('authToken', 'stale')
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    server.use(http.get('/api/v1/user/auth/profile/get', () => HttpResponse.json({ status: false, message: 'Session expired' }, { status: 401 })))

    const { error } = await getProfile({ client: userClient })
    expect(error).toEqual({ status: false, message: 'Session expired' })
    expect(window.localStorage.getItem('authToken')).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('leaves a 401 from the login call alone (wrong password is not an expired session)', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    server.use(http.post('/api/v1/user/auth/login', () => HttpResponse.json({ status: false, message: 'Invalid email or password' }, { status: 401 })))

    await userLogin({ client: userClient, body: { companyId: COMPANY_ID, user: 'a@example.com', password: 'Secret@123' } })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('adminClient', () => {
  it('sends the stored accessToken raw in Authorization', async () => {
    window.localStorage.setItem('accessToken', 'admin-token')
    let seen: string | null = null
    server.use(
      http.get('/api/v1/admin/beneficiary/get', ({ request }) => {
        seen = request.headers.get('Authorization')
        return HttpResponse.json({ status: true, message: 'ok', data: null })
      }),
    )
    await getBeneficiary({ client: adminClient })
    expect(seen).toBe('admin-token')
  })

  it('on a 401 for the stored session, clears the console session and hands over to the login page', async () => {
    signInConsole('ADMIN')
    const onUnauthorized = vi.fn()
    setConsoleUnauthorizedHandler(onUnauthorized)
    server.use(http.get('/api/v1/admin/beneficiary/get', () => HttpResponse.json({ status: false, message: 'Session expired' }, { status: 401 })))

    const { error } = await getBeneficiary({ client: adminClient })
    expect(error).toEqual({ status: false, message: 'Session expired' })
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(window.localStorage.getItem('isLoggedIn')).toBeNull()
    expect(window.localStorage.getItem('reloadCount')).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('leaves a 401 from the admin login alone (wrong password is not an expired session)', async () => {
    const onUnauthorized = vi.fn()
    setConsoleUnauthorizedHandler(onUnauthorized)
    server.use(http.post('/api/v1/company/auth/login', () => HttpResponse.json({ status: false, message: 'Invalid email or password' }, { status: 401 })))

    await companyLogin({ client: adminClient, body: { email: 'admin@example.com', password: 'wrong' } })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('leaves a newer session alone when a 401 arrives for a token that is no longer stored', async () => {
    window.localStorage.setItem('accessToken', 'old-token')
    const onUnauthorized = vi.fn()
    setConsoleUnauthorizedHandler(onUnauthorized)
    server.use(http.get('/api/v1/admin/beneficiary/get', () => HttpResponse.json({ status: false, message: 'Session expired' }, { status: 401 })))

    const pending = getBeneficiary({ client: adminClient })
    signInConsole('ADMIN')
    await pending
    expect(window.localStorage.getItem('accessToken')).not.toBeNull()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

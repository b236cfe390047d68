import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { server } from '../../tests/web/msw'
import { signInConsole } from '../../tests/web/factories'
import { companyLogin, getBeneficiary, getProfile, userLogin } from '@/client/sdk.gen'
import { adminClient, COMPANY_ID, userClient } from '@/lib/api-client'
import { createAuth } from '@/lib/session'

let here = '/'
const goToLogin = vi.fn()
const queryClient = new QueryClient()

beforeEach(() => {
  here = '/'
  goToLogin.mockReset()
  createAuth(queryClient, { here: () => here, goToLogin })
})

const refused = () => HttpResponse.json({ status: false, message: 'Session expired' }, { status: 401 })

describe('a member session the server refuses', () => {
  it('is forgotten, and the member goes to the login saying so, with the page to return to', async () => {
    window.localStorage.setItem('authToken', 'stale')
    here = '/user/payment-history?page=2'
    queryClient.setQueryData(['profile'], { name: 'Asha' })
    server.use(http.get('/api/v1/user/auth/profile/get', refused))

    const { error } = await getProfile({ client: userClient })
    expect(error).toEqual({ status: false, message: 'Session expired' })
    expect(window.localStorage.getItem('authToken')).toBeNull()
    expect(queryClient.getQueryData(['profile'])).toBeUndefined()
    expect(goToLogin).toHaveBeenCalledExactlyOnceWith('/', { redirect: '/user/payment-history?page=2', expired: '1' })
  })

  it('is not a wrong password: a 401 from the login call is left alone', async () => {
    server.use(http.post('/api/v1/user/auth/login', () => HttpResponse.json({ status: false, message: 'Invalid email or password' }, { status: 401 })))

    await userLogin({ client: userClient, body: { companyId: COMPANY_ID, user: 'a@example.com', password: 'Secret@123' } })
    expect(goToLogin).not.toHaveBeenCalled()
  })
})

describe('a console session the server refuses', () => {
  it('is cleared, and the admin goes to the admin login saying so, with the page to return to', async () => {
    signInConsole('ADMIN')
    here = '/admin/usermanage?search=asha'
    server.use(http.get('/api/v1/admin/beneficiary/get', refused))

    const { error } = await getBeneficiary({ client: adminClient })
    expect(error).toEqual({ status: false, message: 'Session expired' })
    expect(window.localStorage.getItem('accessToken')).toBeNull()
    expect(window.localStorage.getItem('isLoggedIn')).toBeNull()
    expect(window.localStorage.getItem('reloadCount')).toBeNull()
    expect(goToLogin).toHaveBeenCalledExactlyOnceWith('/admin/login', { redirect: '/admin/usermanage?search=asha', expired: '1' })
  })

  it('sends a super admin to their own login', async () => {
    signInConsole('SUPERADMIN')
    here = '/superadmin/companymanage'
    server.use(http.get('/api/v1/admin/beneficiary/get', refused))

    await getBeneficiary({ client: adminClient })
    expect(goToLogin).toHaveBeenCalledExactlyOnceWith('/superadmin/login', { redirect: '/superadmin/companymanage', expired: '1' })
  })

  it('is not a wrong password: a 401 from the admin login is left alone', async () => {
    server.use(http.post('/api/v1/company/auth/login', () => HttpResponse.json({ status: false, message: 'Invalid email or password' }, { status: 401 })))

    await companyLogin({ client: adminClient, body: { email: 'admin@example.com', password: 'wrong' } })
    expect(goToLogin).not.toHaveBeenCalled()
  })

  it('leaves a newer session alone when a 401 arrives for a token that is no longer stored', async () => {
    window.localStorage.setItem('accessToken', 'old-token')
    server.use(http.get('/api/v1/admin/beneficiary/get', refused))

    const pending = getBeneficiary({ client: adminClient })
    signInConsole('ADMIN')
    await pending
    expect(window.localStorage.getItem('accessToken')).not.toBeNull()
    expect(goToLogin).not.toHaveBeenCalled()
  })
})

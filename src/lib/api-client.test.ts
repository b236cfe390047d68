import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../tests/web/msw'
import { fakeJwt } from '../../tests/web/factories'
import { getBeneficiary, getProfile } from '@/client/sdk.gen'
import { adminClient, userClient } from '@/lib/api-client'

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
})

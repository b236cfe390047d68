import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../../../tests/web/console-errors'
import { server } from '../../../tests/web/msw'
import { buildProfile, profileHandler } from '../../../tests/web/factories'
import { profileQueryOptions, warmProfile } from '@/features/accounts/profile-query'
import { createQueryClient } from '@/router'

describe('warmProfile', () => {
  it('does nothing without a stored token', () => {
    const queryClient = createQueryClient()
    warmProfile(queryClient)
    expect(queryClient.getQueryData(profileQueryOptions.queryKey)).toBeUndefined()
  })

  it('keeps the profile in the cache when the answer has a truthy status', async () => {
    window.localStorage.setItem('authToken', 'token')
    server.use(profileHandler(buildProfile({ name: 'Ravi' })))
    const queryClient = createQueryClient()
    warmProfile(queryClient)
    await vi.waitFor(() => expect(queryClient.getQueryData(profileQueryOptions.queryKey)?.data.name).toBe('Ravi'))
  })

  it('only logs a failure', async () => {
    window.localStorage.setItem('authToken', 'token')
    server.use(http.get('/api/v1/user/auth/profile/get', () => HttpResponse.json({ status: false, message: 'Server error' }, { status: 500 })))
    expectConsoleError(/Failed to retrieve user profile/)
    const queryClient = createQueryClient()
    warmProfile(queryClient)
    await vi.waitFor(() => expect(queryClient.getQueryState(profileQueryOptions.queryKey)?.status).toBe('error'))
    expect(queryClient.getQueryData(profileQueryOptions.queryKey)).toBeUndefined()
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { recordBodies } from '../../../../../tests/web/msw'
import { messageOk } from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'

// A build without a company id: VITE_COMPANY_ID empty and no built-in fallback.
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<object>()), COMPANY_ID: '' }))

describe('registration without a configured company id', () => {
  it('asks the member to contact support instead of requesting a code', async () => {
    const bodies = recordBodies('post', '/api/v1/user/auth/register/otp', () => messageOk('OTP sent to your email and mobile number.'))
    const { user } = await renderApp('/register')
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Asha Verma')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '9876543210')
    await user.click(screen.getByRole('button', { name: 'Request OTP' }))

    expect(await screen.findByText('Company ID is not configured. Please contact support.')).toBeInTheDocument()
    expect(bodies).toEqual([])
    expect(screen.getByRole('heading', { name: 'Request OTP' })).toBeInTheDocument()
  })
})

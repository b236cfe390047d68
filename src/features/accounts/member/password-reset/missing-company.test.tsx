import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../../../tests/web/render-app'

// A build without a company id: VITE_COMPANY_ID empty and no built-in fallback.
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<object>()), COMPANY_ID: '' }))

describe('forgot password without a configured company id', () => {
  it('asks for the email address and sends nothing (an unexpected request would fail the test)', async () => {
    const { user } = await renderApp('/fogot-password')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Send Code' }))
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'OTP' })).not.toBeInTheDocument()
  })
})

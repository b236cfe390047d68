import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../../../tests/web/render-app'
import { selectedToken } from '@/tokens/selected-token'

// The page the payment tabs' agreement links to.
describe('privacy policy at /privacy-policy', () => {
  it('is open to everyone and says what is collected, why, and the member rights', async () => {
    await renderApp('/privacy-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    expect(document.title).toBe(`${selectedToken.metaData.title} | Privacy Policy`)
    for (const section of ['1. What we collect', '2. Why we use it', '3. Who can see it', '4. How we protect it', '5. How long we keep it', '6. Your rights']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument()
    }
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023/)).toBeInTheDocument()
  })
})

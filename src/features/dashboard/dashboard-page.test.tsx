import { screen, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../tests/web/msw'
import { buildProfile, fakeJwt, profileHandler } from '../../../tests/web/factories'
import { renderApp } from '../../../tests/web/render-app'
import { selectedToken } from '@/tokens/selected-token'

function signIn() {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
}

function columnHeaders() {
  return screen.getAllByRole('columnheader').map((header) => header.textContent)
}

describe('member dashboard', () => {
  it('has the Dashboard title and shows both balances from the profile with the token symbol and icon', async () => {
    signIn()
    server.use(profileHandler(buildProfile({ globalStake: '1234567', stockBalance: '1500' })))
    await renderApp('/user/dashboard')

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(document.title).toBe(`${selectedToken.metaData.title} | Dashboard`)
    const global = screen.getByRole('button', { name: /Global Stock/ })
    const mine = screen.getByRole('button', { name: /My Stock/ })
    expect(await within(global).findByText('12,34,567')).toBeInTheDocument()
    expect(within(mine).getByText('1,500')).toBeInTheDocument()
    expect(within(global).getByText(selectedToken.symbol)).toBeInTheDocument()
    expect(global.querySelector(`img[src="${selectedToken.icon_url}"]`)).not.toBeNull()
    expect(within(mine).getByText('Member ID: STR1024')).toBeInTheDocument()
  })

  it('shows 0.0 for both balances until the profile arrives', async () => {
    signIn()
    server.use(http.get('/api/v1/user/auth/profile/get', () => delay('infinite')))
    await renderApp('/user/dashboard')
    expect(within(await screen.findByRole('button', { name: /Global Stock/ })).getByText('0.0')).toBeInTheDocument()
    expect(within(screen.getByRole('button', { name: /My Stock/ })).getByText('0.0')).toBeInTheDocument()
  })

  it('selects Global Stock first and switches the table between the two column sets', async () => {
    signIn()
    server.use(profileHandler())
    const { user } = await renderApp('/user/dashboard')

    const global = await screen.findByRole('button', { name: /Global Stock/ })
    const mine = screen.getByRole('button', { name: /My Stock/ })
    expect(global).toHaveAttribute('aria-pressed', 'true')
    expect(mine).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('heading', { name: 'Global Stock Details' })).toBeInTheDocument()
    expect(columnHeaders()).toEqual(['Stock Rank', 'Wallet Address', 'Stock Qty.', 'Transaction Hash', 'Date & time', 'Time Left'])

    await user.click(mine)
    expect(mine).toHaveAttribute('aria-pressed', 'true')
    expect(global).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('heading', { name: 'My Stock Details' })).toBeInTheDocument()
    expect(columnHeaders()).toEqual(['Member ID', 'Stock Qty.', 'Transaction Hash', 'Date & Time', 'Reward', 'Time Left'])

    await user.click(global)
    expect(columnHeaders()[0]).toBe('Stock Rank')
  })

  it("says 'No data available' in both tables, which have no rows", async () => {
    signIn()
    server.use(profileHandler())
    const { user } = await renderApp('/user/dashboard')
    const table = await screen.findByRole('table', { name: 'Global Stock Details' })
    expect(within(table).getByText('No data available')).toBeInTheDocument()
    expect(within(table).getAllByRole('row')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: /My Stock/ }))
    expect(within(screen.getByRole('table', { name: 'My Stock Details' })).getByText('No data available')).toBeInTheDocument()
  })

  it('is also the /user index page', async () => {
    signIn()
    server.use(profileHandler())
    await renderApp('/user')
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Global Stock/ })).toHaveAttribute('aria-pressed', 'true')
  })
})

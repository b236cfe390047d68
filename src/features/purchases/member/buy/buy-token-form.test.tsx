import { MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../../tests/web/msw'
import { buildProfile, buildTokenPrice, fakeJwt, messageFailure, paymentDetailsHandler, priceHandler, profileHandler, settingsHandler } from '../../../../../tests/web/factories'
import { renderApp } from '../../../../../tests/web/render-app'
import { BuyTokenForm } from '@/features/purchases/member/buy/buy-token-form'
import { createQueryClient } from '@/router'
import { selectedToken } from '@/tokens/selected-token'
import { theme } from '@/ui/theme'

const PRICE_URL = '/api/v1/user/package/price/get'

async function openBuyPage(price = buildTokenPrice()) {
  window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
  server.use(profileHandler(), priceHandler(price), settingsHandler(), paymentDetailsHandler())
  const view = await renderApp('/user/buy-token')
  await screen.findByRole('heading', { name: 'Buy Token' })
  await vi.waitFor(() => expect(valueOf('Platform fee')).not.toBe('—'))
  return view
}

function amountBox() {
  return screen.getByRole('textbox', { name: 'Amount (INR)' })
}

function buyButton() {
  return screen.getByRole('button', { name: 'BUY NOW' })
}

/** The value beside a label in the page's summary lists. */
function valueOf(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
}

describe('Buy Token page', () => {
  it('speaks Hindi to a member who chose it: the heading, the figures, the amount, its rules and BUY NOW', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      profileHandler(buildProfile({ language: 'hi' })),
      priceHandler(buildTokenPrice({ price: '10.00', platformChargePercent: '2.00' })),
      settingsHandler(),
      paymentDetailsHandler(),
    )
    const { user } = await renderApp('/user/buy-token')
    expect(await screen.findByRole('heading', { name: 'टोकन खरीदें' })).toBeInTheDocument()
    await vi.waitFor(() => expect(valueOf('प्लेटफ़ॉर्म शुल्क')).toBe('2%'))
    const amount = screen.getByRole('textbox', { name: 'राशि (INR)' })
    expect(amount).toHaveAttribute('placeholder', 'INR में राशि डालें')
    await user.type(amount, '5')
    expect(await screen.findByText('एक STR खरीदने के लिए कम से कम ₹10.00 डालें।')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '1000')
    expect(valueOf('अनुमानित टोकन')).toBe('100 STR')
    expect(screen.getByRole('button', { name: 'अभी खरीदें' })).toBeEnabled()
    expect(screen.getByText(/ध्यान दें: टोकन की खरीद अंतिम है।/)).toBeInTheDocument()
  })

  it('shows the title, the price per token, the remaining private supply and the fee percent', async () => {
    await openBuyPage(buildTokenPrice({ price: '12.50', platformChargePercent: '2.50', remainingPrivateSupply: '29999000' }))
    expect(screen.getByRole('heading', { name: 'Buy Token' })).toBeInTheDocument()
    expect(document.title).toBe(`${selectedToken.metaData.title} | Buy Token`)
    expect(screen.getByText('₹12.50 / STR')).toBeInTheDocument()
    expect(valueOf('Available remaining private supply')).toBe('2,99,99,000 STR')
    expect(valueOf('Platform fee')).toBe('2.5%')
    expect(valueOf('Estimated tokens')).toBe('0 STR')
    expect(screen.getByText(/purchases are final.*may vary with price fluctuation/)).toBeInTheDocument()
  })

  it('accepts only digits with one decimal point (and at most 2 places): other keys do nothing', async () => {
    const { user } = await openBuyPage()
    await user.type(amountBox(), 'a1b2.3.4x5-e')
    expect(amountBox()).toHaveValue('12.34')
    await user.clear(amountBox())
    await user.type(amountBox(), '.5')
    expect(amountBox()).toHaveValue('.5')
    await user.clear(amountBox())
    await user.paste('1,000')
    expect(amountBox()).toHaveValue('')
  })

  it.each([
    ['0.29', '0.29', '1'],
    ['0.58', '0.29', '2'],
    ['0.57', '0.29', '1'],
    ['0.3', '0.10', '3'],
    ['1000', '3.00', '333'],
    ['99.99', '10.00', '9'],
    ['123456', '0.01', '1,23,45,600'],
    ['0.57', '0.01', '57'],
  ])('estimates floor(%s / %s) = %s tokens exactly', async (amount, price, expected) => {
    const { user } = await openBuyPage(buildTokenPrice({ price, remainingPrivateSupply: '99999999999' }))
    await user.type(amountBox(), amount)
    expect(valueOf('Estimated tokens')).toBe(`${expected} STR`)
  })

  it.each([
    ['100', '2.00', '≈ ₹102.00'],
    ['1', '2.50', '≈ ₹1.03'],
    ['333.33', '18.00', '≈ ₹393.33'],
    ['123456.7', '0.00', '≈ ₹1,23,456.70'],
  ])('shows amount %s with a fee of %s percent as an approximate total of %s', async (amount, percent, expected) => {
    const { user } = await openBuyPage(buildTokenPrice({ price: '0.10', platformChargePercent: percent, remainingPrivateSupply: '99999999999' }))
    await user.type(amountBox(), amount)
    expect(valueOf('Approximate total (incl. fee)')).toBe(expected)
  })

  it("keeps BUY NOW disabled while the amount is empty or 0, and says 'Please enter a valid amount.'", async () => {
    const { user } = await openBuyPage()
    expect(buyButton()).toBeDisabled()
    await user.type(amountBox(), '0')
    expect(buyButton()).toBeDisabled()
    expect(screen.getByText('Please enter a valid amount.')).toBeInTheDocument()
    await user.type(amountBox(), '.00')
    expect(buyButton()).toBeDisabled()
    await user.clear(amountBox())
    await user.type(amountBox(), '100')
    expect(buyButton()).toBeEnabled()
    expect(screen.queryByText('Please enter a valid amount.')).not.toBeInTheDocument()
    await user.clear(amountBox())
    expect(buyButton()).toBeDisabled()
    expect(screen.getByText('Please enter a valid amount.')).toBeInTheDocument()
  })

  it('keeps BUY NOW disabled when the price is 0', async () => {
    const { user } = await openBuyPage(buildTokenPrice({ price: '0.00' }))
    await user.type(amountBox(), '100')
    expect(buyButton()).toBeDisabled()
  })

  it('keeps BUY NOW disabled for less than one token or more than the remaining supply, and says why', async () => {
    const { user } = await openBuyPage(buildTokenPrice({ price: '10.00', remainingPrivateSupply: '5' }))
    await user.type(amountBox(), '9.99')
    expect(buyButton()).toBeDisabled()
    expect(screen.getByText('Enter at least ₹10.00 to buy one STR.')).toBeInTheDocument()
    await user.clear(amountBox())
    await user.type(amountBox(), '60')
    expect(buyButton()).toBeDisabled()
    expect(screen.getByText('Only 5 STR remain for sale.')).toBeInTheDocument()
    await user.clear(amountBox())
    await user.type(amountBox(), '50')
    expect(buyButton()).toBeEnabled()
  })

  it('is pending for about a second, then opens the payment page with PUR-<last 6 digits of the time> and the amount', async () => {
    const { user, router } = await openBuyPage()
    await user.type(amountBox(), '0100.50')
    vi.spyOn(Date, 'now').mockReturnValue(1763730123456)
    const started = performance.now()
    await user.click(buyButton())

    expect(buyButton()).toBeDisabled()
    expect(buyButton()).toHaveAttribute('data-loading', 'true')
    expect(router.state.location.pathname).toBe('/user/buy-token')

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/payment'), { timeout: 3000 })
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
    expect(router.state.location.searchStr).toBe('?purchaseId=PUR-123456&purchaseAmount=100.5')
    expect(router.state.location.search).toEqual({ purchaseId: 'PUR-123456', purchaseAmount: '100.5' })
  })

  it("shows the server's message when the price cannot be loaded", async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      profileHandler(),
      http.get(PRICE_URL, () => messageFailure('Company not found.', 404)),
    )
    await renderApp('/user/buy-token')
    expect(await screen.findByText('Company not found.')).toBeInTheDocument()
    expect(buyButton()).toBeDisabled()
  })

  it("falls back to 'Failed to fetch token price'", async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      profileHandler(),
      http.get(PRICE_URL, () => HttpResponse.json({ status: false, message: '' }, { status: 500 })),
    )
    await renderApp('/user/buy-token')
    expect(await screen.findByText('Failed to fetch token price')).toBeInTheDocument()
  })

  it('shows a loading line for the price while it is on its way', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    server.use(
      profileHandler(),
      http.get(PRICE_URL, () => delay('infinite')),
    )
    await renderApp('/user/buy-token')
    expect(await screen.findByLabelText('Loading price')).toBeInTheDocument()
    // The amount waits for the price, so nothing typed is lost when the priced form takes over.
    expect(amountBox()).toBeDisabled()
    expect(buyButton()).toBeDisabled()
  })

  it('reads the price again on the next visit after it failed', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    // The first handler that matches answers: the failure once, then the price.
    server.use(
      profileHandler(),
      settingsHandler(),
      paymentDetailsHandler(),
      http.get(PRICE_URL, () => messageFailure('Company not found.', 404), { once: true }),
      priceHandler(buildTokenPrice({ price: '12.50' })),
    )
    const { router } = await renderApp('/user/buy-token')
    expect(await screen.findByText('Company not found.')).toBeInTheDocument()
    expect(valueOf('Platform fee')).toBe('—')
    await act(() => router.navigate({ to: '/user/payment', search: { purchaseId: 'PUR-123456', purchaseAmount: '100' } }))
    await act(() => router.navigate({ to: '/user/buy-token' }))
    expect(await screen.findByText('₹12.50 / STR')).toBeInTheDocument()
    expect(amountBox()).toBeEnabled()
  })
})

describe('Buy Token without a selected token', () => {
  function renderWithoutToken() {
    server.use(priceHandler())
    const queryClient = createQueryClient()
    const rootRoute = createRootRoute({ component: () => <BuyTokenForm token={undefined} /> })
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() })
    render(
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <Notifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>,
    )
    return { user: userEvent.setup(), router }
  }

  it("says 'Please select a token to proceed.' and refuses to buy with 'No token selected.'", async () => {
    const { user, router } = renderWithoutToken()
    expect(await screen.findByText('Please select a token to proceed.')).toBeInTheDocument()
    await screen.findByText('3,00,00,000 STR')
    await user.type(amountBox(), '100')
    await user.click(buyButton())
    expect(await screen.findByText('No token selected.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})

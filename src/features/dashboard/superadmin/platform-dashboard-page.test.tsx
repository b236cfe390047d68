import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../tests/web/msw'
import { messageFailure, signInConsole } from '../../../../tests/web/factories'
import { renderApp } from '../../../../tests/web/render-app'
import type { PlatformDashboard } from '@/client/types.gen'
import { localeReady } from '@/lib/locale'

const FIGURES: PlatformDashboard = {
  companies: 12,
  members: 123456,
  verifiedMembers: 98765,
  pendingPurchases: 1500,
  approvedPurchases: 250000,
  collections: { total: '12345678.90', bank: '10000000.00', upi: '2000000.90', manual: '345678.00', crypto: '0.00' },
}

function valueOf(section: HTMLElement, label: string) {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

async function openDashboard() {
  signInConsole('SUPERADMIN')
  window.localStorage.setItem('reloadCount', '2')
  const app = await renderApp('/superadmin/dashboard')
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  return app
}

describe('super admin dashboard', () => {
  it("shows the platform's companies, members, purchases and collections, in Indian format", async () => {
    server.use(http.get('/api/v1/superadmin/dashboard', () => HttpResponse.json({ status: true, message: 'ok', data: FIGURES })))
    await openDashboard()
    const members = screen.getByRole('region', { name: 'Members' })
    await waitFor(() => expect(valueOf(members, 'Total Member')).toBe('1,23,456'))
    expect(valueOf(members, 'Verification Completed')).toBe('98,765')
    expect(valueOf(screen.getByRole('region', { name: 'Companies' }), 'Companies')).toBe('12')
    const purchases = screen.getByRole('region', { name: 'Purchases' })
    expect([valueOf(purchases, 'Pending'), valueOf(purchases, 'Approved')]).toEqual(['1,500', '2,50,000'])
    const collections = screen.getByRole('region', { name: 'Collections' })
    expect(['Total', 'Bank', 'UPI', 'Manual', 'Crypto'].map((label) => valueOf(collections, label))).toEqual([
      '₹1,23,45,678.90',
      '₹1,00,00,000.00',
      '₹20,00,000.90',
      '₹3,45,678.00',
      '₹0.00',
    ])
  })

  it("shows '--' for every figure when the load fails", async () => {
    server.use(http.get('/api/v1/superadmin/dashboard', () => messageFailure('Something went wrong', 500)))
    await openDashboard()
    const collections = screen.getByRole('region', { name: 'Collections' })
    await waitFor(() => expect(valueOf(collections, 'Total')).toBe('--'))
    expect(valueOf(screen.getByRole('region', { name: 'Members' }), 'Total Member')).toBe('--')
    expect(screen.queryByText('Something went wrong')).toBeNull()
  })

  it('shows the loading page while a slow first load is on its way, then the figures', async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('/api/v1/superadmin/dashboard', async () => {
        await answered
        return HttpResponse.json({ status: true, message: 'ok', data: FIGURES })
      }),
    )
    signInConsole('SUPERADMIN')
    window.localStorage.setItem('reloadCount', '2')
    const opened = renderApp('/superadmin/dashboard')
    expect(await screen.findByLabelText('Loading page', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull()
    answer()
    await opened
    await waitFor(() => expect(valueOf(screen.getByRole('region', { name: 'Members' }), 'Total Member')).toBe('1,23,456'))
    expect(screen.queryByLabelText('Loading page')).toBeNull()
  })

  it('reads the figures again when the failed dashboard is loaded again', async () => {
    // The first handler that matches answers: the failure once, then the figures.
    server.use(
      http.get('/api/v1/superadmin/dashboard', () => messageFailure('Something went wrong', 500), { once: true }),
      http.get('/api/v1/superadmin/dashboard', () => HttpResponse.json({ status: true, message: 'ok', data: FIGURES })),
    )
    const { router } = await openDashboard()
    await waitFor(() => expect(valueOf(screen.getByRole('region', { name: 'Members' }), 'Total Member')).toBe('--'))
    await router.invalidate()
    await waitFor(() => expect(valueOf(screen.getByRole('region', { name: 'Members' }), 'Total Member')).toBe('1,23,456'))
  })
})

describe('super admin dashboard in Hindi', () => {
  it('speaks Hindi: the heading, the card titles and the figures they name', async () => {
    window.localStorage.setItem('language', 'hi')
    server.use(http.get('/api/v1/superadmin/dashboard', () => HttpResponse.json({ status: true, message: 'ok', data: FIGURES })))
    signInConsole('SUPERADMIN')
    window.localStorage.setItem('reloadCount', '2')
    await renderApp('/superadmin/dashboard')
    await localeReady()
    expect(await screen.findByRole('heading', { name: 'डैशबोर्ड' })).toBeInTheDocument()
    const members = screen.getByRole('region', { name: 'सदस्य' })
    await waitFor(() => expect(valueOf(members, 'कुल सदस्य')).toBe('1,23,456'))
    expect(valueOf(members, 'वेरिफ़िकेशन पूरा')).toBe('98,765')
    expect(valueOf(screen.getByRole('region', { name: 'कंपनियाँ' }), 'कंपनियाँ')).toBe('12')
    const purchases = screen.getByRole('region', { name: 'खरीद' })
    expect([valueOf(purchases, 'लंबित'), valueOf(purchases, 'मंज़ूर')]).toEqual(['1,500', '2,50,000'])
    const collections = screen.getByRole('region', { name: 'कलेक्शन' })
    expect(['कुल', 'बैंक', 'UPI', 'मैनुअल', 'क्रिप्टो'].map((label) => valueOf(collections, label))).toEqual([
      '₹1,23,45,678.90',
      '₹1,00,00,000.00',
      '₹20,00,000.90',
      '₹3,45,678.00',
      '₹0.00',
    ])
  })
})

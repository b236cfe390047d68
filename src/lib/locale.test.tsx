import { screen } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../tests/web/msw'
import { fakeJwt, messageOk, profileHandler, transactionsHandler } from '../../tests/web/factories'
import { renderApp } from '../../tests/web/render-app'

async function switchTo(user: Awaited<ReturnType<typeof renderApp>>['user'], name: 'English' | 'हिन्दी', label = 'Language') {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), name)
}

describe('the choice of language', () => {
  it('starts in English with <html lang="en"> for a browser that prefers English', async () => {
    await renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
  })

  it('switches the login page to Hindi in place: labels, <html lang>, and what was typed stays', async () => {
    const { user, router } = await renderApp('/')
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'asha@example.com')
    await switchTo(user, 'हिन्दी')
    // The Hindi words load on the first switch to Hindi.
    expect(await screen.findByRole('heading', { name: 'लॉग इन करें' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'ईमेल' })).toHaveValue('asha@example.com')
    expect(screen.getByLabelText(/^पासवर्ड/, { selector: 'input' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/fogot-password')
    expect(document.documentElement.lang).toBe('hi')
    // The server's next page for this reader is its Hindi one.
    expect(document.cookie).toMatch(/(^|; )lang=hi(;|$)/)
    expect(router.state.location.pathname).toBe('/')
    // and back
    await switchTo(user, 'English', 'भाषा')
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(document.cookie).toMatch(/(^|; )lang=en(;|$)/)
  })

  it('shows validation messages in the language of the moment', async () => {
    const { user } = await renderApp('/')
    await switchTo(user, 'हिन्दी')
    const email = await screen.findByRole('textbox', { name: 'ईमेल' })
    await user.type(email, 'asha@')
    await user.tab()
    expect(email).toHaveAccessibleDescription('कृपया सही ईमेल पता डालें।')
  })

  it('keeps the choice for the next start of the app (same local storage)', async () => {
    const first = await renderApp('/')
    await switchTo(first.user, 'हिन्दी')
    await screen.findByRole('heading', { name: 'लॉग इन करें' })
    first.unmount()
    document.documentElement.lang = ''
    await renderApp('/')
    expect(await screen.findByRole('heading', { name: 'लॉग इन करें' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('hi')
  })

  it('starts in Hindi for a browser whose first language is Hindi, until English is chosen', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['hi-IN', 'en-IN', 'en'])
    const { user } = await renderApp('/register')
    expect(await screen.findByRole('heading', { name: 'रजिस्टर करें' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('hi')
    await switchTo(user, 'English', 'भाषा')
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument()
    expect(window.localStorage.getItem('language')).toBe('en')
  })

  it('is in the header of the member area and renders the menu in Hindi there', async () => {
    window.localStorage.setItem('authToken', fakeJwt({ role: 'USER' }))
    // A signed-in member's choice is kept on the account too (user-layout.test.tsx).
    server.use(
      profileHandler(),
      transactionsHandler(),
      http.put('/api/v1/user/auth/profile/language', () => messageOk('Language updated')),
    )
    const { user } = await renderApp('/user/payment-history')
    await screen.findByRole('link', { name: 'Dashboard' })
    await switchTo(user, 'हिन्दी')
    expect(await screen.findByRole('link', { name: 'डैशबोर्ड' })).toHaveAttribute('href', '/user/dashboard')
    expect(screen.getByRole('link', { name: 'टोकन खरीदें' })).toHaveAttribute('href', '/user/buy-token')
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument()
  })

  it('is on the admin and super admin sign-in pages', async () => {
    const admin = await renderApp('/admin/login')
    await switchTo(admin.user, 'हिन्दी')
    expect(await screen.findByText('प्री-लॉन्च प्रोग्राम')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'लॉग इन करें' })).toBeInTheDocument()
    admin.unmount()
    await renderApp('/superadmin/login')
    expect(await screen.findByRole('heading', { name: 'सुपर एडमिन' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'OTP पाएँ' })).toBeInTheDocument()
  })
})

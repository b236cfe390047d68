import { Notifications } from '@mantine/notifications'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderUi } from '../../tests/web/render-ui'
import { loadMessages, setMessageLocale } from '@/lib/message-locale'
import { notifyError, notifySuccess, serverMessageOf } from '@/lib/notify'
import { m } from '@/paraglide/messages'

function toasts() {
  return document.querySelectorAll('.mantine-Notification-root')
}

describe('notifyError', () => {
  it('shows a string message as one toast', () => {
    renderUi(<Notifications />)
    act(() => notifyError({ status: false, message: 'Account is blocked' }, 'Failed to login a user'))
    expect(screen.getByText('Account is blocked')).toBeInTheDocument()
    expect(toasts()).toHaveLength(1)
  })

  it('shows a list message as one toast per item', () => {
    renderUi(<Notifications />)
    act(() => notifyError({ status: false, message: ['Name is required', 'Mobile is invalid'] }, 'Failed to send OTP'))
    expect(screen.getByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Mobile is invalid')).toBeInTheDocument()
    expect(toasts()).toHaveLength(2)
  })

  it('replaces a toast with the same words instead of stacking a copy', async () => {
    renderUi(<Notifications />)
    act(() => notifyError(undefined, 'Please enter a valid amount.'))
    const first = screen.getByText('Please enter a valid amount.')
    act(() => notifyError(undefined, 'Please enter a valid amount.'))
    await waitFor(() => expect(first).not.toBeInTheDocument())
    expect(screen.getAllByText('Please enter a valid amount.')).toHaveLength(1)
  })

  it('shows the fallback for a thrown Error or an empty message', () => {
    renderUi(<Notifications />)
    act(() => notifyError(new TypeError('Failed to fetch'), 'Failed to fetch transactions'))
    expect(screen.getByText('Failed to fetch transactions')).toBeInTheDocument()
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument()
    expect(serverMessageOf({ message: '  ' })).toBeUndefined()
    expect(serverMessageOf({ message: [] })).toBeUndefined()
  })
})

describe('notifySuccess', () => {
  afterEach(() => setMessageLocale('en'))

  it('replaces an older success toast with the newer one, while errors stay', async () => {
    renderUi(<Notifications />)
    act(() => notifyError(undefined, 'Failed to fetch transactions'))
    act(() => notifySuccess('Registration successful. Please log in.'))
    act(() => notifySuccess('Login successful'))
    expect(screen.getByText('Login successful')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Registration successful. Please log in.')).not.toBeInTheDocument())
    expect(screen.getByText('Failed to fetch transactions')).toBeInTheDocument()
  })

  it("shows the server's message in English, even where the SPA has words of its own", () => {
    renderUi(<Notifications />)
    act(() => notifySuccess('Profile updated successfully', m.done_profile_updated))
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument()
  })

  it("shows the SPA's words in Hindi, and the server's message where it has none", async () => {
    await loadMessages('hi')
    setMessageLocale('hi')
    renderUi(<Notifications />)
    act(() => notifySuccess('Profile updated successfully', m.done_profile_updated))
    expect(screen.getByText('प्रोफ़ाइल अपडेट हो गई')).toBeInTheDocument()
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument()
    act(() => notifySuccess('Language updated'))
    expect(screen.getByText('Language updated')).toBeInTheDocument()
  })
})

import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaQueryList } from '../../tests/web/match-media'
import { ColorSchemeToggle } from '@/ui/color-scheme-toggle'
import { theme } from '@/ui/theme'

const KEY = 'mantine-color-scheme-value'

/** The device's colour preference, as matchMedia answers it. */
function deviceIs(scheme: 'light' | 'dark') {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, query === '(prefers-color-scheme: dark)' && scheme === 'dark'))
}

const renderApp = () =>
  render(
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <ColorSchemeToggle />
    </MantineProvider>,
  )
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme')

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('ColorSchemeToggle', () => {
  it('follows a dark device and offers light mode', () => {
    deviceIs('dark')
    renderApp()
    expect(scheme()).toBe('dark')
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument()
  })

  it('switches a light device to dark and remembers the choice; switching back follows the device again', async () => {
    deviceIs('light')
    renderApp()
    expect(scheme()).toBe('light')
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }))
    expect(scheme()).toBe('dark')
    expect(localStorage.getItem(KEY)).toBe('dark')
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }))
    expect(scheme()).toBe('light')
    // Back to what the device asks for: no choice is kept, so a later change of the device's setting is followed.
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../tests/web/render-app'

const fontPreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')]

describe('the Devanagari font', () => {
  it('is not asked for by an English page, and is asked for, both weights, once Hindi is chosen', async () => {
    const { user } = await renderApp('/')
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument()
    expect(fontPreloads()).toEqual([])

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी')
    expect(await screen.findByRole('heading', { name: 'लॉग इन करें' })).toBeInTheDocument()
    const preloads = fontPreloads()
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      expect.stringMatching(/noto-sans-devanagari-hindi-400\.woff2/),
      expect.stringMatching(/noto-sans-devanagari-hindi-700\.woff2/),
    ])
    // In CORS mode, as the browser fetches a font: otherwise the preload is not used and the font comes twice.
    expect(preloads.every((link) => link.crossOrigin === 'anonymous' && link.type === 'font/woff2')).toBe(true)

    // Asked once: back to English and to Hindi again adds nothing.
    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'English')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'हिन्दी')
    await screen.findByRole('heading', { name: 'लॉग इन करें' })
    expect(fontPreloads()).toHaveLength(2)
  })
})

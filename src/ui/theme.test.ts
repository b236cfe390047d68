import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '@/ui/theme'

const full = mergeMantineTheme(DEFAULT_THEME, theme)
const resolve = (color: string, variant: string) => full.variantColorResolver({ color, variant, theme: full })

describe('the theme reads at WCAG AA', () => {
  it('gives a light badge or button of another hue the near-black (dark: near-white) text, and keeps the brand its own', () => {
    expect(resolve('green', 'light').color).toBe('var(--app-on-tint)')
    expect(resolve('teal', 'light').color).toBe('var(--app-on-tint)')
    expect(resolve('brand', 'light').color).not.toBe('var(--app-on-tint)')
    expect(resolve('green', 'outline').color).not.toBe('var(--app-on-tint)')
  })

  it('lightens dimmed text, links and the error red in dark mode', () => {
    const dark = cssVariablesResolver(full).dark
    expect(dark['--mantine-color-dimmed']).toBe('var(--mantine-color-dark-1)')
    expect(dark['--mantine-color-anchor']).toBe('var(--mantine-color-brand-3)')
    expect(dark['--mantine-color-error']).toBe('var(--mantine-color-red-4)')
  })
})

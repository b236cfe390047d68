import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  toRgba,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core'

/** Shades around the indigo of the STR logo (#4338ca at index 6, Mantine's default primary shade). */
const brand: MantineColorsTuple = ['#eef0ff', '#dcdffb', '#b7bcf2', '#8f96ea', '#6e76e3', '#5a62df', '#4338ca', '#3a30b3', '#31289b', '#261f80']

/**
 * The Latin font first, then Noto Sans Devanagari for Hindi (src/ui/devanagari-font.css: only
 * Devanagari characters use it, so a page in English never fetches it) and its system stand-in.
 */
const fontFamily = 'Inter, "Noto Sans Devanagari", "Noto Sans Devanagari Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/** WCAG relative luminance of a CSS colour Mantine can parse (hex or rgb[a]). */
function relativeLuminance(color: string): number {
  const { r, g, b } = toRgba(color)
  const [R, G, B] = [r, g, b].map((value) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * R + 0.7152 * G + 0.0722 * B
}

/** The contrast of white text on a background. */
export const whiteTextContrast = (background: string) => 1.05 / (relativeLuminance(background) + 0.05)

/** WCAG AA for text, with a little room so rounding never puts a colour under 4.5:1. */
const READABLE = 4.6

/**
 * The background of a filled control (a button, a badge) whose white label reaches WCAG AA: the asked
 * shade, or the first darker one that is readable, or, where even shade 9 is not (green), shade 9
 * darkened until it is. Mantine's default shade 6 of green, red, teal, orange... carries white text
 * at 2.4-3.3:1 (the purchase decisions' Approve and Reject).
 */
function readableFilled(colors: readonly string[], shade: number): string {
  for (let index = shade; index < colors.length; index += 1) if (whiteTextContrast(colors[index]) >= READABLE) return colors[index]
  let color = colors[colors.length - 1]
  for (let step = 0; step < 20 && whiteTextContrast(color) < READABLE; step += 1) color = darken(color, 0.05)
  return color
}

const readableVariants: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input)
  // A light badge or button of another hue than the brand (green WhatsApp, teal, orange...) keeps its
  // tint for the eye and takes the near-black (near-white in dark mode) text: Mantine's own shade on
  // the tint is under 4.5:1 (green: 3.8:1). The brand's light text is dark indigo and reads.
  if (input.variant === 'light' && !input.autoContrast) {
    const hue = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme })
    return hue.isThemeColor && hue.color !== input.theme.primaryColor ? { ...resolved, color: 'var(--app-on-tint)' } : resolved
  }
  if (input.variant !== 'filled' || input.autoContrast) return resolved
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme })
  if (!parsed.isThemeColor) return resolved
  const colors = input.theme.colors[parsed.color]
  const shade = parsed.shade ?? (typeof input.theme.primaryShade === 'number' ? input.theme.primaryShade : input.theme.primaryShade.light)
  if (whiteTextContrast(colors[shade]) >= READABLE) return resolved
  const background = readableFilled(colors, shade)
  return { ...resolved, background, hover: darken(background, 0.1), color: 'var(--mantine-color-white)' }
}

export const theme = createTheme({
  // Filled controls keep a readable white label whatever colour a screen asks for.
  variantColorResolver: readableVariants,
  primaryColor: 'brand',
  colors: { brand },
  defaultRadius: 'md',
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  components: {
    // Mantine's close button is an icon alone; a screen reader must still hear what it does.
    // A plain object, not Modal.extend(): importing Modal here would put it (and its scroll and
    // focus machinery) in the entry chunk that every page, the login page too, downloads first.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine's initial-focus placeholder is an element of role presentation inside the menu, which a
    // menu may not contain (axe: aria-required-children); without it the menu's items take focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Links sit inside sentences ("Don't have an account? Register"); colour alone does not mark them (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
  },
})

/**
 * Mantine's light-scheme dimmed text (gray 6) and error red (red 6) are about 3.3:1 on white; the
 * next shades that reach WCAG AA's 4.5:1 for body text are gray 7 and red 9.
 *
 * The app's own surfaces follow the colour scheme (dark mode included): the page behind the cards,
 * and the text on light-variant badges, whose Mantine default (shade 6 on a tint) is under 4.5:1 on
 * white, so it is near-black in light mode and near-white in dark mode; and brand-coloured text
 * (links such as 'View More'), dark indigo on white and light indigo on the dark page.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--app-page-bg': 'var(--mantine-color-gray-0)',
    '--app-on-tint': 'var(--mantine-color-dark-8)',
    '--app-accent-text': 'var(--mantine-color-brand-7)',
  },
  // In dark mode Mantine's dimmed text (dark 2) and links (brand 4) are about 4:1 on a card (dark 7),
  // and its error red under 4:1: lighter shades reach AA.
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-3)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--app-page-bg': 'var(--mantine-color-dark-8)',
    '--app-on-tint': 'var(--mantine-color-gray-0)',
    '--app-accent-text': 'var(--mantine-color-brand-3)',
  },
})

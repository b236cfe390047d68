import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@/ui/color-scheme-icons'
import { m } from '@/paraglide/messages'

const prefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches

/**
 * Light or dark. The app follows the device's setting until the toggle is used; switching back to
 * what the device asks for forgets the choice, so the app follows the device again.
 */
export function ColorSchemeToggle() {
  const { setColorScheme, clearColorScheme } = useMantineColorScheme()
  const current = useComputedColorScheme('light')
  const next = current === 'dark' ? 'light' : 'dark'
  const label = next === 'dark' ? m.color_scheme_dark() : m.color_scheme_light()
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => (next === (prefersDark() ? 'dark' : 'light') ? clearColorScheme() : setColorScheme(next))}
    >
      {next === 'dark' ? <IconMoon /> : <IconSun />}
    </ActionIcon>
  )
}

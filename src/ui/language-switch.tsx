import { NativeSelect } from '@mantine/core'
import { changeLocale, useLocale } from '@/lib/locale'
import { locales } from '@/lib/message-locale'
import { m } from '@/paraglide/messages'
import type { Locale } from '@/paraglide/runtime'

/** Each language named in itself, whatever the page's language, so a reader finds their own. */
const NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

/**
 * In English, the switch is drawn in the system's fonts: its "हिन्दी" option counts as text on the
 * page, and in the theme's stack it would make every English page fetch the Devanagari font file.
 */
const SYSTEM_FONTS = { fontFamily: 'system-ui, sans-serif' }

/**
 * The choice of language, in every area's header and on the sign-in pages. `onChange` hears a
 * person's choice (the member's area keeps it on the account too).
 */
export function LanguageSwitch({ onChange }: { onChange?: (locale: Locale) => void }) {
  const locale = useLocale()
  return (
    <NativeSelect
      aria-label={m.language_switch_label()}
      value={locale}
      onChange={(event) => {
        const next = event.currentTarget.value as Locale
        changeLocale(next)
        onChange?.(next)
      }}
      size="xs"
      w={96}
      styles={locale === 'hi' ? undefined : { input: SYSTEM_FONTS }}
    >
      {locales.map((option) => (
        <option key={option} value={option} lang={option}>
          {NAMES[option]}
        </option>
      ))}
    </NativeSelect>
  )
}

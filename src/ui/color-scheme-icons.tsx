import { createIcon } from '@/ui/create-icon'

/** The colour scheme toggle's icons (src/ui/color-scheme-toggle.tsx), apart from the others (icons.tsx) as every page draws them. */
export const IconSun = createIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
)

export const IconMoon = createIcon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />)

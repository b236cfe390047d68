import { createIcon } from '@/ui/create-icon'

export type { IconProps } from '@/ui/create-icon'

// The icons of the signed-in areas' pages. Each chunk carries a module whole, so the two that every
// page draws (the colour scheme toggle's) live apart in color-scheme-icons.tsx: with them here, the
// first load of every page carried all of these (1.2 kB gzip).

export const IconDashboard = createIcon(
  <>
    <rect x="4" y="4" width="6" height="8" rx="1" />
    <rect x="4" y="15" width="6" height="5" rx="1" />
    <rect x="14" y="4" width="6" height="5" rx="1" />
    <rect x="14" y="12" width="6" height="8" rx="1" />
  </>,
)

export const IconCart = createIcon(
  <>
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
    <path d="M3 4h2l2.4 11h10.6l2-8H6.2" />
  </>,
)

export const IconReceipt = createIcon(
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
)

export const IconUser = createIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M5 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1" />
  </>,
)

export const IconUsers = createIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M3 20v-1a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v1" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a5 5 0 0 1 3 4.6V20" />
  </>,
)

export const IconClipboardCheck = createIcon(
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1" />
    <path d="M9 13l2 2 4-4" />
  </>,
)

export const IconBank = createIcon(
  <>
    <path d="M3 21h18M4 10h16M12 3l8 5H4z" />
    <path d="M6 10v8M10 10v8M14 10v8M18 10v8" />
  </>,
)

export const IconBuilding = createIcon(
  <>
    <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16" />
    <path d="M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
  </>,
)

export const IconExchange = createIcon(<path d="M7 10h14l-4-4M17 14H3l4 4" />)

export const IconLogout = createIcon(
  <>
    <path d="M14 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3M21 12l-3 3" />
  </>,
)

export const IconCollapse = createIcon(<path d="M11 7l-5 5 5 5M18 7l-5 5 5 5" />)

export const IconExpand = createIcon(<path d="M13 7l5 5-5 5M6 7l5 5-5 5" />)

export const IconPencil = createIcon(
  <>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </>,
)

export const IconTrash = createIcon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />)

export const IconPlus = createIcon(<path d="M12 5v14M5 12h14" />)

export const IconEye = createIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
)

export const IconGift = createIcon(
  <>
    <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13" />
    <path d="M12 7c-1.5-3-5-3.5-5-1s3.5 1 5 1zM12 7c1.5-3 5-3.5 5-1s-3.5 1-5 1z" />
  </>,
)

export const IconDownload = createIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />)

export const IconShield = createIcon(
  <>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </>,
)

export const IconBell = createIcon(
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>,
)

export const IconHistory = createIcon(
  <>
    <path d="M4 12a8 8 0 1 0 2.3-5.6L4 8.7" />
    <path d="M4 4v4.7h4.7M12 8v4l3 2" />
  </>,
)

export const IconDots = createIcon(
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
)

/** Decorative icons for the two stock cards, drawn like the shell's icons (24px grid, 1.8 stroke). */
function StrokeIcon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export function IconGlobe() {
  return (
    <StrokeIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </StrokeIcon>
  )
}

export function IconWallet() {
  return (
    <StrokeIcon>
      <path d="M4 7a2 2 0 0 1 2-2h11v4" />
      <rect x="4" y="7" width="16" height="12" rx="2" />
      <path d="M16 13h2" />
    </StrokeIcon>
  )
}

import { ActionIcon, Button } from '@mantine/core'
import { notifyError, notifySuccess } from '@/lib/notify'
import { m } from '@/paraglide/messages'

interface CopyValueButtonProps {
  value: string
  /** What is copied, for the button's name: 'UPI ID' gives 'Copy UPI ID'. */
  label: string
  successMessage: string
  /** Says 'Copy <label>' beside the icon, for a button that stands on its own rather than beside its value. */
  showLabel?: boolean
}

function CopyIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </svg>
  )
}

export function CopyValueButton({ value, label, successMessage, showLabel = false }: CopyValueButtonProps) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      notifySuccess(successMessage)
    } catch {
      // Clipboard access can be refused (insecure origin, browser policy); the value stays selectable.
      notifyError(undefined, m.copy_failed({ label }))
    }
  }

  if (showLabel) {
    return (
      <Button variant="subtle" size="compact-sm" leftSection={<CopyIcon />} onClick={copy}>
        {m.copy_label({ label })}
      </Button>
    )
  }
  // The browser's own hint (title), not Mantine's Tooltip: this button sits in the signed-in
  // shell's sidebar, and Tooltip would bring floating-ui into the first load of every page there.
  return (
    <ActionIcon variant="subtle" onClick={copy} aria-label={m.copy_label({ label })} title={m.copy_label({ label })}>
      <CopyIcon />
    </ActionIcon>
  )
}

import { Badge } from '@mantine/core'

/** PENDING yellow; APPROVED or success green; REJECTED, reject or failed red; anything else grey. */
export function statusColor(status: string): 'yellow' | 'green' | 'red' | 'gray' {
  switch (status.trim().toLowerCase()) {
    case 'pending':
      return 'yellow'
    case 'approved':
    case 'success':
      return 'green'
    case 'rejected':
    case 'reject':
    case 'failed':
      return 'red'
    default:
      return 'gray'
  }
}

/** `label` words the status for the reader (its language); the colour always follows `status`. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const color = statusColor(status)
  return (
    // Light badges keep their hue for the eye; the text is dark so it reads at AA contrast (4.5:1) on every hue.
    // At least as wide as its word: in a crowded table row the badge must not shrink to 'APP…'.
    <Badge color={color} variant="light" data-color={color} c="var(--app-on-tint)" style={{ minWidth: 'max-content' }}>
      {label ?? status}
    </Badge>
  )
}

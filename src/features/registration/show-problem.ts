import { notifications } from '@mantine/notifications'

/** A form problem found before any request, shown like a failed call's toast. */
export function showProblem(message: string): void {
  notifications.show({ message, color: 'red' })
}

/** 'A', 'A and B', 'A, B, and C': the same wording as the OTP step's message. */
export function listFields(labels: string[]): string {
  if (labels.length < 3) return labels.join(' and ')
  return `${labels.slice(0, -1).join(', ')}, and ${labels[labels.length - 1]}`
}

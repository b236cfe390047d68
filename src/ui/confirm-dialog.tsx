import type { ReactNode } from 'react'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'

interface ConfirmDialogProps {
  opened: boolean
  title?: string
  message: ReactNode
  /** Shown under the message, e.g. what the admin should check before approving. */
  children?: ReactNode
  confirmLabel: string
  confirmColor?: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** A dialog with the caller's message that does nothing until the admin confirms (the spec's Confirm dialog). */
export function ConfirmDialog({ opened, title = 'Confirm', message, children, confirmLabel, confirmColor, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="lg">
        <Text>{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

import type { ReactNode } from 'react'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'

interface ConfirmDialogProps {
  opened: boolean
  message: ReactNode
  confirmLabel: string
  confirmColor?: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** The 'Confirm' dialog with the caller's message in front of every change to a user. */
export function ConfirmDialog({ opened, message, confirmLabel, confirmColor, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Confirm" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="lg">
        <Text>{message}</Text>
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

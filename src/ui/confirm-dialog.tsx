import type { ReactNode } from 'react'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { m } from '@/paraglide/messages'

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
export function ConfirmDialog({ opened, title = m.dialog_confirm(), message, children, confirmLabel, confirmColor, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': m.dialog_close() }}>
      <Stack gap="lg">
        <Text>{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {m.dialog_cancel()}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

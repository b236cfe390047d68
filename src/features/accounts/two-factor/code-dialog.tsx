import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { CodeField, useCodeForm } from '@/features/accounts/two-factor/code-field'

interface CodeDialogProps {
  /** The dialog's title and what it does; closed while null. */
  action: { title: string; message: string; confirmLabel: string; pendingLabel: string; confirmColor?: string } | null
  onClose: () => void
  /** Sends the code; the dialog closes once it resolves and stays open (the code kept) when refused. */
  onSubmit: (code: string) => Promise<unknown>
}

/**
 * A change to the second factor asks for a current code first (or a recovery code, for someone
 * whose phone is gone), so an unattended signed-in browser cannot turn it off or read new codes.
 */
export function CodeDialog({ action, onClose, onSubmit }: CodeDialogProps) {
  return (
    <Modal opened={action !== null} onClose={onClose} title={action?.title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {action && <CodeForm key={action.title} action={action} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function CodeForm({ action, onClose, onSubmit }: Omit<CodeDialogProps, 'action'> & { action: NonNullable<CodeDialogProps['action']> }) {
  const { form, incomplete, submitting } = useCodeForm((code) => onSubmit(code).then(onClose))
  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <Text size="sm">{action.message}</Text>
          <CodeField form={form} fields={{ code: 'code' }} allowRecovery autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <form.SubmitButton label={action.confirmLabel} pendingLabel={action.pendingLabel} color={action.confirmColor} disabled={incomplete} />
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

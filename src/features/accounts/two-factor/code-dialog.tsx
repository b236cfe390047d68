import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { m } from '@/paraglide/messages'
import { CodeField, useCodeForm } from '@/features/accounts/two-factor/code-field'

/** The dialog's title and what it does; `id` names the action, whatever the language. */
export interface CodeAction {
  id: string
  title: string
  message: string
  confirmLabel: string
  pendingLabel: string
  confirmColor?: string
}

interface CodeDialogProps {
  /** Closed while null. */
  action: CodeAction | null
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
    <Modal opened={action !== null} onClose={onClose} title={action?.title} centered closeButtonProps={{ 'aria-label': m.dialog_close() }}>
      {action && <CodeForm key={action.id} action={action} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function CodeForm({ action, onClose, onSubmit }: Omit<CodeDialogProps, 'action'> & { action: CodeAction }) {
  const { form, incomplete, submitting } = useCodeForm((code) => onSubmit(code).then(onClose))
  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <Text size="sm">{action.message}</Text>
          <CodeField form={form} fields={{ code: 'code' }} allowRecovery autoFocus />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {m.dialog_cancel()}
            </Button>
            <form.SubmitButton label={action.confirmLabel} pendingLabel={action.pendingLabel} color={action.confirmColor} disabled={incomplete} />
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

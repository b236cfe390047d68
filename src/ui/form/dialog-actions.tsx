import { Button, Group } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import { useFormContext } from '@/ui/form/form-context'
import { SubmitButton } from '@/ui/form/form-parts'
import { m } from '@/paraglide/messages'

interface DialogActionsProps {
  label: string
  pendingLabel: string
  onCancel: () => void
}

/** A dialog form's Cancel and submit buttons; both wait while the submission runs. */
export function DialogActions({ label, pendingLabel, onCancel }: DialogActionsProps) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {m.dialog_cancel()}
      </Button>
      <SubmitButton label={label} pendingLabel={pendingLabel} />
    </Group>
  )
}

/**
 * For a dialog form's `onSubmit`: the caller's save, then the dialog closes. When the save is
 * refused (and the caller has said why) the dialog stays open, so nothing typed is lost.
 */
export function closeWhenSaved(save: Promise<unknown>, onClose: () => void): Promise<void> {
  return save.then(onClose, () => undefined)
}

/** What a dialog around a form takes from the page that opens it. */
export interface FormDialogProps<TValues> {
  opened: boolean
  onClose: () => void
  /**
   * Gets the checked values. The dialog closes once it resolves; when it rejects (the server
   * refused, and the caller has said why) it stays open so nothing typed is lost.
   */
  onSubmit: (values: TValues) => Promise<unknown>
}

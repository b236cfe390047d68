import { Button, Modal, PasswordInput, Stack } from '@mantine/core'
import type { AddUserRequest } from '@/client/types.gen'
import { checkAddUser, ROLE_OPTIONS, type UserFormFields } from '@/features/admin-users/user-form'
import { UserFields } from '@/features/admin-users/user-fields'
import { useCheckedForm } from '@/ui/use-checked-form'

interface AddUserDialogProps {
  opened: boolean
  onClose: () => void
  /**
   * Gets the checked values. The dialog closes once it resolves; when it rejects (the server
   * refused, and the caller has said why) the dialog stays open so nothing typed is lost.
   */
  onSubmit: (values: AddUserRequest) => Promise<unknown>
}

const EMPTY: UserFormFields = { role: '', name: '', mobile: '', email: '', password: '' }

/** SPEC section 2, 'Add New User dialog'. */
export function AddUserDialog({ opened, onClose, onSubmit }: AddUserDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add New User" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <AddUserForm onClose={onClose} onSubmit={onSubmit} />
    </Modal>
  )
}

function AddUserForm({ onClose, onSubmit }: Omit<AddUserDialogProps, 'opened'>) {
  const { fields, errors, submitting, set, handleSubmit } = useCheckedForm({ initial: EMPTY, check: checkAddUser, submit: onSubmit, onClose })
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <UserFields fields={fields} errors={errors} set={set} roleOptions={ROLE_OPTIONS} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          value={fields.password}
          onChange={(event) => set('password', event.currentTarget.value)}
          error={errors.password}
          withAsterisk
        />
        <Button type="submit" mt="xs" loading={submitting}>
          Add
        </Button>
      </Stack>
    </form>
  )
}

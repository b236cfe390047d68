import { Button, Group, Modal, Stack } from '@mantine/core'
import type { AdminUser } from '@/client/types.gen'
import { checkUpdateUser, ROLE_CHOICES, type UpdateUserValues } from '@/features/admin-users/user-form'
import { UserFields } from '@/features/admin-users/user-fields'
import { useCheckedForm } from '@/ui/use-checked-form'

interface UpdateUserDialogProps {
  opened: boolean
  /** The user being edited; kept while the dialog closes so it does not empty as it fades. */
  user: AdminUser | null
  onClose: () => void
  /** Closes the dialog once it resolves; stays open when it rejects. */
  onSubmit: (user: AdminUser, values: UpdateUserValues) => Promise<unknown>
}

/** The 'Update User' form: role (User or Admin), name, mobile and email, all required (SPEC section 5). */
export function UpdateUserDialog({ opened, user, onClose, onSubmit }: UpdateUserDialogProps) {
  return (
    <Modal opened={opened && user !== null} onClose={onClose} title="Update User" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {user && <UpdateUserForm key={user.id} user={user} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function UpdateUserForm({ user, onClose, onSubmit }: { user: AdminUser } & Pick<UpdateUserDialogProps, 'onClose' | 'onSubmit'>) {
  const initial = { role: user.role, name: user.name, mobile: user.mobile, email: user.email }
  const { fields, errors, submitting, set, handleSubmit } = useCheckedForm({ initial, check: checkUpdateUser, submit: (values) => onSubmit(user, values), onClose })
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <UserFields fields={fields} errors={errors} set={set} roleOptions={ROLE_CHOICES} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

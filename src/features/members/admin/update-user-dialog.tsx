import { Modal, Stack } from '@mantine/core'
import type { AdminUser } from '@/client/types.gen'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, DialogActions } from '@/ui/form/dialog-actions'
import { roleChoices, userValues, type UpdateUserValues, type UserFormFields } from '@/features/members/admin/user-form'
import { UserFields } from '@/features/members/admin/user-fields'

interface UpdateUserDialogProps {
  opened: boolean
  /** The user being edited; kept while the dialog closes so it does not empty as it fades. */
  user: AdminUser | null
  onClose: () => void
  /** Closes the dialog once it resolves; stays open when it rejects. */
  onSubmit: (user: AdminUser, values: UpdateUserValues) => Promise<unknown>
}

/** The 'Update User' form: role (User or Admin), name, mobile and email, all required. */
export function UpdateUserDialog({ opened, user, onClose, onSubmit }: UpdateUserDialogProps) {
  useLocale()
  return (
    <Modal opened={opened && user !== null} onClose={onClose} title={m.admin_users_update_title()} centered closeButtonProps={{ 'aria-label': m.dialog_close() }}>
      {user && <UpdateUserForm key={user.id} user={user} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function UpdateUserForm({ user, onClose, onSubmit }: { user: AdminUser } & Pick<UpdateUserDialogProps, 'onClose' | 'onSubmit'>) {
  const saved: UserFormFields = { role: user.role, name: user.name, mobile: user.mobile, email: user.email, password: '' }
  const form = useAppForm({
    defaultValues: saved,
    onSubmit: ({ value }) => closeWhenSaved(onSubmit(user, userValues(value)), onClose),
  })
  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="sm">
          <UserFields form={form} roleOptions={roleChoices()} />
          <DialogActions label={m.admin_users_update()} pendingLabel={m.admin_users_updating()} onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

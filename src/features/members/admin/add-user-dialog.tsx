import { Modal, Stack } from '@mantine/core'
import type { AddUserRequest } from '@/client/types.gen'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, type FormDialogProps } from '@/ui/form/dialog-actions'
import { NO_USER, roleOptions, USER_CHECKS, userValues } from '@/features/members/admin/user-form'
import { UserFields } from '@/features/members/admin/user-fields'

type AddUserDialogProps = FormDialogProps<AddUserRequest>

/** The spec's 'Add New User dialog'. */
export function AddUserDialog({ opened, onClose, onSubmit }: AddUserDialogProps) {
  useLocale()
  return (
    <Modal opened={opened} onClose={onClose} title={m.admin_users_add_title()} centered closeButtonProps={{ 'aria-label': m.dialog_close() }}>
      <AddUserForm onClose={onClose} onSubmit={onSubmit} />
    </Modal>
  )
}

function AddUserForm({ onClose, onSubmit }: Omit<AddUserDialogProps, 'opened'>) {
  const form = useAppForm({
    defaultValues: NO_USER,
    onSubmit: ({ value }) => closeWhenSaved(onSubmit({ ...userValues(value), password: value.password }), onClose),
  })
  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="sm">
          <UserFields form={form} roleOptions={roleOptions()} />
          <form.AppField name="password" validators={{ onBlur: USER_CHECKS.password }}>
            {(field) => <field.PasswordField label={m.credentials_password()} autoComplete="new-password" withAsterisk />}
          </form.AppField>
          <form.SubmitButton label={m.admin_users_add()} pendingLabel={m.admin_users_adding()} mt="xs" />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

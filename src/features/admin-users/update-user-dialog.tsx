import { useState, type FormEvent } from 'react'
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core'
import type { AdminUser, Role } from '@/client/types.gen'
import { checkUpdateUser, ROLE_CHOICES, type UpdateUserValues, type UserFormErrors, type UserFormFields } from '@/features/admin-users/user-form'

type Fields = Omit<UserFormFields, 'password'>

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
  const [fields, setFields] = useState<Fields>({ role: user.role, name: user.name, mobile: user.mobile, email: user.email })
  const [errors, setErrors] = useState<UserFormErrors>({})
  const [submitting, setSubmitting] = useState(false)

  function set<K extends keyof Fields>(key: K, value: Fields[K]) {
    setFields((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const checked = checkUpdateUser(fields)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setSubmitting(true)
    try {
      await onSubmit(user, checked.values)
    } catch {
      setSubmitting(false)
      return
    }
    onClose()
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label="Role"
          data={ROLE_CHOICES}
          value={fields.role}
          onChange={(event) => set('role', event.currentTarget.value as Role | '')}
          error={errors.role}
          withAsterisk
        />
        <TextInput label="Name" value={fields.name} onChange={(event) => set('name', event.currentTarget.value)} error={errors.name} withAsterisk />
        <TextInput
          label="Mobile"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          value={fields.mobile}
          onChange={(event) => set('mobile', event.currentTarget.value)}
          error={errors.mobile}
          withAsterisk
        />
        <TextInput
          label="Email"
          type="email"
          value={fields.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errors.email}
          withAsterisk
        />
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

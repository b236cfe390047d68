import { useState, type FormEvent } from 'react'
import { Button, Modal, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core'
import type { AddUserRequest, Role } from '@/client/types.gen'
import { checkAddUser, ROLE_OPTIONS, type UserFormErrors, type UserFormFields } from '@/features/admin-users/user-form'

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
  const [fields, setFields] = useState(EMPTY)
  const [errors, setErrors] = useState<UserFormErrors>({})
  const [submitting, setSubmitting] = useState(false)

  function set<K extends keyof UserFormFields>(key: K, value: UserFormFields[K]) {
    setFields((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const checked = checkAddUser(fields)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setSubmitting(true)
    try {
      await onSubmit(checked.values)
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
          data={ROLE_OPTIONS}
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

import { NativeSelect, TextInput } from '@mantine/core'
import type { UserFormErrors, UserFormFields } from '@/features/admin-users/user-form'

/** What the add and the update dialog both ask: role, name, mobile and email. */
export type SharedUserFields = Omit<UserFormFields, 'password'>

interface UserFieldsProps {
  fields: SharedUserFields
  errors: UserFormErrors
  set: (key: keyof SharedUserFields, value: string) => void
  roleOptions: { value: string; label: string }[]
}

export function UserFields({ fields, errors, set, roleOptions }: UserFieldsProps) {
  return (
    <>
      <NativeSelect
        label="Role"
        data={roleOptions}
        value={fields.role}
        onChange={(event) => set('role', event.currentTarget.value)}
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
    </>
  )
}

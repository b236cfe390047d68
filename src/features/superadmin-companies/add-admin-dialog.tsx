import * as v from 'valibot'
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import type { AddCompanyAdminRequest, Company } from '@/client/types.gen'
import { checkFields } from '@/ui/check-fields'
import { useCheckedForm } from '@/ui/use-checked-form'

type AdminFields = Omit<AddCompanyAdminRequest, 'companyId'>
type AdminFormFields = { [K in keyof AdminFields]: string }

const EMPTY_ADMIN: AdminFormFields = { name: '', email: '', mobile: '', password: '' }

const required = (label: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`))

/** The server's rules (openapi.yaml: AddCompanyAdminRequest), said in words before a round trip. */
const adminSchema = v.object({
  name: v.pipe(required('Name'), v.maxLength(100, 'Name must be at most 100 characters')),
  email: v.pipe(required('Email'), v.email('Please enter a valid email address')),
  mobile: v.pipe(required('Mobile'), v.regex(/^[6-9]\d{9}$/, 'Mobile must be 10 digits starting with 6, 7, 8 or 9')),
  password: v.pipe(v.string(), v.nonEmpty('Password is required'), v.minLength(8, 'Password must be at least 8 characters')),
})

interface AddAdminDialogProps {
  /** The company the admin joins; the dialog is closed while null. */
  company: Company | null
  onClose: () => void
  /** Closes once it resolves; when it rejects (the caller has said why) the dialog stays open. */
  onSubmit: (values: AddCompanyAdminRequest) => Promise<unknown>
}

/**
 * The platform's way back into a company whose admins are gone or locked out: one more admin
 * account, signing in at the admin console with this email and password.
 */
export function AddAdminDialog({ company, onClose, onSubmit }: AddAdminDialogProps) {
  return (
    <Modal opened={company !== null} onClose={onClose} title="Add Admin" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {company && <AddAdminForm key={company.id} company={company} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function AddAdminForm({ company, onClose, onSubmit }: { company: Company } & Omit<AddAdminDialogProps, 'company'>) {
  const { fields, errors, submitting, set, handleSubmit } = useCheckedForm({
    initial: EMPTY_ADMIN,
    check: (values: AdminFormFields) => checkFields(adminSchema, values),
    submit: (values: AdminFields) => onSubmit({ ...values, companyId: company.id }),
    onClose,
  })

  function bind(key: keyof AdminFormFields) {
    return { value: fields[key], error: errors[key], withAsterisk: true, onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value) }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A new admin for {company.companyName} ({company.tokenSymbol}), signing in at the admin console.
        </Text>
        <TextInput label="Name" autoComplete="off" {...bind('name')} />
        <TextInput label="Email" type="email" autoComplete="off" {...bind('email')} />
        <TextInput label="Mobile" type="tel" inputMode="numeric" maxLength={10} placeholder="10-digit mobile" {...bind('mobile')} />
        <PasswordInput label="Password" autoComplete="new-password" {...bind('password')} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Add Admin
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

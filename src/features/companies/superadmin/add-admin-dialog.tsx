import { Modal, Stack, Text } from '@mantine/core'
import type { AddCompanyAdminRequest, Company } from '@/client/types.gen'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, DialogActions } from '@/ui/form/dialog-actions'
import { ACCOUNT_CHECKS } from '@/ui/form/labelled-rules'

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
  const form = useAppForm({
    defaultValues: { name: '', email: '', mobile: '', password: '' },
    onSubmit: ({ value }) =>
      closeWhenSaved(onSubmit({ companyId: company.id, name: value.name.trim(), email: value.email.trim(), mobile: value.mobile.trim(), password: value.password }), onClose),
  })

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A new admin for {company.companyName} ({company.tokenSymbol}), signing in at the admin console.
          </Text>
          <form.AppField name="name" validators={{ onBlur: ACCOUNT_CHECKS.name }}>
            {(field) => <field.TextField label="Name" autoComplete="off" withAsterisk />}
          </form.AppField>
          <form.AppField name="email" validators={{ onBlur: ACCOUNT_CHECKS.email }}>
            {(field) => <field.TextField label="Email" type="email" autoComplete="off" withAsterisk />}
          </form.AppField>
          <form.AppField name="mobile" validators={{ onBlur: ACCOUNT_CHECKS.mobile }}>
            {(field) => <field.TextField label="Mobile" type="tel" inputMode="numeric" maxLength={10} placeholder="10-digit mobile" withAsterisk />}
          </form.AppField>
          <form.AppField name="password" validators={{ onBlur: ACCOUNT_CHECKS.password }}>
            {(field) => <field.PasswordField label="Password" autoComplete="new-password" withAsterisk />}
          </form.AppField>
          <DialogActions label="Add Admin" pendingLabel="Adding..." onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

import { Modal, Stack, Text } from '@mantine/core'
import type { AddCompanyAdminRequest, Company } from '@/client/types.gen'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, DialogActions } from '@/ui/form/dialog-actions'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { ADMIN_CHECKS } from '@/features/companies/superadmin/company-form'

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
  useLocale()
  return (
    <Modal opened={company !== null} onClose={onClose} title={m.sa_companies_add_admin()} centered closeButtonProps={{ 'aria-label': m.dialog_close() }}>
      {company && <AddAdminForm key={company.id} company={company} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function AddAdminForm({ company, onClose, onSubmit }: { company: Company } & Omit<AddAdminDialogProps, 'company'>) {
  useLocale()
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
            {m.sa_companies_add_admin_intro({ company: company.companyName, symbol: company.tokenSymbol })}
          </Text>
          <form.AppField name="name" validators={{ onBlur: ADMIN_CHECKS.name }}>
            {(field) => <field.TextField label={m.sa_companies_name()} autoComplete="off" withAsterisk />}
          </form.AppField>
          <form.AppField name="email" validators={{ onBlur: ADMIN_CHECKS.email }}>
            {(field) => <field.TextField label={m.credentials_email()} type="email" autoComplete="off" withAsterisk />}
          </form.AppField>
          <form.AppField name="mobile" validators={{ onBlur: ADMIN_CHECKS.mobile }}>
            {(field) => (
              <field.TextField label={m.sa_companies_mobile()} type="tel" inputMode="numeric" maxLength={10} placeholder={m.sa_companies_mobile_placeholder()} withAsterisk />
            )}
          </form.AppField>
          <form.AppField name="password" validators={{ onBlur: ADMIN_CHECKS.password }}>
            {(field) => <field.PasswordField label={m.credentials_password()} autoComplete="new-password" withAsterisk />}
          </form.AppField>
          <DialogActions label={m.sa_companies_add_admin()} pendingLabel={m.sa_companies_adding()} onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

import type { ComponentProps } from 'react'
import { Divider, Modal, Stack } from '@mantine/core'
import type { AddCompanyRequest } from '@/client/types.gen'
import { useAppForm } from '@/ui/form/app-form'
import type { TextField } from '@/ui/form/fields'
import { closeWhenSaved, DialogActions, type FormDialogProps } from '@/ui/form/dialog-actions'
import { ReferralSettingsFields } from '@/features/referrals'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { COMPANY_CHECKS, companyRequest, EMPTY_COMPANY } from '@/features/companies/superadmin/company-form'
import { CompanyContactFields, CompanyTokenFields, CONTACT_FIELDS, TOKEN_TERM_FIELDS } from '@/features/companies/superadmin/company-fields'

type AddCompanyDialogProps = FormDialogProps<AddCompanyRequest>

/** 'Add Company' (the spec leaves its form to us): the company, its token and its first admin's sign-in. */
export function AddCompanyDialog({ opened, onClose, onSubmit }: AddCompanyDialogProps) {
  useLocale()
  return (
    <Modal opened={opened} onClose={onClose} title={m.sa_companies_add_company()} size="lg" centered closeButtonProps={{ 'aria-label': m.dialog_close() }}>
      <AddCompanyForm onClose={onClose} onSubmit={onSubmit} />
    </Modal>
  )
}

/** PAN and symbol are capitals by rule; typing them in lower case is not worth an error. */
const toUpperCase = (typed: string) => typed.toUpperCase()

function AddCompanyForm({ onClose, onSubmit }: Omit<AddCompanyDialogProps, 'opened'>) {
  useLocale()
  const form = useAppForm({
    defaultValues: EMPTY_COMPANY,
    onSubmit: ({ value }) => closeWhenSaved(onSubmit(companyRequest(value)), onClose),
  })

  function text(name: 'companyAadhaarCard' | 'companyPan' | 'tokenSymbol' | 'price' | 'totalSupply', props: ComponentProps<typeof TextField>) {
    return (
      <form.AppField name={name} validators={{ onBlur: COMPANY_CHECKS[name] }}>
        {(field) => <field.TextField withAsterisk {...props} />}
      </form.AppField>
    )
  }

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="sm">
          <CompanyContactFields
            form={form}
            fields={CONTACT_FIELDS}
            extra={
              <>
                {text('companyAadhaarCard', { label: m.sa_companies_aadhaar_number(), inputMode: 'numeric', maxLength: 12, placeholder: m.sa_companies_aadhaar_placeholder() })}
                {text('companyPan', { label: m.sa_companies_pan(), maxLength: 10, placeholder: 'AAAAA9999A', normalise: toUpperCase })}
              </>
            }
          />

          <Divider label={m.sa_companies_token()} labelPosition="left" mt="xs" />
          <CompanyTokenFields
            form={form}
            fields={TOKEN_TERM_FIELDS}
            extra={
              <>
                {text('tokenSymbol', { label: m.sa_companies_token_symbol(), maxLength: 10, placeholder: m.sa_companies_symbol_placeholder(), normalise: toUpperCase })}
                {text('price', { label: m.sa_companies_token_price(), inputMode: 'decimal', placeholder: m.sa_companies_price_placeholder() })}
                {text('totalSupply', { label: m.sa_companies_total_supply(), inputMode: 'numeric', maxLength: 15, placeholder: m.sa_companies_supply_placeholder() })}
              </>
            }
          />

          <Divider label={m.nav_referral_programme()} labelPosition="left" mt="xs" />
          <ReferralSettingsFields form={form} fields="referral" />

          <Divider label={m.sa_companies_admin_sign_in()} labelPosition="left" mt="xs" />
          <form.AppField name="adminPassword" validators={{ onBlur: COMPANY_CHECKS.adminPassword }}>
            {(field) => (
              <field.PasswordField label={m.sa_companies_admin_password()} description={m.sa_companies_admin_password_description()} autoComplete="new-password" withAsterisk />
            )}
          </form.AppField>

          <DialogActions label={m.sa_companies_add()} pendingLabel={m.sa_companies_adding()} onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

import type { ComponentProps } from 'react'
import { Divider, Modal, SimpleGrid, Stack } from '@mantine/core'
import type { AddCompanyRequest } from '@/client/types.gen'
import { useAppForm } from '@/ui/form/app-form'
import type { TextField } from '@/ui/form/fields'
import { closeWhenSaved, DialogActions, type FormDialogProps } from '@/ui/form/dialog-actions'
import { ReferralSettingsFields } from '@/features/referrals'
import { TextareaField } from '@/ui/form/textarea-field'
import { COMPANY_CHECKS, companyRequest, EMPTY_COMPANY, type CompanyFormFields } from '@/features/companies/superadmin/company-form'

type AddCompanyDialogProps = FormDialogProps<AddCompanyRequest>

/** 'Add Company' (the spec leaves its form to us): the company, its token and its first admin's sign-in. */
export function AddCompanyDialog({ opened, onClose, onSubmit }: AddCompanyDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Company" size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <AddCompanyForm onClose={onClose} onSubmit={onSubmit} />
    </Modal>
  )
}

/** PAN and symbol are capitals by rule; typing them in lower case is not worth an error. */
const toUpperCase = (typed: string) => typed.toUpperCase()

function AddCompanyForm({ onClose, onSubmit }: Omit<AddCompanyDialogProps, 'opened'>) {
  const form = useAppForm({
    defaultValues: EMPTY_COMPANY,
    onSubmit: ({ value }) => closeWhenSaved(onSubmit(companyRequest(value)), onClose),
  })

  function text(name: Exclude<keyof CompanyFormFields, 'companyAddress' | 'adminPassword' | 'referral'>, props: ComponentProps<typeof TextField>) {
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {text('companyName', { label: 'Company Name', autoComplete: 'organization' })}
            {text('email', { label: 'Email', type: 'email', autoComplete: 'off' })}
            {text('mobile', { label: 'Mobile', type: 'tel', inputMode: 'numeric', maxLength: 10, placeholder: '10-digit mobile' })}
            {text('companyAadhaarCard', { label: 'Aadhaar Number', inputMode: 'numeric', maxLength: 12, placeholder: '12 digits' })}
            {text('companyPan', { label: 'PAN', maxLength: 10, placeholder: 'AAAAA9999A', normalise: toUpperCase })}
            {text('companyPincode', { label: 'PIN Code', inputMode: 'numeric', maxLength: 6, placeholder: '6 digits' })}
          </SimpleGrid>
          <form.AppField name="companyAddress" validators={{ onBlur: COMPANY_CHECKS.companyAddress }}>
            {() => <TextareaField label="Address" minRows={2} maxLength={500} withAsterisk />}
          </form.AppField>

          <Divider label="Token" labelPosition="left" mt="xs" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {text('tokenName', { label: 'Token Name' })}
            {text('tokenSymbol', { label: 'Token Symbol', maxLength: 10, placeholder: 'e.g. NOVA', normalise: toUpperCase })}
            {text('price', { label: 'Token Price (INR)', inputMode: 'decimal', placeholder: 'e.g. 2.50' })}
            {text('totalSupply', { label: 'Total Supply', inputMode: 'numeric', maxLength: 15, placeholder: 'Whole tokens' })}
            {text('platformChargePercent', { label: 'Platform Fee (%)', inputMode: 'decimal', placeholder: 'e.g. 2' })}
          </SimpleGrid>

          <Divider label="Referral Programme" labelPosition="left" mt="xs" />
          <ReferralSettingsFields form={form} fields="referral" />

          <Divider label="Company admin sign-in" labelPosition="left" mt="xs" />
          <form.AppField name="adminPassword" validators={{ onBlur: COMPANY_CHECKS.adminPassword }}>
            {(field) => (
              <field.PasswordField
                label="Admin Password"
                description="The company's admin signs in with the email above and this password."
                autoComplete="new-password"
                withAsterisk
              />
            )}
          </form.AppField>

          <DialogActions label="Add" pendingLabel="Adding..." onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

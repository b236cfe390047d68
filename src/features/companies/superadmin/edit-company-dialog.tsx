import { Divider, Modal, Stack, TextInput } from '@mantine/core'
import type { Company, UpdateCompanyRequest } from '@/client/types.gen'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, DialogActions } from '@/ui/form/dialog-actions'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { CompanyContactFields, CompanyTokenFields, CONTACT_FIELDS, TOKEN_TERM_FIELDS } from '@/features/companies/superadmin/company-fields'

interface EditCompanyDialogProps {
  /** The company being edited; closed while null. */
  company: Company | null
  onClose: () => void
  /** Closes once it resolves; when it rejects (the caller has said why) the dialog stays open. */
  onSubmit: (values: UpdateCompanyRequest) => Promise<unknown>
}

/** The company as the form shows it: what the super admin may change, as text. */
function editableOf(company: Company) {
  return {
    companyName: company.companyName,
    email: company.email,
    mobile: company.mobile,
    companyPincode: company.companyPincode,
    companyAddress: company.companyAddress,
    tokenName: company.tokenName,
    platformChargePercent: company.platformChargePercent,
  }
}

type Editable = ReturnType<typeof editableOf>

/** Only what changed is sent (trimmed), so an edit never rewrites a field someone else just saved. */
function changesOf(before: Editable, typed: Editable): Omit<UpdateCompanyRequest, 'companyId'> {
  const changes: Record<string, string> = {}
  for (const key of Object.keys(typed) as (keyof Editable)[]) {
    const value = typed[key].trim()
    if (value !== before[key]) changes[key] = value
  }
  return changes
}

/** 'Edit' on Company Manage: the same contact and token fields as Add Company; the symbol stays. */
export function EditCompanyDialog({ company, onClose, onSubmit }: EditCompanyDialogProps) {
  useLocale()
  return (
    <Modal opened={company !== null} onClose={onClose} title={m.company_care_edit_title()} size="lg" centered closeButtonProps={{ 'aria-label': m.dialog_close() }}>
      {company && <EditCompanyForm key={company.id} company={company} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function EditCompanyForm({ company, onClose, onSubmit }: { company: Company } & Omit<EditCompanyDialogProps, 'company'>) {
  useLocale()
  const before = editableOf(company)
  const form = useAppForm({
    defaultValues: before,
    onSubmit: ({ value }) => {
      const changes = changesOf(before, value)
      // Nothing changed: nothing to send, and the dialog is done.
      if (Object.keys(changes).length === 0) return onClose()
      return closeWhenSaved(onSubmit({ companyId: company.id, ...changes }), onClose)
    },
  })

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="sm">
          <CompanyContactFields form={form} fields={CONTACT_FIELDS} extra={null} />
          <Divider label={m.sa_companies_token()} labelPosition="left" mt="xs" />
          <CompanyTokenFields
            form={form}
            fields={TOKEN_TERM_FIELDS}
            extra={<TextInput label={m.sa_companies_token_symbol()} value={company.tokenSymbol} description={m.company_care_symbol_fixed()} readOnly disabled />}
          />
          <DialogActions label={m.company_care_save()} pendingLabel={m.company_care_saving()} onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

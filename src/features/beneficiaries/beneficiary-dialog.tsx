import { Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, DialogActions, type FormDialogProps } from '@/ui/form/dialog-actions'
import { BENEFICIARY_CHECKS, beneficiaryRequest, type BeneficiaryFields } from '@/features/beneficiaries/beneficiary-fields'

interface BeneficiaryDialogProps extends FormDialogProps<BeneficiaryFields> {
  mode: 'add' | 'update'
  /** Whose details these are, said under the title so the super admin never edits the wrong company. */
  companyLabel?: string
  initial: BeneficiaryFields
}

/** The fields' words are message functions, read at render in the language on screen; the sample IFSC and UPI ID are shapes. */
const FIELDS: { key: keyof BeneficiaryFields; label: () => string; placeholder: () => string; inputMode?: 'numeric' }[] = [
  { key: 'holderName', label: m.beneficiary_holder_name, placeholder: m.beneficiary_holder_placeholder },
  { key: 'bankName', label: m.beneficiary_bank_name, placeholder: m.beneficiary_bank_placeholder },
  { key: 'branch', label: m.beneficiary_branch_name, placeholder: m.beneficiary_branch_placeholder },
  { key: 'accountNumber', label: m.beneficiary_account_number, placeholder: m.beneficiary_account_placeholder, inputMode: 'numeric' },
  { key: 'ifscCode', label: m.beneficiary_ifsc_code, placeholder: () => 'SBIN0001234' },
  { key: 'upi', label: m.beneficiary_upi_id, placeholder: () => 'name@bank' },
]

/**
 * 'Update Beneficiary' (and 'Add Beneficiary' for a company without one): the same six fields,
 * since a save replaces them all. The form mounts each time the dialog opens, from what is saved then.
 */
export function BeneficiaryDialog({ opened, mode, companyLabel, initial, onClose, onSubmit }: BeneficiaryDialogProps) {
  useLocale()
  const title = mode === 'add' ? m.beneficiary_add_title() : m.beneficiary_update_title()
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeButtonProps={{ 'aria-label': m.dialog_close() }}>
      {companyLabel && (
        <Text size="sm" c="dimmed" mb="md">
          {companyLabel}
        </Text>
      )}
      <BeneficiaryForm mode={mode} initial={initial} onClose={onClose} onSubmit={onSubmit} />
    </Modal>
  )
}

/** IFSC codes are capitals by rule; typing one in lower case is not worth an error. */
const toUpperCase = (typed: string) => typed.toUpperCase()

function BeneficiaryForm({ mode, initial, onClose, onSubmit }: Omit<BeneficiaryDialogProps, 'opened' | 'companyLabel'>) {
  const form = useAppForm({
    defaultValues: initial,
    onSubmit: ({ value }) => closeWhenSaved(onSubmit(beneficiaryRequest(value)), onClose),
  })

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {FIELDS.map(({ key, label, placeholder, inputMode }) => (
              <form.AppField key={key} name={key} validators={{ onBlur: BENEFICIARY_CHECKS[key] }}>
                {(field) => (
                  <field.TextField label={label()} placeholder={placeholder()} inputMode={inputMode} normalise={key === 'ifscCode' ? toUpperCase : undefined} withAsterisk />
                )}
              </form.AppField>
            ))}
          </SimpleGrid>
          <DialogActions
            label={mode === 'add' ? m.admin_users_add() : m.admin_users_update()}
            pendingLabel={mode === 'add' ? m.admin_users_adding() : m.admin_users_updating()}
            onCancel={onClose}
          />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

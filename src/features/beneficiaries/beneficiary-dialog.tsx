import { Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, DialogActions, type FormDialogProps } from '@/ui/form/dialog-actions'
import { BENEFICIARY_CHECKS, beneficiaryRequest, type BeneficiaryFields } from '@/features/beneficiaries/beneficiary-fields'

interface BeneficiaryDialogProps extends FormDialogProps<BeneficiaryFields> {
  mode: 'add' | 'update'
  /** Whose details these are, said under the title so the super admin never edits the wrong company. */
  companyLabel?: string
  initial: BeneficiaryFields
}

const FIELDS: { key: keyof BeneficiaryFields; label: string; placeholder: string; inputMode?: 'numeric' }[] = [
  { key: 'holderName', label: 'Account Holder Name', placeholder: 'Company Pvt Ltd' },
  { key: 'bankName', label: 'Bank Name', placeholder: 'State Bank of India' },
  { key: 'branch', label: 'Branch Name', placeholder: 'Connaught Place, New Delhi' },
  { key: 'accountNumber', label: 'Account Number', placeholder: '9 to 18 digits', inputMode: 'numeric' },
  { key: 'ifscCode', label: 'IFSC Code', placeholder: 'SBIN0001234' },
  { key: 'upi', label: 'UPI ID', placeholder: 'name@bank' },
]

/**
 * 'Update Beneficiary' (and 'Add Beneficiary' for a company without one): the same six fields,
 * since a save replaces them all. The form mounts each time the dialog opens, from what is saved then.
 */
export function BeneficiaryDialog({ opened, mode, companyLabel, initial, onClose, onSubmit }: BeneficiaryDialogProps) {
  const title = mode === 'add' ? 'Add Beneficiary' : 'Update Beneficiary'
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
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
                {(field) => <field.TextField label={label} placeholder={placeholder} inputMode={inputMode} normalise={key === 'ifscCode' ? toUpperCase : undefined} withAsterisk />}
              </form.AppField>
            ))}
          </SimpleGrid>
          <DialogActions label={mode === 'add' ? 'Add' : 'Update'} pendingLabel={mode === 'add' ? 'Adding...' : 'Updating...'} onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

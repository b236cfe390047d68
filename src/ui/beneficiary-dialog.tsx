import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { checkBeneficiary, type BeneficiaryFields } from '@/ui/beneficiary-fields'
import { useCheckedForm } from '@/ui/use-checked-form'

interface BeneficiaryDialogProps {
  opened: boolean
  mode: 'add' | 'update'
  /** Whose details these are, said under the title so the super admin never edits the wrong company. */
  companyLabel?: string
  initial: BeneficiaryFields
  onClose: () => void
  /** Closes the dialog once it resolves; stays open (keeping the input) when it rejects. */
  onSubmit: (values: BeneficiaryFields) => Promise<unknown>
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

function BeneficiaryForm({ mode, initial, onClose, onSubmit }: Omit<BeneficiaryDialogProps, 'opened' | 'companyLabel'>) {
  const { fields, errors, submitting, set, handleSubmit } = useCheckedForm({
    initial,
    check: checkBeneficiary,
    submit: onSubmit,
    onClose,
    normalise: (key, value) => (key === 'ifscCode' ? value.toUpperCase() : value),
  })

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map(({ key, label, placeholder, inputMode }) => (
            <TextInput
              key={key}
              label={label}
              placeholder={placeholder}
              inputMode={inputMode}
              value={fields[key]}
              onChange={(event) => set(key, event.currentTarget.value)}
              error={errors[key]}
              withAsterisk
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {mode === 'add' ? 'Add' : 'Update'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

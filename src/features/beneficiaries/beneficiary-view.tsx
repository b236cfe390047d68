import { useId, useState, type ReactNode } from 'react'
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { Beneficiary } from '@/client/types.gen'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { BeneficiaryDialog } from '@/features/beneficiaries/beneficiary-dialog'
import { EMPTY_BENEFICIARY, type BeneficiaryFields } from '@/features/beneficiaries/beneficiary-fields'
import classes from '@/features/beneficiaries/beneficiary-view.module.css'

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

interface BeneficiaryViewProps {
  /** The beneficiary read: pending, failed, none yet (null or undefined once loaded) or the row. */
  query: { isPending: boolean; isError: boolean; beneficiary?: Beneficiary | null }
  /** What to do when the read failed, after "The receiving details could not be loaded." */
  retryHint: string
  /** The empty state's sentence, above its 'Add Beneficiary' button. */
  emptyText: string
  /** Named in the dialog when one person keeps the details of many companies. */
  companyLabel?: string
  onSave: (fields: BeneficiaryFields) => Promise<unknown>
}

/**
 * The receiving bank account and UPI ID as the admin and the super admin both see them: a card
 * each with an edit button, loading and failed states, an empty state that offers to add them, and
 * the add/update dialog.
 */
export function BeneficiaryView({ query, retryHint, emptyText, companyLabel, onSave }: BeneficiaryViewProps) {
  useLocale()
  const { beneficiary } = query
  const [dialogOpen, setDialogOpen] = useState(false)
  // Fixed when the dialog opens, so its title does not change while it closes after an add.
  const [mode, setMode] = useState<'add' | 'update'>('update')
  const openDialog = (next: 'add' | 'update') => {
    setMode(next)
    setDialogOpen(true)
  }

  let content: ReactNode
  if (query.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label={m.beneficiary_loading()}>
        <Skeleton h={260} radius="md" />
        <Skeleton h={120} radius="md" />
      </SimpleGrid>
    )
  } else if (query.isError) {
    content = (
      <Alert color="red" title={m.beneficiary_fetch_failed()}>
        {m.beneficiary_load_failed()} {retryHint}
      </Alert>
    )
  } else if (!beneficiary) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <Stack align="flex-start" gap="sm">
          <Text>{emptyText}</Text>
          <Button onClick={() => openDialog('add')}>{m.beneficiary_add_title()}</Button>
        </Stack>
      </Paper>
    )
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <DetailsCard title={m.beneficiary_bank_details()} editLabel={m.beneficiary_edit_bank()} onEdit={() => openDialog('update')}>
          <Detail label={m.beneficiary_holder_short()} value={beneficiary.holderName} />
          <Detail label={m.beneficiary_bank_name()} value={beneficiary.bankName} />
          <Detail label={m.beneficiary_branch_name()} value={beneficiary.branch} />
          <Detail label={m.beneficiary_account_number()} value={beneficiary.accountNumber} />
          <Detail label={m.beneficiary_ifsc_code()} value={beneficiary.ifscCode} />
        </DetailsCard>
        <DetailsCard title={m.beneficiary_upi_details()} editLabel={m.beneficiary_edit_upi()} onEdit={() => openDialog('update')}>
          <Detail label={m.beneficiary_upi_id()} value={beneficiary.upi} />
        </DetailsCard>
      </SimpleGrid>
    )
  }

  return (
    <>
      {content}
      <BeneficiaryDialog
        opened={dialogOpen}
        mode={mode}
        companyLabel={companyLabel}
        initial={beneficiary ? fieldsOf(beneficiary) : EMPTY_BENEFICIARY}
        onClose={() => setDialogOpen(false)}
        onSubmit={onSave}
      />
    </>
  )
}

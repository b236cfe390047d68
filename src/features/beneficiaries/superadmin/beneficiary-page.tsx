import { Badge, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { updateCompanyBeneficiaryMutation } from '@/client/@tanstack/react-query.gen'
import type { Beneficiary, Company } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { QueryPart } from '@/ui/query-part'
import { useErrorToast } from '@/ui/use-error-toast'
import { BeneficiaryView } from '@/features/beneficiaries/beneficiary-view'
import { companyBeneficiaryQueryOptions, companyChoicesQueryOptions } from '@/features/beneficiaries/superadmin/beneficiary-form'

const companyLabel = (company: Company) => `${company.companyName} (${company.tokenSymbol})`

interface BeneficiaryManagePageProps {
  companyId?: string
  onCompanyChange: (companyId: string | undefined) => void
}

/** Beneficiary Manage: pick a company (the route loads the companies first), see and edit its receiving bank account and UPI ID. */
export function BeneficiaryManagePage({ companyId, onCompanyChange }: BeneficiaryManagePageProps) {
  useLocale()
  const companies = useSuspenseQuery(companyChoicesQueryOptions()).data.data.records
  const company = companies.find((c) => c.id === companyId)

  return (
    <Stack gap="lg">
      <Title order={2}>{m.beneficiary_manage_heading()}</Title>
      <Paper withBorder radius="md" p="md">
        <NativeSelect
          label={m.beneficiary_company()}
          description={m.beneficiary_company_description()}
          data={[{ value: '', label: m.beneficiary_select_company() }, ...companies.map((c) => ({ value: c.id, label: companyLabel(c) }))]}
          value={companyId ?? ''}
          onChange={(event) => onCompanyChange(event.currentTarget.value || undefined)}
          w={{ base: '100%', sm: 440 }}
        />
      </Paper>
      {companyId ? <CompanyBeneficiary key={companyId} companyId={companyId} company={company} /> : <Text c="dimmed">{m.beneficiary_pick_company()}</Text>}
    </Stack>
  )
}

type BeneficiaryRead = { isPending: boolean; isError: boolean; beneficiary?: Beneficiary | null }

function CompanyBeneficiary({ companyId, company }: { companyId: string; company?: Company }) {
  const refresh = useRefresh(companyBeneficiaryQueryOptions(companyId).queryKey)
  const save = useMutation({ ...updateCompanyBeneficiaryMutation({ client: adminClient }), ...announce(m.beneficiary_save_failed(), m.done_beneficiary_updated(), refresh) })

  // A company added from Company Manage starts without one; its members cannot pay until it has.
  const view = (query: BeneficiaryRead) => (
    <BeneficiaryView
      query={query}
      retryHint={m.beneficiary_pick_again_hint()}
      emptyText={m.beneficiary_company_empty()}
      companyLabel={company ? companyLabel(company) : undefined}
      onSave={(fields) => save.mutateAsync({ body: { companyId, ...fields } })}
    />
  )

  return (
    <Stack gap="md">
      {company && (
        <Group gap="xs">
          <Title order={3} size="h4">
            {company.companyName}
          </Title>
          <Badge variant="light">{company.tokenSymbol}</Badge>
        </Group>
      )}
      {/* The picker stays usable while a company's details load or after they failed: picking is the retry. */}
      <QueryPart
        pending={view({ isPending: true, isError: false })}
        failed={(error) => <FailedBeneficiary error={error}>{view({ isPending: false, isError: true })}</FailedBeneficiary>}
      >
        <LoadedBeneficiary companyId={companyId} view={view} />
      </QueryPart>
    </Stack>
  )
}

function LoadedBeneficiary({ companyId, view }: { companyId: string; view: (query: BeneficiaryRead) => React.ReactNode }) {
  const beneficiary = useSuspenseQuery(companyBeneficiaryQueryOptions(companyId)).data.data
  return view({ isPending: false, isError: false, beneficiary })
}

function FailedBeneficiary({ error, children }: { error: unknown; children: React.ReactNode }) {
  useErrorToast(error, m.beneficiary_fetch_failed())
  return children
}

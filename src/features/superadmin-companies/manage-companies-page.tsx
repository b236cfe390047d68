import { useEffect, useState } from 'react'
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { addCompanyAdminMutation, addCompanyMutation, listCompaniesQueryKey } from '@/client/@tanstack/react-query.gen'
import type { Company } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { DataTable, type DataTableColumn } from '@/ui/data-table'
import { formatDateISO } from '@/ui/format'
import { useErrorToast } from '@/ui/use-error-toast'
import { AddAdminDialog } from '@/features/superadmin-companies/add-admin-dialog'
import { AddCompanyDialog } from '@/features/superadmin-companies/add-company-dialog'
import { COMPANIES_PAGE_SIZE, companiesQueryOptions, type CompaniesSearch } from '@/features/superadmin-companies/companies-search'
import { ListPagination } from '@/ui/list-pagination'
import { SearchBox } from '@/ui/search-box'

interface ManageCompaniesPageProps {
  search: CompaniesSearch
  onSearchChange: (patch: Partial<CompaniesSearch>) => void
}

function IconPlus() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
      <path d="M12 5v14M5 12h14" />
    </svg>
  )
}

/** SPEC section 2, 'Company manage': heading, Add Company, a debounced search and the company table. */
export function ManageCompaniesPage({ search, onSearchChange }: ManageCompaniesPageProps) {
  const page = search.page ?? 1
  const companiesQuery = useQuery(companiesQueryOptions(search))
  useErrorToast(companiesQuery.error, 'Failed to fetch companies')
  const companies = companiesQuery.data?.data
  // The last total known keeps the pages in place while the next page loads.
  const [knownTotal, setKnownTotal] = useState(0)
  if (companies && companies.total !== knownTotal) setKnownTotal(companies.total)
  const totalPages = Math.max(1, Math.ceil(knownTotal / COMPANIES_PAGE_SIZE))

  // A page past the end (an old link, a narrower search) steps back to the last one.
  useEffect(() => {
    if (companies && companies.records.length === 0 && companies.total > 0 && page > totalPages) onSearchChange({ page: totalPages })
  }, [companies, page, totalPages, onSearchChange])

  const [adding, setAdding] = useState(false)
  const queryClient = useQueryClient()
  const addCompany = useMutation({
    ...addCompanyMutation({ client: adminClient }),
    onSuccess: (response) => {
      notifySuccess(response.message)
      // The other super-admin screens pick companies from the same list.
      return queryClient.invalidateQueries({ queryKey: listCompaniesQueryKey({ client: adminClient }) })
    },
    onError: (error) => notifyError(error, 'Failed to add company'),
  })
  const [addingAdminTo, setAddingAdminTo] = useState<Company | null>(null)
  const addAdmin = useMutation({
    ...addCompanyAdminMutation({ client: adminClient }),
    onSuccess: (response) => notifySuccess(response.message),
    onError: (error) => notifyError(error, 'Failed to add admin'),
  })

  const columns: DataTableColumn<Company>[] = [
    { key: 'sl', header: 'Sl.No', cell: (_, index) => (page - 1) * COMPANIES_PAGE_SIZE + index + 1 },
    { key: 'name', header: 'Name', cell: (company) => company.companyName },
    { key: 'email', header: 'Email', cell: (company) => company.email },
    { key: 'mobile', header: 'Mobile', cell: (company) => company.mobile },
    { key: 'aadhaar', header: 'Aadhaar', cell: (company) => company.companyAadhaarCard },
    { key: 'pan', header: 'PAN', cell: (company) => company.companyPan },
    {
      key: 'address',
      header: 'Address',
      cell: (company) => (
        <Text size="sm" maw={220} truncate="end" title={company.companyAddress}>
          {company.companyAddress}
        </Text>
      ),
    },
    { key: 'pin', header: 'PIN', cell: (company) => company.companyPincode },
    { key: 'token', header: 'Token', cell: (company) => company.tokenName },
    { key: 'symbol', header: 'Symbol', cell: (company) => company.tokenSymbol },
    { key: 'date', header: 'Date', cell: (company) => formatDateISO(company.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (company) => (
        <Button size="xs" variant="light" onClick={() => setAddingAdminTo(company)} aria-label={`Add admin to ${company.companyName}`}>
          Add Admin
        </Button>
      ),
    },
  ]

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2}>Manage Company</Title>
        <Button leftSection={<IconPlus />} onClick={() => setAdding(true)}>
          Add Company
        </Button>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <SearchBox
            label="Search"
            placeholder="Name, email, mobile, token or symbol"
            value={search.search ?? ''}
            onSearch={(text) => onSearchChange({ search: text || undefined, page: undefined })}
          />

          <DataTable
            label="Companies"
            columns={columns}
            rows={companies?.records ?? []}
            rowKey={(company) => company.id}
            loadingMessage={companiesQuery.isPending ? 'Loading companies...' : undefined}
            errorMessage={companiesQuery.isError ? 'Failed to fetch companies' : undefined}
            emptyMessage="No companies found."
            missing="--"
            minWidth={1280}
          />

          <ListPagination
            label="Company pages"
            page={page}
            totalPages={totalPages}
            capped={companies?.totalCapped}
            onChange={(next) => onSearchChange({ page: next === 1 ? undefined : next })}
          />
        </Stack>
      </Paper>

      <AddAdminDialog company={addingAdminTo} onClose={() => setAddingAdminTo(null)} onSubmit={(body) => addAdmin.mutateAsync({ body })} />
      <AddCompanyDialog opened={adding} onClose={() => setAdding(false)} onSubmit={(body) => addCompany.mutateAsync({ body })} />
    </Stack>
  )
}

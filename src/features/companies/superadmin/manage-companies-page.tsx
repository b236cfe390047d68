import { useState } from 'react'
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { addCompanyAdminMutation, addCompanyMutation, listCompaniesQueryKey } from '@/client/@tanstack/react-query.gen'
import type { Company } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { formatDateISO } from '@/ui/format'
import { IconPlus } from '@/ui/icons'
import { ListTable, listColumnHelper, serialColumn } from '@/ui/list-table'
import { SearchBox } from '@/ui/search-box'
import { type SearchProps, useListPage } from '@/ui/use-list-page'
import { AddAdminDialog } from '@/features/companies/superadmin/add-admin-dialog'
import { AddCompanyDialog } from '@/features/companies/superadmin/add-company-dialog'
import { companiesQueryOptions, type CompaniesSearch } from '@/features/companies/superadmin/companies-search'

type ManageCompaniesPageProps = SearchProps<CompaniesSearch>

const column = listColumnHelper<Company>()

/** SPEC section 2, 'Company manage': heading, Add Company, a debounced search and the company table. */
export function ManageCompaniesPage({ search, onSearchChange }: ManageCompaniesPageProps) {
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

  const columns = [
    serialColumn<Company>('Sl.No'),
    column.accessor('companyName', { header: 'Name' }),
    column.accessor('email', { header: 'Email' }),
    column.accessor('mobile', { header: 'Mobile' }),
    column.accessor('companyAadhaarCard', { header: 'Aadhaar' }),
    column.accessor('companyPan', { header: 'PAN' }),
    column.accessor('companyAddress', {
      header: 'Address',
      cell: ({ getValue }) => (
        <Text size="sm" maw={220} truncate="end" title={getValue()}>
          {getValue()}
        </Text>
      ),
    }),
    column.accessor('companyPincode', { header: 'PIN' }),
    column.accessor('tokenName', { header: 'Token' }),
    column.accessor('tokenSymbol', { header: 'Symbol' }),
    column.accessor((company) => formatDateISO(company.createdAt), { id: 'date', header: 'Date' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: company } }) => (
        <Button size="xs" variant="light" onClick={() => setAddingAdminTo(company)} aria-label={`Add admin to ${company.companyName}`}>
          Add Admin
        </Button>
      ),
    }),
  ]
  const list = useListPage({
    query: companiesQueryOptions(search),
    columns,
    search,
    onSearchChange,
    errorToast: 'Failed to fetch companies',
  })

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2}>Manage Company</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
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

          <ListTable
            list={list}
            label="Companies"
            pagesLabel="Company pages"
            loadingMessage="Loading companies..."
            errorMessage="Failed to fetch companies"
            emptyMessage="No companies found."
            missing="--"
            minWidth={1280}
          />
        </Stack>
      </Paper>

      <AddAdminDialog company={addingAdminTo} onClose={() => setAddingAdminTo(null)} onSubmit={(body) => addAdmin.mutateAsync({ body })} />
      <AddCompanyDialog opened={adding} onClose={() => setAdding(false)} onSubmit={(body) => addCompany.mutateAsync({ body })} />
    </Stack>
  )
}
